import { paymentTermDefaults, paymentTermModes, paymentTermSchema, type PaymentTerm, type PaymentTermPayload } from '@mandate/domain';
import { useIntl } from 'react-intl';
import { NumericInput } from '../../primitives/NumericInput';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { TextField } from '../../primitives/TextField';
import { FormDialog, type FormDialogCallbacks } from '../FormDialog/FormDialog';
import { formDialogLabels } from '../FormDialog/formDialogLabels';
import { useSchemaForm } from '../FormDialog/useSchemaForm';
import { messages } from './PaymentTermDialog.messages';

/**
 * What the form edits: the label and the days as typed (digits), the radio's value ('0' company,
 * '1' agency), and the term's code, which no field shows and the payload keeps.
 */
export type PaymentTermValues = { label: string; days: string; mode: string; code: string | null };

export interface PaymentTermDialogProps extends FormDialogCallbacks<PaymentTermPayload> {
  /** The term to edit: "Edit payment term", its values filled in. Absent: "Add new payment term". @default undefined */
  term?: PaymentTerm;
}

/** The digits as a number (empty as missing); the radio's text as the mode number. */
const toInput = ({ label, days, mode, code }: PaymentTermValues) => ({
  label,
  code,
  days: days === '' ? undefined : Number(days),
  mode: Number(mode),
});

const valuesOf = (term: PaymentTerm | undefined): PaymentTermValues =>
  term
    ? { label: term.label, days: String(term.days), mode: String(term.mode), code: term.code ?? null }
    : { label: '', days: '', mode: String(paymentTermDefaults.mode), code: null };

/**
 * Payment term form (001 §2.5, §5): "Show it as" (required), the number of days (required, digits
 * only: the NumericInput of 001 §5 refuses anything else, typed or pasted), the type Company (0) or
 * Agency (1) as radios, Company by default; Cancel/Save. Titled "Edit payment term" with a `term`,
 * "Add new payment term" without. A click outside does not close it.
 */
export function PaymentTermDialog({ term, onSubmit, onCancel, isOpen = true }: PaymentTermDialogProps) {
  const intl = useIntl();
  const form = useSchemaForm({ schema: paymentTermSchema, defaultValues: valuesOf(term), toInput, onSubmit });
  const labels = formDialogLabels(intl, {
    title: term ? messages.editTitle : messages.addTitle,
    confirm: messages.save,
    cancel: messages.cancel,
  });
  return (
    <FormDialog form={form} isOpen={isOpen} onCancel={onCancel} {...labels} isDismissable={false}>
      <TextField {...form.field('label')} label={intl.formatMessage(messages.label)} isRequired autoFocus />
      <NumericInput
        {...form.field('days')}
        label={intl.formatMessage(messages.days)}
        currency={intl.formatMessage(messages.daysUnit)}
        isRequired
      />
      <RadioGroup {...form.field('mode')} label={intl.formatMessage(messages.mode)} isRequired inline>
        <Radio value={String(paymentTermModes.company)}>{intl.formatMessage(messages.company)}</Radio>
        <Radio value={String(paymentTermModes.agency)}>{intl.formatMessage(messages.agency)}</Radio>
      </RadioGroup>
    </FormDialog>
  );
}

export default PaymentTermDialog;
