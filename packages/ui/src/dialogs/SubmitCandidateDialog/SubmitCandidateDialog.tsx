import {
  submitCandidateModes,
  submitCandidateSchema,
  type Id,
  type SubmitCandidateMode,
  type SubmitCandidatePayload,
} from '@mandate/domain';
import { useCallback, useRef } from 'react';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Checkbox } from '../../primitives/Checkbox';
import { InlineAlert } from '../../primitives/InlineAlert';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { SummaryList } from '../../primitives/SummaryList';
import { Text } from '../../primitives/Text';
import { Autocomplete, type AutocompleteLoader, type AutocompleteOption } from '../../widgets/Autocomplete';
import { CandidateDocuments, type LocaleUrls } from '../CandidateDocuments';
import { FormDialog, type FormDialogCallbacks } from '../FormDialog/FormDialog';
import { formDialogLabels } from '../FormDialog/formDialogLabels';
import { useSchemaForm } from '../FormDialog/useSchemaForm';
import { formatIntro, messages } from './SubmitCandidateDialog.messages';

/** One of the user's own candidates as the dialog shows it (000 §2). */
export interface SubmitCandidateOption {
  id: Id;
  fullName: string;
  address: string | null;
  city: string | null;
  zipCode: string | null;
  country: { code: string; label: string } | null;
  employed: boolean | null;
  phone: string | null;
}

/** One page of the user's own active candidates. */
export interface SubmitCandidatePage {
  items: readonly SubmitCandidateOption[];
  total?: number;
}

/** Loads the user's own active candidates page by page; the app passes `POST /candidate/list` with status active. */
export type SubmitCandidateLoader = (query: { search: string; page: number; pageSize: number }) => Promise<SubmitCandidatePage>;

/** What the form edits: the action, the chosen candidate (its details, sent as its id) and the tick. */
export type SubmitCandidateValues = { mode: SubmitCandidateMode; candidateId: SubmitCandidateOption | null; consent: boolean };

export interface SubmitCandidateDialogProps extends FormDialogCallbacks<SubmitCandidatePayload> {
  /** The vacancy's title, named in the explanation. */
  vacancyTitle: string;
  /** Loads the user's own active candidates (edit and copy choose from them). */
  loadCandidates: SubmitCandidateLoader;
  /** The Candidate Privacy Notice as PDF per language. */
  privacyNoticeUrls: LocaleUrls;
  /** The terms as PDF per language. */
  termsUrls: LocaleUrls;
  /** Values to start with. @default create new, nobody chosen, not ticked */
  defaultValues?: Partial<SubmitCandidateValues>;
}

const toInput = ({ mode, candidateId, consent }: SubmitCandidateValues) => ({
  mode,
  candidateId: mode === 'create' ? null : (candidateId?.id ?? null),
  consent,
});

const toOption = (candidate: SubmitCandidateOption): AutocompleteOption => ({
  id: candidate.id,
  code: String(candidate.id),
  label: candidate.fullName,
  description: [candidate.city, candidate.country?.label].filter(Boolean).join(', ') || null,
});

/** Candidates per page of the picker: the page size `POST /candidate/list` answers by default. */
export const CANDIDATE_PAGE_SIZE = 20;

const isMode = (key: Key): key is SubmitCandidateMode => (submitCandidateModes as readonly Key[]).includes(key);

/**
 * Submit candidate (000 §2, §5): the three actions create new, edit existing, create a copy; edit
 * and copy need one of the user's own active candidates, chosen in the Autocomplete (the app's
 * loader: `POST /candidate/list`, status active) and shown with name, address, city, postcode,
 * country, employed and phone; the notice on the signed privacy notice, the privacy and terms PDFs
 * per language, and the tick box that keeps Continue disabled until ticked. The payload is domain
 * `submitCandidateSchema`'s output (`{ mode, candidateId, consent }`). Not closed by a click outside.
 */
export function SubmitCandidateDialog({
  vacancyTitle,
  loadCandidates,
  privacyNoticeUrls,
  termsUrls,
  defaultValues,
  onSubmit,
  onCancel,
  isOpen = true,
}: SubmitCandidateDialogProps) {
  const intl = useIntl();
  const form = useSchemaForm({
    schema: submitCandidateSchema,
    defaultValues: { mode: 'create', candidateId: null, consent: false, ...defaultValues } as SubmitCandidateValues,
    toInput,
    onSubmit,
  });
  // The candidates loaded so far, by id: the Autocomplete hands back its option, the dialog shows the candidate.
  const loaded = useRef(new Map<Key, SubmitCandidateOption>());
  const loadPage: AutocompleteLoader = useCallback(
    async (query) => {
      const page = await loadCandidates(query);
      for (const candidate of page.items) loaded.current.set(candidate.id, candidate);
      return { items: page.items.map(toOption), ...(page.total === undefined ? {} : { total: page.total }) };
    },
    [loadCandidates],
  );
  const mode = form.field('mode');
  const candidate = form.field('candidateId');
  const consent = form.checkbox('consent');
  const chosen = candidate.value;
  const yesNo = (value: boolean | null) => (value === null ? null : intl.formatMessage(value ? messages.yes : messages.no));
  const labels = formDialogLabels(intl, { title: messages.title, confirm: messages.continue, cancel: messages.cancel });
  return (
    <FormDialog form={form} isOpen={isOpen} onCancel={onCancel} {...labels} isDismissable={false} isConfirmDisabled={!consent.isSelected}>
      <Text>{formatIntro(intl, vacancyTitle)}</Text>
      <RadioGroup
        name={mode.name}
        value={mode.value}
        onChange={(key) => {
          if (isMode(key)) mode.onChange(key);
        }}
        errorMessage={mode.errorMessage}
        label={intl.formatMessage(messages.mode)}
      >
        {submitCandidateModes.map((code) => (
          <Radio key={code} value={code} autoFocus={code === mode.value}>
            {intl.formatMessage(messages[code])}
          </Radio>
        ))}
      </RadioGroup>
      {mode.value === 'create' ? null : (
        <>
          <Autocomplete
            label={intl.formatMessage(messages.candidate)}
            loadPage={loadPage}
            pageSize={CANDIDATE_PAGE_SIZE}
            value={chosen ? toOption(chosen) : null}
            onChange={(option) => candidate.onChange(option ? (loaded.current.get(option.id) ?? null) : null)}
            {...(candidate.errorMessage ? { errorMessage: candidate.errorMessage } : {})}
            isRequired
          />
          {chosen ? (
            <SummaryList
              aria-label={intl.formatMessage(messages.candidateDetails)}
              items={[
                { id: 'fullName', label: intl.formatMessage(messages.fullName), value: chosen.fullName },
                { id: 'address', label: intl.formatMessage(messages.address), value: chosen.address },
                { id: 'city', label: intl.formatMessage(messages.city), value: chosen.city },
                { id: 'zipCode', label: intl.formatMessage(messages.zipCode), value: chosen.zipCode },
                { id: 'country', label: intl.formatMessage(messages.country), value: chosen.country?.label },
                { id: 'employed', label: intl.formatMessage(messages.employed), value: yesNo(chosen.employed) },
                { id: 'phone', label: intl.formatMessage(messages.phone), value: chosen.phone },
              ]}
            />
          ) : null}
        </>
      )}
      <InlineAlert tone="info">{intl.formatMessage(messages.notice)}</InlineAlert>
      <CandidateDocuments privacyNotice={privacyNoticeUrls} terms={termsUrls} />
      <Checkbox {...consent}>{intl.formatMessage(messages.consent)}</Checkbox>
    </FormDialog>
  );
}

export default SubmitCandidateDialog;
