import { candidateConsentSchema, locales, type CandidateConsentPayload, type Locale } from '@mandate/domain';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Checkbox } from '../../primitives/Checkbox';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { Text } from '../../primitives/Text';
import { CandidateDocuments, type LocaleUrls } from '../CandidateDocuments';
import { FormDialog, type FormDialogCallbacks } from '../FormDialog/FormDialog';
import { formDialogLabels } from '../FormDialog/formDialogLabels';
import { useSchemaForm } from '../FormDialog/useSchemaForm';
import { formatIntro, formatTick, messages } from './CandidateConsentDialog.messages';

/** The privacy-notice document the consent is recorded for, unless the app names another. */
export const CANDIDATE_PRIVACY_NOTICE = 'candidate-privacy-notice';

/** What the form edits: the language of the signed notice and the tick (which is not sent). */
export type CandidateConsentValues = { locale: Locale; consent: boolean };

export interface CandidateConsentDialogProps extends FormDialogCallbacks<CandidateConsentPayload> {
  /** The candidate's full name. */
  candidateName: string;
  /** The Candidate Privacy Notice as PDF per language, linked for reading. */
  privacyNoticeUrls: LocaleUrls;
  /** The code of the document consented to. @default 'candidate-privacy-notice' */
  document?: string;
  /** Values to start with. @default the user's language, not ticked */
  defaultValues?: Partial<CandidateConsentValues>;
}

const isLocale = (key: Key): key is Locale => (locales as readonly Key[]).includes(key);

/**
 * Candidate data-privacy consent (000 §2): the privacy text, the notice's PDFs per language, the
 * language of the signed notice, and a tick box; Confirm stays disabled until it is ticked (a rule
 * the payload does not carry, so not the schema's). Sends `{ document, locale, fileId: null }`,
 * what `POST /candidate/{id}/consent` parses with `candidateConsentSchema`. Not closed by a click outside.
 */
export function CandidateConsentDialog({
  candidateName,
  privacyNoticeUrls,
  document = CANDIDATE_PRIVACY_NOTICE,
  defaultValues,
  onSubmit,
  onCancel,
  isOpen = true,
}: CandidateConsentDialogProps) {
  const intl = useIntl();
  const userLocale: Locale = intl.locale.toLowerCase().startsWith('de') ? 'de' : 'en';
  const form = useSchemaForm({
    schema: candidateConsentSchema,
    defaultValues: { locale: userLocale, consent: false, ...defaultValues },
    toInput: ({ locale }: CandidateConsentValues) => ({ document, locale, fileId: null }),
    onSubmit,
  });
  const locale = form.field('locale');
  const consent = form.checkbox('consent');
  const labels = formDialogLabels(intl, { title: messages.title, confirm: messages.confirm, cancel: messages.cancel });
  return (
    <FormDialog form={form} isOpen={isOpen} onCancel={onCancel} {...labels} isDismissable={false} isConfirmDisabled={!consent.isSelected}>
      <Text>{formatIntro(intl, candidateName)}</Text>
      <Text tone="secondary">{intl.formatMessage(messages.privacyText)}</Text>
      <CandidateDocuments privacyNotice={privacyNoticeUrls} />
      <RadioGroup
        name={locale.name}
        value={locale.value}
        onChange={(key) => {
          if (isLocale(key)) locale.onChange(key);
        }}
        errorMessage={locale.errorMessage}
        label={intl.formatMessage(messages.locale)}
        inline
      >
        {locales.map((code) => (
          <Radio key={code} value={code}>
            {intl.formatMessage(messages[code])}
          </Radio>
        ))}
      </RadioGroup>
      <Checkbox {...consent} autoFocus>
        {formatTick(intl, candidateName)}
      </Checkbox>
    </FormDialog>
  );
}

export default CandidateConsentDialog;
