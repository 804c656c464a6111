import { vacancyCreateSchema, vacancyEditSchema, type VacancyCreatePayload } from '@mandate/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FormErrorsAlert } from '../../dialogs/FormDialog/FormErrorsAlert';
import { useSchemaForm, type SelectBinding } from '../../dialogs/FormDialog/useSchemaForm';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Checkbox, CheckboxGroup } from '../../primitives/Checkbox';
import { Columns, Stack } from '../../primitives/Layout';
import { NumberField } from '../../primitives/NumberField';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { Select, type SelectOption } from '../../primitives/Select';
import { Switch } from '../../primitives/Switch';
import { TextField } from '../../primitives/TextField';
import { Autocomplete, type AutocompleteOption } from '../Autocomplete';
import { RichTextEditor } from '../Editor';
import { MoneyInput, moneyCurrencies, type MoneyCurrency } from '../MoneyInput';
import * as styles from './VacancyForm.css';
import { emptyVacancyFormValues, vacancyFormInput, type VacancyFormValues } from './VacancyForm.values';
import { messages } from './VacancyForm.messages';

/** The reference lists the form offers (`GET /list/{name}`), as select options with the code as `id`. */
export interface VacancyFormLists {
  countries: readonly SelectOption[];
  departments: readonly SelectOption[];
  sectors: readonly SelectOption[];
  searchTypes: readonly SelectOption[];
  experienceLevels: readonly SelectOption[];
  languages: readonly SelectOption[];
  currencies: readonly SelectOption[];
  /** The contact languages (`locales`). */
  locales: readonly SelectOption[];
  revenueSplits: readonly SelectOption[];
}

/** What the user asked for: save only, or save and go on to publish. */
export type VacancyFormIntent = 'save' | 'publish';

export interface VacancyFormProps {
  /** A new vacancy (`vacancyCreateSchema`: the title is required) or an edit (`vacancyEditSchema`). @default 'create' */
  mode?: 'create' | 'edit';
  /** The values to start with (an edit: the vacancy's). @default emptyVacancyFormValues */
  defaultValues?: Partial<VacancyFormValues>;
  /** The reference lists; empty while they load. */
  lists: VacancyFormLists;
  /** Whether the lists are still loading (their selects wait). @default false */
  isLoadingLists?: boolean;
  /** Offers "Save and publish…" (a new vacancy or a draft). @default false */
  canPublish?: boolean;
  /**
   * Saves: the schema's output (the same payload the server parses) and what was asked. Reject with
   * a `FormRefusal` to show the server's field errors beside their fields and its message above the
   * buttons; every value is kept.
   */
  onSubmit: (payload: VacancyCreatePayload, intent: VacancyFormIntent) => Promise<void>;
  /** Cancel: leave without saving. */
  onCancel: () => void;
  /** Told whether the values differ from the ones the form started with (an unsaved-changes guard). @default undefined */
  onDirtyChange?: (isDirty: boolean) => void;
  /** Shown above the sections (e.g. why the vacancy cannot be edited now). @default undefined */
  notice?: ReactNode;
}

const asOption = (option: SelectOption): AutocompleteOption => ({ id: option.id, code: String(option.id), label: option.label });
/** Codes → the autocomplete's options (a code the list lacks is shown as it is). */
const optionsOf = (codes: readonly string[], list: readonly SelectOption[]): AutocompleteOption[] =>
  codes.map((code) => {
    const found = list.find((option) => String(option.id) === code);
    return found ? asOption(found) : { id: code, code, label: code };
  });
const codesOf = (options: readonly AutocompleteOption[]) => options.map((option) => option.code ?? String(option.id));
const isMoneyCurrency = (code: string | null): code is MoneyCurrency => (moneyCurrencies as readonly (string | null)[]).includes(code);

/**
 * The vacancy form (issue 15 §3; 001 §3, §4.1, §5): every field of `POST /job/create` and
 * `PUT /job/{id}/edit` in five sections (the position; place of work; profile; salary and success
 * fee; search consultants and publication), validated with the same domain schema the server
 * parses (`useSchemaForm`, as the dialogs), the description and requirements in the lazily loaded
 * rich-text editor, the success fee as a percentage or a fixed amount in the salary's currency.
 * "Save draft" / "Save changes" submits; "Save and publish…" submits with the intent to publish
 * (the screen then asks for the terms). A refusal keeps every value.
 */
export function VacancyForm({
  mode = 'create',
  defaultValues,
  lists,
  isLoadingLists = false,
  canPublish = false,
  onSubmit,
  onCancel,
  onDirtyChange,
  notice,
}: VacancyFormProps) {
  const intl = useIntl();
  const intent = useRef<VacancyFormIntent>('save');
  // Which button's submission runs now (its button shows pending).
  const [running, setRunning] = useState<VacancyFormIntent>('save');
  const start = useRef({ ...emptyVacancyFormValues, ...defaultValues });
  const form = useSchemaForm({
    schema: mode === 'create' ? vacancyCreateSchema : vacancyEditSchema,
    defaultValues: start.current,
    toInput: vacancyFormInput,
    onSubmit: async (payload) => {
      const asked = intent.current;
      intent.current = 'save';
      setRunning(asked);
      await onSubmit(payload as VacancyCreatePayload, asked);
    },
  });
  const { values } = form;

  const isDirty = JSON.stringify(values) !== JSON.stringify(start.current);
  const dirtyChange = useRef(onDirtyChange);
  dirtyChange.current = onDirtyChange;
  useEffect(() => dirtyChange.current?.(isDirty), [isDirty]);

  const loading = isLoadingLists ? intl.formatMessage(messages.loadingLists) : undefined;
  const currency = isMoneyCurrency(values.salaryCurrency) ? values.salaryCurrency : undefined;
  const description = form.field('description');
  const requirements = form.field('requirements');
  const country = form.field('countryCode');
  const departments = form.field('departments');
  const sectors = form.field('sectors');
  const searchTypes = form.field('searchTypes');
  const languages = form.field('languages');
  const positions = form.field('positionCount');
  const percentage = form.field('successFeePercentage');
  const feeKind = form.field('feeKind');
  const customTerms = form.field('customTermsPhase');
  const select = (name: 'experienceLevel' | 'contactLanguage' | 'salaryCurrency' | 'revenueSplit') => form.field(name) as SelectBinding;
  const countryValue = values.countryCode ? (optionsOf([values.countryCode], lists.countries)[0] ?? null) : null;
  return (
    <Form {...form.formProps} aria-label={intl.formatMessage(messages.form)} className={styles.form}>
      <Stack gap="large">
        {notice}
        <Card title={intl.formatMessage(messages.sectionBasics)}>
          <Stack gap="medium">
            <TextField {...form.field('title')} label={intl.formatMessage(messages.title)} isRequired autoFocus />
            <Columns>
              <TextField {...form.field('reference')} label={intl.formatMessage(messages.reference)} />
              <NumberField
                name={positions.name}
                value={positions.value}
                onChange={positions.onChange}
                errorMessage={positions.errorMessage}
                label={intl.formatMessage(messages.positionCount)}
                minValue={1}
                step={1}
                isRequired
              />
            </Columns>
            <RichTextEditor
              label={intl.formatMessage(messages.description)}
              defaultValue={description.value}
              onChange={description.onChange}
              errorMessage={description.errorMessage}
            />
            <RichTextEditor
              label={intl.formatMessage(messages.requirements)}
              defaultValue={requirements.value}
              onChange={requirements.onChange}
              errorMessage={requirements.errorMessage}
            />
          </Stack>
        </Card>

        <Card title={intl.formatMessage(messages.sectionLocation)}>
          <Stack gap="medium">
            <Columns>
              <Autocomplete
                label={intl.formatMessage(messages.country)}
                options={lists.countries.map(asOption)}
                value={countryValue}
                onChange={(option) => country.onChange(option ? (option.code ?? String(option.id)) : null)}
                errorMessage={country.errorMessage}
                isDisabled={isLoadingLists}
                placeholder={loading}
              />
              <TextField {...form.field('city')} label={intl.formatMessage(messages.city)} />
            </Columns>
            <Columns>
              <TextField {...form.field('zipCode')} label={intl.formatMessage(messages.zipCode)} />
              <TextField {...form.field('address')} label={intl.formatMessage(messages.address)} />
            </Columns>
          </Stack>
        </Card>

        <Card title={intl.formatMessage(messages.sectionProfile)}>
          <Stack gap="medium">
            <Columns>
              <Autocomplete
                selectionMode="multiple"
                label={intl.formatMessage(messages.departments)}
                options={lists.departments.map(asOption)}
                value={optionsOf(departments.value, lists.departments)}
                onChange={(options) => departments.onChange(codesOf(options))}
                errorMessage={departments.errorMessage}
                isDisabled={isLoadingLists}
                placeholder={loading}
              />
              <Autocomplete
                selectionMode="multiple"
                label={intl.formatMessage(messages.sectors)}
                options={lists.sectors.map(asOption)}
                value={optionsOf(sectors.value, lists.sectors)}
                onChange={(options) => sectors.onChange(codesOf(options))}
                errorMessage={sectors.errorMessage}
                isDisabled={isLoadingLists}
                placeholder={loading}
              />
            </Columns>
            <CheckboxGroup
              label={intl.formatMessage(messages.searchTypes)}
              value={searchTypes.value}
              onChange={searchTypes.onChange}
              errorMessage={searchTypes.errorMessage}
              inline
            >
              {lists.searchTypes.map((option) => (
                <Checkbox key={option.id} value={String(option.id)}>
                  {option.label}
                </Checkbox>
              ))}
            </CheckboxGroup>
            <Columns>
              <Select
                {...select('experienceLevel')}
                label={intl.formatMessage(messages.experienceLevel)}
                items={lists.experienceLevels}
                isDisabled={isLoadingLists}
                placeholder={loading}
              />
              <CheckboxGroup
                label={intl.formatMessage(messages.languages)}
                value={languages.value}
                onChange={languages.onChange}
                errorMessage={languages.errorMessage}
                inline
              >
                {lists.languages.map((option) => (
                  <Checkbox key={option.id} value={String(option.id)}>
                    {option.label}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            </Columns>
          </Stack>
        </Card>

        <Card title={intl.formatMessage(messages.sectionSalary)}>
          <Stack gap="medium">
            <Columns>
              <Select
                {...select('salaryCurrency')}
                label={intl.formatMessage(messages.salaryCurrency)}
                items={lists.currencies}
                isDisabled={isLoadingLists}
                placeholder={loading}
              />
              <TextField {...form.field('approvalId')} label={intl.formatMessage(messages.approvalId)} />
            </Columns>
            <Columns>
              <MoneyInput {...form.field('salaryMin')} label={intl.formatMessage(messages.salaryMin)} currency={currency} />
              <MoneyInput {...form.field('salaryMax')} label={intl.formatMessage(messages.salaryMax)} currency={currency} />
            </Columns>
            <Checkbox {...form.checkbox('salaryConfidential')}>{intl.formatMessage(messages.salaryConfidential)}</Checkbox>
            <RadioGroup
              label={intl.formatMessage(messages.feeKind)}
              name={feeKind.name}
              value={feeKind.value}
              onChange={(kind) => feeKind.onChange(kind === 'fixed' ? 'fixed' : 'percentage')}
              inline
            >
              <Radio value="percentage">{intl.formatMessage(messages.feePercentage)}</Radio>
              <Radio value="fixed">{intl.formatMessage(messages.feeFixed)}</Radio>
            </RadioGroup>
            <Columns>
              {values.feeKind === 'percentage' ? (
                <NumberField
                  name={percentage.name}
                  value={percentage.value ?? Number.NaN}
                  onChange={(n) => percentage.onChange(Number.isNaN(n) ? null : n)}
                  errorMessage={percentage.errorMessage}
                  label={intl.formatMessage(messages.successFeePercentage)}
                  minValue={0}
                  maxValue={100}
                  step={0.01}
                  formatOptions={{ maximumFractionDigits: 2 }}
                  showSteppers={false}
                />
              ) : (
                <MoneyInput
                  {...form.field('successFeeFixedAmount')}
                  label={intl.formatMessage(messages.successFeeFixedAmount)}
                  currency={currency}
                />
              )}
              <Select
                {...select('revenueSplit')}
                label={intl.formatMessage(messages.revenueSplit)}
                items={lists.revenueSplits}
                isDisabled={isLoadingLists}
                placeholder={loading}
              />
            </Columns>
          </Stack>
        </Card>

        <Card title={intl.formatMessage(messages.sectionPublication)}>
          <Stack gap="medium">
            <Checkbox {...form.checkbox('isExclusiveForHeadhunters')}>{intl.formatMessage(messages.isExclusiveForHeadhunters)}</Checkbox>
            <Checkbox {...form.checkbox('isPublic')}>{intl.formatMessage(messages.isPublic)}</Checkbox>
            <Switch {...form.checkbox('acceptingCandidates')}>{intl.formatMessage(messages.acceptingCandidates)}</Switch>
            <Switch {...form.checkbox('acceptingRecruiters')}>{intl.formatMessage(messages.acceptingRecruiters)}</Switch>
            <Columns>
              <Select
                {...select('contactLanguage')}
                label={intl.formatMessage(messages.contactLanguage)}
                items={lists.locales}
                isDisabled={isLoadingLists}
                placeholder={loading}
              />
              <Select
                name={customTerms.name}
                value={customTerms.value}
                onChange={(key) => customTerms.onChange(key === 'applying' || key === 'submitting' ? key : 'none')}
                errorMessage={form.errorOf('customTermsPhase')}
                label={intl.formatMessage(messages.customTermsPhase)}
                items={[
                  { id: 'none', label: intl.formatMessage(messages.customTermsNone) },
                  { id: 'applying', label: intl.formatMessage(messages.customTermsApplying) },
                  { id: 'submitting', label: intl.formatMessage(messages.customTermsSubmitting) },
                ]}
              />
            </Columns>
          </Stack>
        </Card>

        <div className={styles.footer}>
          {/* Read here, after every field above was bound: only errors no field shows (useSchemaForm.formErrors). */}
          <FormErrorsAlert errors={form.formErrors()} className={styles.message} />
          <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" variant={canPublish ? 'secondary' : 'primary'} isPending={form.isSubmitting && running === 'save'}>
            {intl.formatMessage(mode === 'create' || canPublish ? messages.saveDraft : messages.saveChanges)}
          </Button>
          {canPublish ? (
            <Button
              isPending={form.isSubmitting && running === 'publish'}
              isDisabled={form.isSubmitting}
              onPress={() => {
                intent.current = 'publish';
                form.formProps.ref.current?.requestSubmit();
              }}
            >
              {intl.formatMessage(messages.publish)}
            </Button>
          ) : null}
        </div>
      </Stack>
    </Form>
  );
}
