import { Button, formatDomainText, Inline, InlineAlert, isFormRefusal, RichTextEditor, Stack } from '@mandate/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './Messages.messages';

export interface MessageComposerProps {
  /** The editor's label. */
  label: string;
  /** The button that sends. */
  submitLabel: string;
  /** The text to start from (an edited message). @default empty */
  defaultValue?: string | null;
  /** Sends the HTML; a rejection with a `FormRefusal` shows its message and keeps the text. */
  onSubmit: (content: string) => Promise<unknown>;
  /** Shown beside the submit button (Cancel of an edit). @default none */
  extra?: ReactNode;
  /** Empties the editor after a successful send (a reply). @default false */
  resetOnSuccess?: boolean;
  /** Fields above the editor (the subject of a new conversation). @default none */
  children?: ReactNode;
  /** Checks the fields above before sending; returns whether they are fine. @default always */
  validate?: () => boolean;
  /** Put the cursor in the editor at once. @default false */
  autoFocus?: boolean;
}

/**
 * The rich-text editor (loaded on demand) with a send button: a reply, an edit, a new conversation.
 * An empty text is refused here with the domain's "required"; the server's refusal shows above the
 * button and the text stays.
 */
export function MessageComposer({
  label,
  submitLabel,
  defaultValue = null,
  onSubmit,
  extra,
  resetOnSuccess = false,
  children,
  validate,
  autoFocus = false,
}: MessageComposerProps) {
  const intl = useIntl();
  const [content, setContent] = useState<string | null>(defaultValue);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [generation, setGeneration] = useState(0);

  const submit = async () => {
    const fieldsOk = validate ? validate() : true;
    if (!content) {
      setError(formatDomainText(intl, 'domain.error.required'));
      return;
    }
    if (!fieldsOk) return;
    setError(null);
    setFormError(null);
    setPending(true);
    try {
      await onSubmit(content);
      if (resetOnSuccess) {
        setContent(null);
        setGeneration((n) => n + 1);
      }
    } catch (refusal) {
      if (isFormRefusal(refusal)) {
        setError(refusal.errors['content'] ?? refusal.errors['message.content'] ?? null);
        setFormError(refusal.formMessage ?? (refusal.errors['content'] ? null : refusal.message));
      } else setFormError(intl.formatMessage(messages.failed));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="medium">
        {children}
        <RichTextEditor
          key={generation}
          label={label}
          defaultValue={defaultValue}
          onChange={(html) => {
            setContent(html);
            if (html) setError(null);
          }}
          isRequired
          autoFocus={autoFocus}
          {...(error ? { errorMessage: error } : {})}
        />
        {formError ? <InlineAlert tone="critical">{formError}</InlineAlert> : null}
        <Inline gap="small">
          <Button type="submit" isPending={pending}>
            {submitLabel}
          </Button>
          {extra}
        </Inline>
      </Stack>
    </form>
  );
}
