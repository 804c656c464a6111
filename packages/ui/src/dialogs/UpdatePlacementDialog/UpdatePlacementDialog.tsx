import {
  placementSchema,
  recruitmentFee,
  type CurrencyCode,
  type Id,
  type LocalDate,
  type PlacementPayload,
  type RevenueSplitOption,
} from '@mandate/domain';
import { useCallback, useMemo } from 'react';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Checkbox } from '../../primitives/Checkbox';
import { DatePicker } from '../../primitives/DatePicker';
import { NumberField } from '../../primitives/NumberField';
import { Select } from '../../primitives/Select';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { MoneyInput } from '../../widgets/MoneyInput';
import { FormDialog, type FormDialogCallbacks } from '../FormDialog/FormDialog';
import { formDialogLabels } from '../FormDialog/formDialogLabels';
import { useSchemaForm, type SelectBinding } from '../FormDialog/useSchemaForm';
import * as styles from './UpdatePlacementDialog.css';
import { messages } from './UpdatePlacementDialog.messages';

/** What the form edits: days as 'YYYY-MM-DD' (or null), the package as a whole amount, the split's key, texts as typed. */
export interface UpdatePlacementValues {
  offerDate: string | null;
  signatureDate: string | null;
  startDate: string | null;
  totalPackage: number | null;
  revenueSplit: Key | null;
  approvalNumber: string;
  approvalNote: string;
  isGuaranteeCase: boolean;
}

/** The fee rule of a placement: its fee percentage, else the vacancy's fixed amount (domain `recruitmentFee`). */
interface FeeRule {
  feePercentage: number | null;
  successFeeFixedAmount: number | null;
}

/** The success fee the package gives under the rule, by domain's rule; null while there is no package. */
const feeOf = (totalPackage: number | null, rule: FeeRule): number | null =>
  totalPackage == null
    ? null
    : recruitmentFee(totalPackage, { successFeePercentage: rule.feePercentage, successFeeFixedAmount: rule.successFeeFixedAmount });

/** The schema's input: the form's values with the job, the split as its code, the derived fee and the percentage. */
const placementInput = (values: UpdatePlacementValues, jobId: Id, rule: FeeRule) => ({
  ...values,
  jobId,
  revenueSplit: values.revenueSplit == null ? null : String(values.revenueSplit),
  recruitmentFee: feeOf(values.totalPackage, rule),
  feePercentage: rule.feePercentage,
});

const emptyValues: UpdatePlacementValues = {
  offerDate: null,
  signatureDate: null,
  startDate: null,
  totalPackage: null,
  revenueSplit: null,
  approvalNumber: '',
  approvalNote: '',
  isGuaranteeCase: false,
};

export interface UpdatePlacementDialogProps extends FormDialogCallbacks<PlacementPayload> {
  /** The placement's vacancy (sent as `jobId`). */
  jobId: Id;
  /** The currency of the vacancy's salary, shown beside the package and the fee. */
  currency: CurrencyCode;
  /**
   * The placement's fee percentage (the vacancy's at hire), shown read-only; the success fee is this
   * percentage of the package. Null for a vacancy with a fixed fee.
   */
  feePercentage: number | null;
  /** The vacancy's fixed success fee, the fee when there is no percentage. @default null */
  successFeeFixedAmount?: number | null;
  /** The revenue split choices (`GET /list/revenue-splits`: code, label, percentage). */
  revenueSplits: readonly RevenueSplitOption[];
  /** While the revenue splits load: the select waits. @default false */
  isLoadingRevenueSplits?: boolean;
  /** Today in the user's time zone: the offer date may not be later (domain `placementSchema({ today })`). */
  today: LocalDate;
  /** The placement's current values. @default empty */
  defaultValues?: Partial<UpdatePlacementValues>;
}

/**
 * Update placement (001 §2.5, §7.5): the offer, signature and start dates, the yearly package in the
 * vacancy's currency, the success fee it gives (read-only, domain's `recruitmentFee`, recomputed as
 * the package changes) and the fee percent, the revenue split, the PO no. / approval ID, an approval
 * note and the guarantee-case flag; Cancel / Update. Validated by domain `placementSchema`, the schema
 * `PUT /placement/{id}/edit` parses; the payload carries the derived fee, the percentage and the job.
 * A click outside does not close it (001 §2.5); Escape and Cancel do.
 */
export function UpdatePlacementDialog({
  jobId,
  currency,
  feePercentage,
  successFeeFixedAmount = null,
  revenueSplits,
  isLoadingRevenueSplits = false,
  today,
  defaultValues,
  onSubmit,
  onCancel,
  isOpen = true,
}: UpdatePlacementDialogProps) {
  const intl = useIntl();
  const schema = useMemo(() => placementSchema({ today }), [today]);
  const toInput = useCallback(
    (values: UpdatePlacementValues) => placementInput(values, jobId, { feePercentage, successFeeFixedAmount }),
    [jobId, feePercentage, successFeeFixedAmount],
  );
  const form = useSchemaForm({ schema, defaultValues: { ...emptyValues, ...defaultValues }, toInput, onSubmit });
  const fee = feeOf(form.values.totalPackage, { feePercentage, successFeeFixedAmount });
  const splitItems = useMemo(() => revenueSplits.map((split) => ({ id: split.code, label: split.label })), [revenueSplits]);
  const labels = formDialogLabels(intl, { title: messages.title, confirm: messages.update, cancel: messages.cancel });
  return (
    <FormDialog form={form} isOpen={isOpen} onCancel={onCancel} {...labels} isDismissable={false}>
      <div className={styles.row}>
        <DatePicker {...form.field('offerDate')} label={intl.formatMessage(messages.offerDate)} maxValue={today} isRequired autoFocus />
        <DatePicker {...form.field('signatureDate')} label={intl.formatMessage(messages.signatureDate)} isRequired />
        <DatePicker {...form.field('startDate')} label={intl.formatMessage(messages.startDate)} isRequired />
      </div>
      <MoneyInput {...form.field('totalPackage')} label={intl.formatMessage(messages.totalPackage)} currency={currency} isRequired />
      <div className={styles.row}>
        <MoneyInput label={intl.formatMessage(messages.recruitmentFee)} currency={currency} value={fee} isReadOnly showReadBack={false} />
        <NumberField
          label={intl.formatMessage(messages.feePercentage)}
          value={feePercentage ?? Number.NaN}
          formatOptions={{ maximumFractionDigits: 2 }}
          isReadOnly
          showSteppers={false}
        />
      </div>
      <Select
        {...(form.field('revenueSplit') as SelectBinding)}
        label={intl.formatMessage(messages.revenueSplit)}
        items={splitItems}
        isDisabled={isLoadingRevenueSplits}
        placeholder={isLoadingRevenueSplits ? intl.formatMessage(messages.loadingRevenueSplits) : undefined}
      />
      <TextField {...form.field('approvalNumber')} label={intl.formatMessage(messages.approvalNumber)} isRequired />
      <TextArea {...form.field('approvalNote')} label={intl.formatMessage(messages.approvalNote)} rows={3} />
      <Checkbox {...form.checkbox('isGuaranteeCase')}>{intl.formatMessage(messages.isGuaranteeCase)}</Checkbox>
    </FormDialog>
  );
}

export default UpdatePlacementDialog;
