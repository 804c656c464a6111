import { selectSuppliersSchema, type Id, type Locale, type SelectSuppliersPayload } from '@mandate/domain';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  ConsultantStepperDialog,
  type ConsultantStepperCommonProps,
  type RenderedPreview,
  type TemplateLoader,
  type TemplateText,
} from '../ConsultantStepperDialog';
import { useSchemaForm } from '../FormDialog/useSchemaForm';
import { messages } from './SelectSuppliersDialog.messages';
import type { FormDialogCallbacks } from '../FormDialog/FormDialog';

/** What the form edits: the chosen consultants in the order chosen; an admin's subject as typed and body as the editor's HTML; the language. */
export type SelectSuppliersValues = { recruiters: readonly Id[]; subject: string; body: string | null; language: Locale };

/** What an admin's preview is rendered from (`POST /notification-template/selected-recruiter/render`, the app adds the vacancy). */
export interface SuppliersPreviewRequest {
  recipient: Id;
  language: Locale;
  template: { subject: string; body: string | null };
}

export interface SelectSuppliersDialogProps extends ConsultantStepperCommonProps, FormDialogCallbacks<SelectSuppliersPayload> {
  /** Admins edit and preview the notification (3 steps); the others choose only (the schema's context). @default false */
  isAdmin?: boolean;
  /** Admins: the selected-recruiter template of a language, which prefills subject and body. @default undefined */
  loadTemplate?: TemplateLoader;
  /** Admins: the notification as the first chosen consultant receives it. @default undefined */
  loadPreview?: (request: SuppliersPreviewRequest) => Promise<RenderedPreview>;
  /** Values to start with. @default nobody chosen, English, the template's texts */
  defaultValues?: Partial<SelectSuppliersValues>;
}

// Admins send the template as the payload's `comment`; the others send none.
const adminInput = ({ recruiters, subject, body, language }: SelectSuppliersValues) => ({
  recruiters,
  comment: { subject, body },
  language,
});
const otherInput = ({ recruiters, language }: SelectSuppliersValues) => ({ recruiters, language });
const paths = { subject: 'comment.subject', body: 'comment.body' } as const;

/**
 * Select suppliers (001 §2.5): for admins a 3-step stepper on the shared ConsultantStepperDialog —
 * choose consultants, then the notification template's language (EN/DE), subject and body (both
 * required, prefilled from that language's template), then the server's preview; Reset, Back,
 * Preview, Finish. Others choose consultants only, then Finish. Validated by domain
 * `selectSuppliersSchema({ isAdmin })`, which `POST /job/{id}/job-recruiter/select` parses.
 */
export function SelectSuppliersDialog({
  isAdmin = false,
  loadTemplate,
  loadPreview,
  defaultValues,
  onSubmit,
  ...common
}: SelectSuppliersDialogProps) {
  const intl = useIntl();
  const schema = useMemo(() => selectSuppliersSchema({ isAdmin }), [isAdmin]);
  const form = useSchemaForm({
    schema,
    defaultValues: { recruiters: [], subject: '', body: null, language: 'en', ...defaultValues } as SelectSuppliersValues,
    toInput: isAdmin ? adminInput : otherInput,
    paths,
    onSubmit,
  });
  const field = (name: 'subject' | 'body', kind: 'line' | 'rich', template: keyof TemplateText) => ({
    name,
    label: intl.formatMessage(messages[name]),
    kind,
    template,
  });
  return (
    <ConsultantStepperDialog
      {...common}
      form={form}
      title={intl.formatMessage(messages.title)}
      finishLabel={intl.formatMessage(messages.finish)}
      isAdmin={isAdmin}
      texts={
        isAdmin
          ? { title: intl.formatMessage(messages.textsStep), fields: [field('subject', 'line', 'subject'), field('body', 'rich', 'body')] }
          : null
      }
      loadTemplate={isAdmin ? loadTemplate : undefined}
      loadPreview={
        loadPreview
          ? (values, recipient) =>
              loadPreview({ recipient, language: values.language, template: { subject: values.subject, body: values.body } })
          : undefined
      }
    />
  );
}

export default SelectSuppliersDialog;
