import { useMemo, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type * as v from 'valibot';
import { Checkbox } from '../../primitives/Checkbox';
import { Select, type SelectOption } from '../../primitives/Select';
import { Text } from '../../primitives/Text';
import { TextArea } from '../../primitives/TextArea';
import { FormDialog, type FormDialogCallbacks } from '../FormDialog/FormDialog';
import { useSchemaForm, type FieldBinding, type SchemaForm, type SelectBinding } from '../FormDialog/useSchemaForm';
import { messages } from './ReasonCommentDialog.messages';

/**
 * What a reason dialog's form edits, by payload field: the select's key, the comment as typed, the
 * copy flag, and the values of a dialog's own fields (`extraFields`), already in the payload's shape.
 */
export type ReasonCommentValues = Record<string, Key | null | string | boolean | readonly unknown[]>;

/** The texts of a reason dialog, already translated by the dialog built on it; the shared ones have defaults. */
export interface ReasonCommentTexts {
  title: string;
  /** A sentence at the top (what happens, to what). @default none */
  intro?: string;
  /** The reason select's label (with `reasonField`). @default "Reason" */
  reason?: string;
  /** The select's placeholder while the reasons load. @default "Loading reasons…" */
  loadingReasons?: string;
  /** The comment's label; with `isCommentRequired` it is the reason itself. @default "Comment" */
  comment?: string;
  /** The send-a-copy checkbox's label (with `copyField`). @default "Send a copy to the employer" */
  sendCopy?: string;
  /** @default "Yes" */
  confirm?: string;
  /** @default "No" */
  cancel?: string;
}

/** Props a dialog built on {@link ReasonCommentDialog} passes through from its own props. */
export interface ReasonCommentPassThrough<Payload> extends FormDialogCallbacks<Payload> {
  /** Values to start with. @default empty, the copy unticked */
  defaultValues?: Partial<ReasonCommentValues>;
}

/** The reason list of a dialog with a reason select, as its props take it. */
export interface ReasonListProps {
  /** The reasons (`GET /list/{name}`: code as `id`, label). */
  reasons: readonly SelectOption[];
  /** While the reasons load: the select waits. @default false */
  isLoadingReasons?: boolean;
}

export interface ReasonCommentDialogProps<S extends v.GenericSchema>
  extends ReasonCommentPassThrough<v.InferOutput<S>>, Partial<ReasonListProps> {
  /** The domain schema the server parses for the call; its keys name the fields. */
  schema: S;
  /** The payload key of the reason select (`withdrawReason`); absent: no select. */
  reasonField?: string;
  /** The payload key of the send-a-copy checkbox (`sendCopyToEmployer`); absent: no checkbox. */
  copyField?: string;
  /** The payload key of the free text (`feedback`); `null`: no text, the select alone. @default 'comment' */
  commentField?: string | null;
  /** The comment is required (it is the reason). @default false */
  isCommentRequired?: boolean;
  /** Visible rows of the comment. @default 4 */
  commentRows?: number;
  texts: ReasonCommentTexts;
  /** Whether a click outside closes it (001 §2.5 lists the dialogs that must not). @default false */
  isDismissable?: boolean;
  /** Critical confirm action (withdraw, reject). @default false */
  isDestructive?: boolean;
  /**
   * The dialog's own fields after the shared ones (cancel vacancy: the admin's checkbox, the
   * ratings), bound on the same form by payload key; their starting values come in `defaultValues`.
   * @default none
   */
  extraFields?: (form: SchemaForm<ReasonCommentValues>) => ReactNode;
}

/** The reason select's numeric key is sent as its code (text); everything else (an id among the values) as it is. */
const toInputOf = (reasonField: string | undefined) => (values: ReasonCommentValues) =>
  reasonField && typeof values[reasonField] === 'number' ? { ...values, [reasonField]: String(values[reasonField]) } : values;

/**
 * The shape of the reason dialogs of 001 §2.5 (put on hold, withdraw candidate, decline invitation,
 * withdraw from a vacancy, reject a consultant, cancel vacancy) and of the candidate workflow of
 * 000 §2 (backup, reject, offer, feedback, complete research, the submission's reject and withdraw):
 * an optional reason select from a list, a comment (or the reason, or the feedback, as text; or
 * none), an optional send-a-copy checkbox, then a dialog's own fields (`extraFields`), on FormDialog
 * with the call's schema.
 * The first field has the focus; the fields are named by the payload's keys, so the server's field
 * errors land beside them.
 */
export function ReasonCommentDialog<S extends v.GenericSchema>({
  schema,
  reasonField,
  copyField,
  commentField = 'comment',
  isCommentRequired = false,
  commentRows = 4,
  texts,
  reasons = [],
  isLoadingReasons = false,
  defaultValues,
  onSubmit,
  onCancel,
  isOpen = true,
  isDismissable = false,
  isDestructive = false,
  extraFields,
}: ReasonCommentDialogProps<S>) {
  const intl = useIntl();
  const text = (given: string | undefined, fallback: MessageDescriptor) => given ?? intl.formatMessage(fallback);
  const toInput = useMemo(() => toInputOf(reasonField), [reasonField]);
  const form = useSchemaForm({
    schema,
    defaultValues: {
      ...(reasonField ? { [reasonField]: null } : {}),
      ...(commentField ? { [commentField]: '' } : {}),
      ...(copyField ? { [copyField]: false } : {}),
      ...defaultValues,
    } as ReasonCommentValues,
    toInput,
    onSubmit,
  });
  return (
    <FormDialog
      form={form}
      isOpen={isOpen}
      title={texts.title}
      confirmLabel={text(texts.confirm, messages.yes)}
      cancelLabel={text(texts.cancel, messages.no)}
      onCancel={onCancel}
      isDismissable={isDismissable}
      isDestructive={isDestructive}
    >
      {texts.intro ? <Text>{texts.intro}</Text> : null}
      {reasonField ? (
        <Select
          {...(form.field(reasonField) as SelectBinding)}
          label={text(texts.reason, messages.reason)}
          items={reasons}
          isRequired
          isDisabled={isLoadingReasons}
          placeholder={isLoadingReasons ? text(texts.loadingReasons, messages.loadingReasons) : undefined}
          autoFocus
        />
      ) : null}
      {commentField ? (
        <TextArea
          {...(form.field(commentField) as FieldBinding<string>)}
          label={text(texts.comment, messages.comment)}
          rows={commentRows}
          isRequired={isCommentRequired}
          autoFocus={!reasonField}
        />
      ) : null}
      {copyField ? <Checkbox {...form.checkbox(copyField)}>{text(texts.sendCopy, messages.sendCopyToEmployer)}</Checkbox> : null}
      {extraFields?.(form)}
    </FormDialog>
  );
}
