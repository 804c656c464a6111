import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { FormRefusal } from '../FormDialog/FormRefusal';
import { clearStaleAnnouncements, escapeCloses } from '../ReasonCommentDialog/reasonCommentStories';
import { PaymentTermDialog, type PaymentTermDialogProps } from './PaymentTermDialog';
import { paymentTermFixtures } from './PaymentTermDialog.fixtures';

const { existing, filled } = paymentTermFixtures;

const meta = {
  title: 'Dialogs/PaymentTermDialog',
  component: PaymentTermDialog,
  args: { onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Payment term form (001 §2.5, §5) on **FormDialog** and `useSchemaForm`, validated by domain `paymentTermSchema`: "Show it as" ' +
          '(required), number of days (required, digits only on **NumericInput**), type Company (0) / Agency (1) as radios, Company by ' +
          'default; Cancel/Save. "Add new payment term" without `term`, "Edit payment term" with it. No server call exists yet, so no ' +
          'contract case.',
      },
    },
  },
} satisfies Meta<typeof PaymentTermDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string | RegExp = /payment term|Zahlungsbedingung/) => screen.findByRole('dialog', { name });
// Required fields: their label ends in a marker, so the name starts with the label.
const starts = (label: string) => (name: string) => name.startsWith(label);
const label = (d: HTMLElement, text = 'Show it as') => within(d).getByRole('textbox', { name: starts(text) });
const days = (d: HTMLElement, text = 'Number of days') => within(d).getByRole('textbox', { name: starts(text) });
const radio = (d: HTMLElement, name: string) => within(d).getByRole('radio', { name });
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** Enters the Filled payload with the pointer. */
async function fill(d: HTMLElement) {
  await userEvent.type(label(d), filled.label);
  await userEvent.type(days(d), String(filled.days));
  await userEvent.click(radio(d, 'Agency'));
}

async function kept(d: HTMLElement) {
  await expect(label(d)).toHaveValue(filled.label);
  await expect(days(d)).toHaveValue(String(filled.days));
  await expect(radio(d, 'Agency')).toBeChecked();
}

async function fillAndSave() {
  const d = await dialog('Add new payment term');
  await fill(d);
  await userEvent.click(within(d).getByRole('button', { name: 'Save' }));
  return d;
}

export const Empty: Story = {
  play: async () => {
    const d = await dialog('Add new payment term');
    await waitFor(() => expect(label(d)).toHaveFocus());
    await expect(label(d)).toHaveValue('');
    await expect(days(d)).toHaveValue('');
    await expect(days(d)).toHaveAttribute('inputmode', 'numeric');
    // Company is the default type.
    await expect(radio(d, 'Company')).toBeChecked();
    await expect(radio(d, 'Agency')).not.toBeChecked();
    await expect(within(d).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    await fillAndSave();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const Edit: Story = {
  args: { term: existing },
  play: async ({ args }) => {
    const d = await dialog('Edit payment term');
    await expect(label(d)).toHaveValue(existing.label);
    await expect(days(d)).toHaveValue('60');
    await expect(radio(d, 'Company')).toBeChecked();
    await userEvent.clear(days(d));
    await userEvent.type(days(d), '45');
    await userEvent.clear(label(d));
    await userEvent.type(label(d), '45 days net');
    await userEvent.click(within(d).getByRole('button', { name: 'Save' }));
    // The code the term has is kept.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ label: '45 days net', code: existing.code, days: 45, mode: 0 }));
  },
};

export const DigitsOnly: Story = {
  play: async ({ args }) => {
    const d = await dialog('Add new payment term');
    await userEvent.type(label(d), 'Two weeks');
    // Letters and signs are refused as typed, and dropped from pasted text (001 §5).
    await userEvent.type(days(d), '1a-4.');
    await expect(days(d)).toHaveValue('14');
    await userEvent.clear(days(d));
    await userEvent.paste('14 Tage');
    await expect(days(d)).toHaveValue('14');
    await userEvent.click(within(d).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ label: 'Two weeks', code: null, days: 14, mode: 0 }));
  },
};

export const InvalidSubmit: Story = {
  play: async ({ args }) => {
    const d = await dialog('Add new payment term');
    await userEvent.click(within(d).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(d).getAllByText('This field is required')).toHaveLength(2));
    await waitFor(() => expect(label(d)).toHaveFocus());
    await expect(days(d)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // More days than a term can have.
    await userEvent.type(label(d), 'Forever');
    await userEvent.type(days(d), '99999');
    await userEvent.click(within(d).getByRole('button', { name: 'Save' }));
    await expect(await within(d).findByText('The value is too large')).toBeVisible();
    await waitFor(() => expect(days(d)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const d = await fillAndSave();
    await waitFor(() => expect(within(d).getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true'));
    await expect(within(d).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(within(d).getByRole('button', { name: /Save/ }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    blur();
  },
};

export const RefusedFieldErrors: Story = {
  args: { onSubmit: fn(() => Promise.reject(new FormRefusal({ errors: { label: 'A payment term with this label exists already.' } }))) },
  play: async ({ args }) => {
    const d = await fillAndSave();
    await expect(await within(d).findByText('A payment term with this label exists already.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await kept(d);
    await waitFor(() => expect(label(d)).toHaveFocus());
  },
};

export const RefusedMessage: Story = {
  args: { onSubmit: fn(() => Promise.reject(new FormRefusal({ message: 'Only administrators can change payment terms.' }))) },
  play: async () => {
    const d = await fillAndSave();
    await expect(await within(d).findByRole('alert')).toHaveTextContent('Only administrators can change payment terms.');
    await kept(d);
    blur();
  },
};

export const UnexpectedFailure: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Failed to fetch'))) },
  play: async () => {
    const d = await fillAndSave();
    const alert = await within(d).findByRole('alert');
    await expect(alert).toHaveTextContent('Your input is kept');
    await expect(alert).not.toHaveTextContent('Failed to fetch');
    await kept(d);
    blur();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    term: {
      id: 9,
      label: 'Zahlbar innert 30 Tagen netto ohne Skontoabzug nach Rechnungsstellung durch die Personalberater/innen',
      code: null,
      days: 30,
      mode: 1,
    },
  },
  play: async ({ args }) => {
    const d = await dialog('Zahlungsbedingung bearbeiten');
    await expect(label(d, 'Anzeigen als')).toHaveValue(args.term?.label);
    await expect(days(d, 'Anzahl Tage')).toHaveValue('30');
    await expect(radio(d, 'Agentur')).toBeChecked();
    await userEvent.clear(label(d, 'Anzeigen als'));
    await userEvent.click(within(d).getByRole('button', { name: 'Speichern' }));
    await expect(await within(d).findByText('Dieses Feld ist erforderlich')).toBeVisible();
    await expect(radio(d, 'Unternehmen')).not.toBeChecked();
    await expect(within(d).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

function WithTrigger(args: PaymentTermDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Add payment term
      </Button>
      {/* Mounted while open, as screens do: each opening starts from the default values. */}
      {isOpen ? (
        <PaymentTermDialog
          {...args}
          onCancel={() => {
            args.onCancel();
            setOpen(false);
          }}
          onSubmit={async (payload) => {
            await args.onSubmit(payload);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

export const Keyboard: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add payment term' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const d = await dialog('Add new payment term');
    // Tab order: label, days, the checked radio, Cancel, Save.
    await waitFor(() => expect(label(d)).toHaveFocus());
    await userEvent.tab();
    await expect(days(d)).toHaveFocus();
    await userEvent.tab();
    await expect(radio(d, 'Company')).toHaveFocus();
    await userEvent.tab();
    await expect(within(d).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(d).getByRole('button', { name: 'Save' })).toHaveFocus();
    await escapeCloses(args, trigger);
    // Opened again: typed, the arrow key picks Agency, Enter on Save sends.
    await userEvent.keyboard('{Enter}');
    const again = await dialog('Add new payment term');
    await waitFor(() => expect(label(again)).toHaveFocus());
    await userEvent.keyboard('Ten days');
    await userEvent.tab();
    await userEvent.keyboard('10');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(radio(again, 'Agency')).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ label: 'Ten days', code: null, days: 10, mode: 1 }));
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
    clearStaleAnnouncements();
  },
};

export const OutsideClickKeepsIt: Story = {
  play: async ({ args }) => {
    const d = await dialog('Add new payment term');
    await userEvent.type(label(d), 'Half-typed');
    await userEvent.click(document.body, { skipHover: true });
    await expect(await dialog()).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(label(d)).toHaveValue('Half-typed');
    blur();
  },
};
