import {
  candidateCreateSchema,
  uploadTypes,
  type CandidateConsentPayload,
  type CandidateCreatePayload,
  type UploadedFile,
} from '@mandate/domain';
import { useCallback, useState } from 'react';
import { Form, type Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../../primitives/Button';
import { InlineAlert } from '../../primitives/InlineAlert';
import { Inline } from '../../primitives/Layout';
import { DatePicker } from '../../primitives/DatePicker';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { Select, type SelectOption } from '../../primitives/Select';
import { Text } from '../../primitives/Text';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { CandidateConsentDialog } from '../../dialogs/CandidateConsentDialog';
import type { LocaleUrls } from '../../dialogs/CandidateDocuments';
import { FormErrorsAlert } from '../../dialogs/FormDialog/FormErrorsAlert';
import { useSchemaForm, type SelectBinding } from '../../dialogs/FormDialog/useSchemaForm';
import { Uploader, type UploadFunction } from '../Uploader';
import * as styles from './CandidateForm.css';
import { formatConsentRecorded, messages } from './CandidateForm.messages';

/** Whether the candidate is employed now: the payload's `true`, `false` or `null`. */
export const employedChoices = ['yes', 'no', 'unknown'] as const;
export type EmployedChoice = (typeof employedChoices)[number];

/** What the form edits. Texts as typed; the files uploaded so far; the consent as the dialog gave it. */
export interface CandidateFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** 'YYYY-MM-DD' or null. */
  dateOfBirth: string | null;
  address: string;
  zipCode: string;
  city: string;
  /** ISO country code (the key of `countries`), or null. */
  countryCode: Key | null;
  employed: EmployedChoice;
  position: string;
  comment: string;
  attachments: readonly UploadedFile[];
  /** The consent recorded with a new candidate (`consent` of the create payload); always null when editing. */
  consent: CandidateConsentPayload | null;
  /** The signed notice uploaded as evidence of the consent (its `fileId`). */
  signedCopy: UploadedFile | null;
}

export interface CandidateFormProps {
  /** A new candidate (with the consent section) or an existing one (its consent is recorded on its page). */
  mode: 'create' | 'edit';
  /** The candidate's values, when editing; the name typed so far, when creating. @default empty */
  defaultValues?: Partial<CandidateFormValues>;
  /** The countries to choose from (the `countries` reference list). */
  countries: readonly SelectOption[];
  /** The country list is loading. @default false */
  isLoadingCountries?: boolean;
  /** Uploads one file to the file store (`POST /file/upload?type=candidate-document`); see the Uploader. */
  upload: UploadFunction<UploadedFile>;
  /** The user-facing reason of a failed upload (the server's message), or null. @default () => null */
  describeUploadError?: (error: unknown) => string | null;
  /** The Candidate Privacy Notice per language, linked in the consent dialog. */
  privacyNoticeUrls: LocaleUrls;
  /**
   * Saves the candidate: the payload `candidateCreateSchema` parses (`POST /candidate/create`; for
   * an edit, every field but `consent` goes to `PUT /candidate/{id}/edit`). Reject with a
   * `FormRefusal` to show the server's answer; the values are kept.
   */
  onSubmit: (payload: CandidateCreatePayload) => Promise<void>;
  onCancel: () => void;
  /** The submit button's text. @default 'Save candidate' */
  submitLabel?: string;
}

const empty: CandidateFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: null,
  address: '',
  zipCode: '',
  city: '',
  countryCode: null,
  employed: 'unknown',
  position: '',
  comment: '',
  attachments: [],
  consent: null,
  signedCopy: null,
};

const employedValue = { yes: true, no: false, unknown: null } as const;
const isEmployedChoice = (key: string): key is EmployedChoice => (employedChoices as readonly string[]).includes(key);

/** Blank text is "not given" (`null`) for the optional fields. */
const orNull = (text: string) => (text.trim() === '' ? null : text);

/** The form's values as `candidateCreateSchema` takes them. */
export function candidateInput(values: CandidateFormValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: orNull(values.email),
    phone: orNull(values.phone),
    dateOfBirth: values.dateOfBirth,
    address: orNull(values.address),
    zipCode: orNull(values.zipCode),
    city: orNull(values.city),
    countryCode: values.countryCode === null ? null : String(values.countryCode),
    employed: employedValue[values.employed],
    position: orNull(values.position),
    comment: orNull(values.comment),
    attachments: values.attachments.map((file) => file.id),
    consent: values.consent ? { ...values.consent, fileId: values.signedCopy?.id ?? null } : null,
  };
}

/**
 * A candidate's form (issue 16 §1): every field the server's `candidateCreateSchema` takes — names
 * (required), e-mail, phone, date of birth, address, postcode, city, country, employed, position,
 * an internal note — the CV and further documents through the Uploader (each uploaded to the file
 * store as it is chosen, with progress, cancel and the spec's messages; their ids go into the
 * payload), and for a new candidate the data-privacy consent through `CandidateConsentDialog` with
 * the signed notice as optional evidence. Validates with the domain schema, keeps every value when
 * the server refuses, and shows its field errors beside the fields.
 */
export function CandidateForm({
  mode,
  defaultValues,
  countries,
  isLoadingCountries = false,
  upload,
  describeUploadError,
  privacyNoticeUrls,
  onSubmit,
  onCancel,
  submitLabel,
}: CandidateFormProps) {
  const intl = useIntl();
  const [consentOpen, setConsentOpen] = useState(false);
  const toInput = useCallback((values: CandidateFormValues) => candidateInput(values), []);
  const form = useSchemaForm({
    schema: candidateCreateSchema,
    defaultValues: { ...empty, ...defaultValues },
    toInput,
    onSubmit,
  });
  const attachments = form.field('attachments');
  const employed = form.field('employed');
  const signedCopyError = form.errorOf('consent.fileId');
  // Every error of the consent shows in its section (and so not again in the form's alert).
  const consentErrors = [...new Set(['consent', 'consent.document', 'consent.locale'].map((path) => form.errorOf(path)))].filter(
    (error): error is string => Boolean(error),
  );
  const { consent } = form.values;
  const fullName = `${form.values.firstName} ${form.values.lastName}`.trim();
  return (
    <>
      <Form {...form.formProps} className={styles.form} aria-label={intl.formatMessage(messages.label)}>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{intl.formatMessage(messages.person)}</legend>
          <div className={styles.pair}>
            <TextField {...form.field('firstName')} label={intl.formatMessage(messages.firstName)} isRequired autoComplete="off" />
            <TextField {...form.field('lastName')} label={intl.formatMessage(messages.lastName)} isRequired autoComplete="off" />
          </div>
          <div className={styles.pair}>
            <DatePicker {...form.field('dateOfBirth')} label={intl.formatMessage(messages.dateOfBirth)} />
            <TextField {...form.field('position')} label={intl.formatMessage(messages.position)} />
          </div>
          <RadioGroup
            name={employed.name}
            value={employed.value}
            onChange={(key) => {
              if (isEmployedChoice(key)) employed.onChange(key);
            }}
            errorMessage={employed.errorMessage}
            label={intl.formatMessage(messages.employed)}
            inline
          >
            {employedChoices.map((choice) => (
              <Radio key={choice} value={choice}>
                {intl.formatMessage(messages[choice])}
              </Radio>
            ))}
          </RadioGroup>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{intl.formatMessage(messages.contact)}</legend>
          <div className={styles.pair}>
            <TextField {...form.field('email')} type="email" label={intl.formatMessage(messages.email)} />
            <TextField {...form.field('phone')} type="tel" label={intl.formatMessage(messages.phone)} />
          </div>
          <TextField {...form.field('address')} label={intl.formatMessage(messages.address)} />
          <div className={styles.pair}>
            <TextField {...form.field('zipCode')} label={intl.formatMessage(messages.zipCode)} />
            <TextField {...form.field('city')} label={intl.formatMessage(messages.city)} />
          </div>
          <Select
            {...(form.field('countryCode') as SelectBinding)}
            label={intl.formatMessage(messages.country)}
            items={countries}
            isDisabled={isLoadingCountries}
            {...(isLoadingCountries ? { placeholder: intl.formatMessage(messages.loadingCountries) } : {})}
          />
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{intl.formatMessage(messages.documents)}</legend>
          {/* data-invalid: a refused file list puts the focus here (focusFirstInvalid). */}
          <div data-invalid={attachments.errorMessage ? '' : undefined}>
            <Uploader
              label={intl.formatMessage(messages.attachments)}
              description={intl.formatMessage(messages.attachmentsHelp)}
              upload={upload}
              allowedTypes={uploadTypes['candidate-document']}
              maxFiles={20}
              defaultValue={attachments.value}
              onChange={attachments.onChange}
              {...(describeUploadError ? { describeError: describeUploadError } : {})}
              {...(attachments.errorMessage ? { errorMessage: attachments.errorMessage } : {})}
            />
          </div>
          <TextArea {...form.field('comment')} label={intl.formatMessage(messages.comment)} rows={3} />
        </fieldset>

        {mode === 'create' ? (
          <fieldset className={styles.section}>
            <legend className={styles.legend}>{intl.formatMessage(messages.consentHeading)}</legend>
            {consent ? (
              <>
                <Inline gap="small">
                  <Text>{formatConsentRecorded(intl, consent.locale)}</Text>
                  <Button size="small" variant="secondary" onPress={() => setConsentOpen(true)}>
                    {intl.formatMessage(messages.changeConsent)}
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    onPress={() => {
                      form.setValue('consent', null);
                      form.setValue('signedCopy', null);
                    }}
                  >
                    {intl.formatMessage(messages.removeConsent)}
                  </Button>
                </Inline>
                <div data-invalid={signedCopyError ? '' : undefined}>
                  <Uploader
                    label={intl.formatMessage(messages.signedCopy)}
                    upload={upload}
                    allowedTypes={uploadTypes['candidate-document']}
                    maxFiles={1}
                    defaultValue={form.values.signedCopy ? [form.values.signedCopy] : []}
                    onChange={(files) => form.setValue('signedCopy', files[0] ?? null)}
                    {...(describeUploadError ? { describeError: describeUploadError } : {})}
                    {...(signedCopyError ? { errorMessage: signedCopyError } : {})}
                  />
                </div>
              </>
            ) : (
              <Inline gap="small">
                <Text tone="secondary">{intl.formatMessage(messages.noConsent)}</Text>
                <Button size="small" variant="secondary" onPress={() => setConsentOpen(true)}>
                  {intl.formatMessage(messages.recordConsent)}
                </Button>
              </Inline>
            )}
            {consentErrors.length > 0 ? (
              <InlineAlert tone="critical">
                {consentErrors.map((error) => (
                  <Text key={error}>{error}</Text>
                ))}
              </InlineAlert>
            ) : null}
          </fieldset>
        ) : null}

        {/* Read after every field above was bound: only errors no field shows go here (useSchemaForm.formErrors). */}
        <FormErrorsAlert errors={form.formErrors()} />
        <div className={styles.footer}>
          <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" isPending={form.isSubmitting}>
            {submitLabel ?? intl.formatMessage(messages.save)}
          </Button>
        </div>
      </Form>
      {/* Outside the form: React would carry the dialog's own submit event up to this form. */}
      {consentOpen ? (
        <CandidateConsentDialog
          candidateName={fullName}
          privacyNoticeUrls={privacyNoticeUrls}
          {...(consent ? { defaultValues: { locale: consent.locale, consent: true } } : {})}
          onSubmit={async (payload) => {
            form.setValue('consent', payload);
            setConsentOpen(false);
          }}
          onCancel={() => setConsentOpen(false)}
        />
      ) : null}
    </>
  );
}
