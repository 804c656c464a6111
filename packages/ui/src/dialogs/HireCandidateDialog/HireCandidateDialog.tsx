import { hireSchema, recruitmentFee, type HirePayload, type LocalDate, type SuccessFee } from '@mandate/domain';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { DatePicker } from '../../primitives/DatePicker';
import { Text } from '../../primitives/Text';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { MoneyInput, type MoneyCurrency } from '../../widgets/MoneyInput';
import { ConsultantRatings, type ConsultantRatingValue, type RatedConsultant } from '../ConsultantRatings';
import { FormDialog, type FormDialogCallbacks } from '../FormDialog/FormDialog';
import { formDialogLabels } from '../FormDialog/formDialogLabels';
import { useSchemaForm, type FieldBinding } from '../FormDialog/useSchemaForm';
import { formatFeePercentage, formatIntro, messages } from './HireCandidateDialog.messages';

/** What the form edits: the package as a whole amount, the dates as 'YYYY-MM-DD', the texts as typed, the ratings given so far. */
export type HireCandidateValues = {
  totalPackage: number | null;
  offerDate: string | null;
  startDate: string | null;
  signatureDate: string | null;
  approvalNumber: string;
  approvalNote: string;
  ratings: readonly ConsultantRatingValue[];
};

export interface HireCandidateDialogProps extends FormDialogCallbacks<HirePayload> {
  /** The candidate's full name, named in the explanation. */
  candidateName: string;
  /** The vacancy's title, named in the explanation. */
  vacancyTitle: string;
  /** The vacancy's salary currency (`salary.currency`), the package's and the fee's. */
  currency: MoneyCurrency;
  /** The vacancy's success fee: `successFeePercentage`, else `successFeeFixedAmount`; the fee follows domain's `recruitmentFee`. */
  successFee: SuccessFee;
  /** The search consultants who supplied candidates on the vacancy, each rated with stars; none: no ratings. */
  consultants: readonly RatedConsultant[];
  /** Today in the user's time zone: the offer date may not be later (the schema's context). */
  today: LocalDate;
  /** The user is an admin (the schema's context; the hire rules are the same for admins today). @default false */
  isAdmin?: boolean;
  /**
   * Values to start with. Hiring from `offer-made`, the app passes `offerDate` from domain's
   * `hireOfferDateDefault(application)` (the day of the offer's log entry, 000 §2). @default empty, nobody rated
   */
  defaultValues?: Partial<HireCandidateValues>;
}

const empty: HireCandidateValues = {
  totalPackage: null,
  offerDate: null,
  startDate: null,
  signatureDate: null,
  approvalNumber: '',
  approvalNote: '',
  ratings: [],
};

/** The fee domain derives from the package, or null while there is no package. */
const feeOf = (totalPackage: number | null, successFee: SuccessFee) =>
  totalPackage === null ? null : recruitmentFee(totalPackage, successFee);

/**
 * Hire candidate (000 §2, §5): the total package (digits only, in the vacancy's currency), the
 * recruitment fee shown read-only as domain's `recruitmentFee` derives it (floor of the package ×
 * percentage / 100, or the fixed amount) and passed along, offer, start and contract signature dates
 * (the offer not after today), the approval number (required) and note, and a half-step star rating
 * for each search consultant who supplied candidates (those not rated are not sent); Cancel/Hire,
 * not closed by a click outside. `PUT /application/{id}/hire` parses the same `hireSchema({ today })`.
 */
export function HireCandidateDialog({
  candidateName,
  vacancyTitle,
  currency,
  successFee,
  consultants,
  today,
  isAdmin = false,
  defaultValues,
  onSubmit,
  onCancel,
  isOpen = true,
}: HireCandidateDialogProps) {
  const intl = useIntl();
  const schema = useMemo(() => hireSchema({ today, isAdmin }), [today, isAdmin]);
  const { successFeePercentage = null, successFeeFixedAmount = null } = successFee;
  const toInput = useCallback(
    (values: HireCandidateValues) => ({
      ...values,
      recruitmentFee: feeOf(values.totalPackage, { successFeePercentage, successFeeFixedAmount }),
    }),
    [successFeePercentage, successFeeFixedAmount],
  );
  const form = useSchemaForm({ schema, defaultValues: { ...empty, ...defaultValues }, toInput, onSubmit });
  const fee = feeOf(form.values.totalPackage, { successFeePercentage, successFeeFixedAmount });
  // Bound only when shown, so a server error on `ratings` without a group to show it is the form's.
  const ratings = consultants.length > 0 ? (form.field('ratings') as unknown as FieldBinding<readonly ConsultantRatingValue[]>) : null;
  const labels = formDialogLabels(intl, { title: messages.title, confirm: messages.hire, cancel: messages.cancel });
  return (
    <FormDialog form={form} isOpen={isOpen} onCancel={onCancel} {...labels} isDismissable={false}>
      <Text>{formatIntro(intl, candidateName, vacancyTitle)}</Text>
      <MoneyInput
        {...form.field('totalPackage')}
        label={intl.formatMessage(messages.totalPackage)}
        currency={currency}
        isRequired
        autoFocus
      />
      <MoneyInput
        label={intl.formatMessage(messages.recruitmentFee)}
        currency={currency}
        value={fee}
        isReadOnly
        showReadBack={false}
        description={successFeePercentage != null ? formatFeePercentage(intl, successFeePercentage) : intl.formatMessage(messages.feeFixed)}
      />
      <DatePicker {...form.field('offerDate')} label={intl.formatMessage(messages.offerDate)} maxValue={today} isRequired />
      <DatePicker {...form.field('startDate')} label={intl.formatMessage(messages.startDate)} isRequired />
      <DatePicker {...form.field('signatureDate')} label={intl.formatMessage(messages.signatureDate)} isRequired />
      <TextField {...form.field('approvalNumber')} label={intl.formatMessage(messages.approvalNumber)} isRequired />
      <TextArea {...form.field('approvalNote')} label={intl.formatMessage(messages.approvalNote)} rows={3} />
      {ratings ? <ConsultantRatings {...ratings} label={intl.formatMessage(messages.ratings)} consultants={consultants} /> : null}
    </FormDialog>
  );
}

export default HireCandidateDialog;
