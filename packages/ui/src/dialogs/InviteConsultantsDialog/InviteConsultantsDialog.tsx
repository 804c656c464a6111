import { inviteSchema, type Id, type InvitePayload, type Locale } from '@mandate/domain';
import { useIntl } from 'react-intl';
import {
  ConsultantStepperDialog,
  type ConsultantStepperCommonProps,
  type RenderedPreview,
  type TemplateLoader,
} from '../ConsultantStepperDialog';
import { useSchemaForm } from '../FormDialog/useSchemaForm';
import { messages } from './InviteConsultantsDialog.messages';
import type { FormDialogCallbacks } from '../FormDialog/FormDialog';

/** What the form edits: the chosen consultants in the order chosen, the invitation text as the editor's HTML (`null` while empty), its language. */
export type InviteConsultantsValues = { recruiters: readonly Id[]; comment: string | null; language: Locale };

/** What the preview is rendered from (`POST /notification-template/invite/render`, the app adds the vacancy). */
export interface InvitePreviewRequest {
  recipient: Id;
  language: Locale;
  comment: string | null;
}

export interface InviteConsultantsDialogProps extends ConsultantStepperCommonProps, FormDialogCallbacks<InvitePayload> {
  /** The invite template of a language (`GET /notification-template/invite?language=&jobId=`): its body prefills the text. */
  loadTemplate: TemplateLoader;
  /** The invitation as the first chosen consultant receives it (`POST /notification-template/invite/render`). */
  loadPreview: (request: InvitePreviewRequest) => Promise<RenderedPreview>;
  /** Values to start with. @default nobody chosen, English, the text of the template */
  defaultValues?: Partial<InviteConsultantsValues>;
}

/**
 * Invite search consultants (001 §2.5): a linear 3-step stepper on the shared ConsultantStepperDialog
 * — choose consultants in the ConsultantPicker (cards with avatar, name, DEMO badge, place,
 * position at organisation and invitation counts; admins can export the list), then the language
 * (EN/DE) and the required invitation text prefilled from that language's template, then the
 * server's preview; Reset, Cancel, Continue, Back, Preview, Send invitation. Validated by domain
 * `inviteSchema`, which `POST /job/{id}/job-recruiter/invite` parses.
 */
export function InviteConsultantsDialog({ loadTemplate, loadPreview, defaultValues, onSubmit, ...common }: InviteConsultantsDialogProps) {
  const intl = useIntl();
  const form = useSchemaForm({
    schema: inviteSchema,
    defaultValues: { recruiters: [], comment: null, language: 'en', ...defaultValues } as InviteConsultantsValues,
    onSubmit,
  });
  return (
    <ConsultantStepperDialog
      {...common}
      form={form}
      title={intl.formatMessage(messages.title)}
      finishLabel={intl.formatMessage(messages.send)}
      texts={{
        title: intl.formatMessage(messages.textsStep),
        fields: [{ name: 'comment', label: intl.formatMessage(messages.comment), kind: 'rich', template: 'body' }],
      }}
      loadTemplate={loadTemplate}
      loadPreview={(values, recipient) => loadPreview({ recipient, language: values.language, comment: values.comment })}
    />
  );
}

export default InviteConsultantsDialog;
