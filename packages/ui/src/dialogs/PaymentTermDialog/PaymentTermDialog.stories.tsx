import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formDialogStories } from '../FormDialog/formDialogStories';
import { button, dialogParameters, findDialog, radio, tabOrder, textbox } from '../FormDialog/storyHelpers';
import { PaymentTermDialog } from './PaymentTermDialog';
import { paymentTermFixtures } from './PaymentTermDialog.fixtures';

const { existing, filled } = paymentTermFixtures;

const meta = {
  title: 'Dialogs/PaymentTermDialog',
  component: PaymentTermDialog,
  args: { onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Payment term form (001 §2.5, §5) on **FormDialog** and `useSchemaForm`, validated by domain `paymentTermSchema`: "Show it as" ' +
      '(required), number of days (required, digits only on **NumericInput**), type Company (0) / Agency (1) as radios, Company by ' +
      'default; Cancel/Save. "Add new payment term" without `term`, "Edit payment term" with it. No server call exists yet, so no ' +
      'contract case.',
  ),
} satisfies Meta<typeof PaymentTermDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const label = (d: HTMLElement, text = 'Show it as') => textbox(d, text);
const days = (d: HTMLElement, text = 'Number of days') => textbox(d, text);
const save = (d: HTMLElement) => button(d, 'Save');

const { stories, steps, kit } = formDialogStories({
  Dialog: PaymentTermDialog,
  // A new term as the meta's args open it; the German story edits one.
  name: /Add new payment term|Zahlungsbedingung bearbeiten/,
  confirm: 'Save',
  cancel: 'Cancel',
  first: label,
  empty: async (d) => {
    await expect(label(d)).toHaveValue('');
    await expect(days(d)).toHaveValue('');
    await expect(days(d)).toHaveAttribute('inputmode', 'numeric');
    // Company is the default type.
    await expect(radio(d, 'Company')).toBeChecked();
    await expect(radio(d, 'Agency')).not.toBeChecked();
  },
  fill: async (d) => {
    await userEvent.type(label(d), filled.label);
    await userEvent.type(days(d), String(filled.days));
    await userEvent.click(radio(d, 'Agency'));
  },
  kept: async (d) => {
    await expect(label(d)).toHaveValue(filled.label);
    await expect(days(d)).toHaveValue(String(filled.days));
    await expect(radio(d, 'Agency')).toBeChecked();
  },
  invalid: {
    message: 'This field is required',
    count: 2,
    check: async (d, args) => {
      await expect(days(d)).toHaveAttribute('aria-invalid', 'true');
      // More days than a term can have.
      await userEvent.type(label(d), 'Forever');
      await userEvent.type(days(d), '99999');
      await userEvent.click(save(d));
      await expect(await within(d).findByText('The value is too large')).toBeVisible();
      await waitFor(() => expect(days(d)).toHaveFocus());
      await expect(args.onSubmit).not.toHaveBeenCalled();
    },
    blur: true,
  },
  refusedFieldErrors: {
    errors: { label: 'A payment term with this label exists already.' },
    shown: 'A payment term with this label exists already.',
    field: label,
  },
  refusedMessage: 'Only administrators can change payment terms.',
  german: {
    args: {
      term: {
        id: 9,
        label: 'Zahlbar innert 30 Tagen netto ohne Skontoabzug nach Rechnungsstellung durch die Personalberater/innen',
        code: null,
        days: 30,
        mode: 1,
      },
    },
    title: 'Zahlungsbedingung bearbeiten',
    prepare: async (d, args) => {
      await expect(label(d, 'Anzeigen als')).toHaveValue(args.term?.label);
      await expect(days(d, 'Anzahl Tage')).toHaveValue('30');
      await expect(radio(d, 'Agentur')).toBeChecked();
      await userEvent.clear(label(d, 'Anzeigen als'));
    },
    confirm: 'Speichern',
    cancel: 'Abbrechen',
    message: 'Dieses Feld ist erforderlich',
    check: (d) => expect(radio(d, 'Unternehmen')).not.toBeChecked(),
  },
  keyboard: {
    trigger: 'Add payment term',
    // Tab order: label, days, the checked radio, Cancel, Save.
    walk: (d) => tabOrder(days(d), radio(d, 'Company'), button(d, 'Cancel'), save(d)),
    // Opened again: typed, the arrow key picks Agency, Enter on Save sends.
    enter: async (d) => {
      await userEvent.keyboard('Ten days');
      await tabOrder(days(d));
      await userEvent.keyboard('10');
      await tabOrder(radio(d, 'Company'));
      await userEvent.keyboard('{ArrowRight}');
      await expect(radio(d, 'Agency')).toBeChecked();
      await tabOrder(button(d, 'Cancel'), save(d));
    },
    payload: { label: 'Ten days', code: null, days: 10, mode: 1 },
  },
  outsideClick: { field: label },
});

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context) };
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) => steps.Filled(context, { label: '30 days net', code: null, days: 30, mode: 1 }),
};

export const Edit: Story = {
  args: { term: existing },
  play: async ({ args }) => {
    const d = await findDialog('Edit payment term');
    await expect(label(d)).toHaveValue(existing.label);
    await expect(days(d)).toHaveValue('60');
    await expect(radio(d, 'Company')).toBeChecked();
    await userEvent.clear(days(d));
    await userEvent.type(days(d), '45');
    await userEvent.clear(label(d));
    await userEvent.type(label(d), '45 days net');
    await userEvent.click(save(d));
    // The code the term has is kept.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ label: '45 days net', code: existing.code, days: 45, mode: 0 }));
  },
};

export const DigitsOnly: Story = {
  play: async ({ args }) => {
    const d = await kit.dialog();
    await userEvent.type(label(d), 'Two weeks');
    // Letters and signs are refused as typed, and dropped from pasted text (001 §5).
    await userEvent.type(days(d), '1a-4.');
    await expect(days(d)).toHaveValue('14');
    await userEvent.clear(days(d));
    await userEvent.paste('14 Tage');
    await expect(days(d)).toHaveValue('14');
    await userEvent.click(save(d));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ label: 'Two weeks', code: null, days: 14, mode: 0 }));
  },
};

export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context) };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClickKeepsIt, play: async (context) => steps.OutsideClickKeepsIt(context) };
