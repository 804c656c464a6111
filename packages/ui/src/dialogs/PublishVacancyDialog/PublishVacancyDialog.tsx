import { publishVacancySchema, type Locale, type PublishVacancyPayload } from '@mandate/domain';
import { useIntl } from 'react-intl';
import { Checkbox } from '../../primitives/Checkbox';
import { InlineAlert } from '../../primitives/InlineAlert';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';
import { FormDialog, type FormDialogCallbacks } from '../FormDialog/FormDialog';
import { formDialogLabels } from '../FormDialog/formDialogLabels';
import { useSchemaForm } from '../FormDialog/useSchemaForm';
import { formatIntro, messages } from './PublishVacancyDialog.messages';

/** What the form holds: the tick (not sent). */
export type PublishVacancyValues = { accepted: boolean };

export interface PublishVacancyDialogProps extends FormDialogCallbacks<PublishVacancyPayload> {
  /** The draft's title, named in the intro. */
  vacancyTitle: string;
  /** The terms document (`POST /job/tos`'s `url`); `null` while it loads. */
  termsUrl: string | null;
  /** The terms document's language (`hrefLang` of the link, and the language accepted). @default 'en' */
  termsLocale?: Locale;
  /** The terms document's revision (`POST /job/tos`'s `revision`); `null` while it loads. */
  termsRevision: string | null;
}

/**
 * Publish a draft (001 §4.1 "Pay for publication: from draft"; 001 §7.3 `POST /job/tos`): the terms
 * document of the user's language as a link, the rule's note that publishing is the paid step (no
 * payment is taken by this platform, so none is asked), and a tick "I accept the terms"; Publish
 * stays disabled until it is ticked. Sends `publishVacancySchema`'s `{ comment: null, terms: {
 * accepted, locale, revision } }`, what the publish route parses and keeps with the publication.
 */
export function PublishVacancyDialog({
  vacancyTitle,
  termsUrl,
  termsLocale = 'en',
  termsRevision,
  onSubmit,
  onCancel,
  isOpen = true,
}: PublishVacancyDialogProps) {
  const intl = useIntl();
  const form = useSchemaForm({
    schema: publishVacancySchema,
    defaultValues: { accepted: false } as PublishVacancyValues,
    toInput: (values: PublishVacancyValues) => ({
      comment: null,
      terms: { accepted: values.accepted, locale: termsLocale, revision: termsRevision },
    }),
    onSubmit,
  });
  const accepted = form.checkbox('accepted');
  // Published only once the terms are loaded and accepted.
  const canPublish = accepted.isSelected && Boolean(termsUrl) && Boolean(termsRevision);
  const labels = formDialogLabels(intl, { title: messages.title, confirm: messages.confirm, cancel: messages.cancel });
  return (
    <FormDialog
      form={form}
      isOpen={isOpen}
      onCancel={onCancel}
      {...labels}
      size="narrow"
      isDismissable={false}
      isConfirmDisabled={!canPublish}
    >
      <Text>{formatIntro(intl, vacancyTitle)}</Text>
      <InlineAlert tone="info">{intl.formatMessage(messages.payment)}</InlineAlert>
      {termsUrl ? (
        <Link href={termsUrl} isExternal hrefLang={termsLocale}>
          {intl.formatMessage(messages.terms)}
        </Link>
      ) : (
        <Text tone="secondary">{intl.formatMessage(messages.loadingTerms)}</Text>
      )}
      <Checkbox {...accepted} autoFocus>
        {intl.formatMessage(messages.accept)}
      </Checkbox>
    </FormDialog>
  );
}

export default PublishVacancyDialog;
