import { inviteSchema, type Id, type InvitePayload, type Locale } from '@mandate/domain';
import { useIntl } from 'react-intl';
import type { ConsultantFilters } from '../../widgets/ConsultantPicker';
import {
  ConsultantStepperDialog,
  type ConsultantSelectionOptions,
  type RenderedPreview,
  type TemplateLoader,
} from '../ConsultantStepperDialog';
import { useSchemaForm } from '../FormDialog/useSchemaForm';
import { messages } from './InviteConsultantsDialog.messages';

/** What the form edits: the chosen consultants in the order chosen, the invitation text as the editor's HTML (`null` while empty), its language. */
export type InviteConsultantsValues = { recruiters: readonly Id[]; comment: string | null; language: Locale };

/** What the preview is rendered from (`POST /notification-template/invite/render`, the app adds the vacancy). */
export interface InvitePreviewRequest {
  recipient: Id;
  language: Locale;
  comment: string | null;
}

export interface InviteConsultantsDialogProps extends ConsultantSelectionOptions {
  /** An admin invites: the picker's last-login filter and, with `onExport`, the Export (xlsx) button. @default false */
  isAdmin?: boolean;
  /** Admins' export of the consultant list with the picker's filters (the app downloads the xlsx). @default undefined */
  onExport?: (filters: ConsultantFilters) => void | Promise<void>;
  /** The invite template of a language (`GET /notification-template/invite?language=&jobId=`): its body prefills the text. */
  loadTemplate: TemplateLoader;
  /** The invitation as the first chosen consultant receives it (`POST /notification-template/invite/render`). */
  loadPreview: (request: InvitePreviewRequest) => Promise<RenderedPreview>;
  /** Values to start with. @default nobody chosen, English, the text of the template */
  defaultValues?: Partial<InviteConsultantsValues>;
  /** Invites (`POST /job/{id}/job-recruiter/invite`); reject with a `FormRefusal` to show the server's answer. */
  onSubmit: (payload: InvitePayload) => Promise<void>;
  /** Cancel, Escape or ×. */
  onCancel: () => void;
  /** @default true */
  isOpen?: boolean;
}

/**
 * Invite search consultants (001 §2.5): a linear 3-step stepper on the shared ConsultantStepperDialog
 * — choose consultants in the ConsultantPicker (cards with avatar, name, DEMO badge, place,
 * position at organisation and invitation counts; admins can export the list), then the language
 * (EN/DE) and the required invitation text prefilled from that language's template, then the
 * server's preview; Reset, Cancel, Continue, Back, Preview, Send invitation. Validated by domain
 * `inviteSchema`, which `POST /job/{id}/job-recruiter/invite` parses.
 */
export function InviteConsultantsDialog({
  isAdmin = false,
  onExport,
  loadTemplate,
  loadPreview,
  defaultValues,
  onSubmit,
  onCancel,
  isOpen = true,
  ...selection
}: InviteConsultantsDialogProps) {
  const intl = useIntl();
  const form = useSchemaForm({
    schema: inviteSchema,
    defaultValues: { recruiters: [], comment: null, language: 'en', ...defaultValues } as InviteConsultantsValues,
    onSubmit,
  });
  return (
    <ConsultantStepperDialog
      {...selection}
      form={form}
      isOpen={isOpen}
      title={intl.formatMessage(messages.title)}
      finishLabel={intl.formatMessage(messages.send)}
      isAdmin={isAdmin}
      onExport={isAdmin ? onExport : undefined}
      texts={{
        title: intl.formatMessage(messages.textsStep),
        fields: [{ name: 'comment', label: intl.formatMessage(messages.comment), kind: 'rich', template: 'body' }],
      }}
      loadTemplate={loadTemplate}
      loadPreview={(values, recipient) => loadPreview({ recipient, language: values.language, comment: values.comment })}
      onCancel={onCancel}
    />
  );
}

export default InviteConsultantsDialog;
