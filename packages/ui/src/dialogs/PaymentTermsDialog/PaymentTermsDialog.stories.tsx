import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { blur, clearStaleAnnouncements, dialogParameters, refusal, startsWith, withTrigger } from '../FormDialog/storyHelpers';
import { PaymentTermsDialog, type ListedPaymentTerm, type PaymentTermsDialogProps } from './PaymentTermsDialog';
import { paymentTermsFixtures } from './PaymentTermsDialog.fixtures';

const { terms, filled } = paymentTermsFixtures;

/**
 * The list as a screen keeps it: each call's spy runs first (its rejection reaches the dialog), then
 * the list changes as the refreshed list would.
 */
function Managed(args: PaymentTermsDialogProps) {
  const [list, setList] = useState<readonly ListedPaymentTerm[]>(args.terms);
  return (
    <PaymentTermsDialog
      {...args}
      terms={list}
      onCreate={async (payload) => {
        await args.onCreate(payload);
        setList((current) => [...current, { id: 100 + current.length, ...payload }]);
      }}
      onEdit={async (id, payload) => {
        await args.onEdit(id, payload);
        setList((current) => current.map((t) => (t.id === id ? { id, ...payload } : t)));
      }}
      onDelete={async (id) => {
        await args.onDelete(id);
        setList((current) => current.filter((t) => t.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'Dialogs/PaymentTermsDialog',
  component: PaymentTermsDialog,
  args: {
    terms,
    onCreate: fn(async () => {}),
    onEdit: fn(async () => {}),
    onDelete: fn(async () => {}),
    onClose: fn(),
  },
  render: (args) => <Managed {...args} />,
  parameters: dialogParameters(
    'Payment terms list (001 §2.5): label, days, badge A (agency) or C (company), Edit and Delete per row, "Add payment term", ' +
      'Close. Edit and Add open **PaymentTermDialog** over the list; Delete asks "Are you sure you want to delete payment term?" in ' +
      '**ConfirmActionDialog**. It takes the list and `onCreate`, `onEdit`, `onDelete` (promises); a refusal keeps the form or the ' +
      "question open with the server's answer. No server calls exist yet, so no contract case.",
  ),
} satisfies Meta<typeof PaymentTermsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = () => screen.findByRole('dialog', { name: /^(Payment terms|Zahlungsbedingungen)$/ });
const rows = (d: HTMLElement) => within(within(d).getByRole('list')).getAllByRole('listitem');
const row = (d: HTMLElement, index: number) => rows(d)[index] as HTMLElement;
/** The footer's Close (the header's × has the same name and does the same). */
const closeButton = (d: HTMLElement, name = 'Close') =>
  within(d)
    .getAllByRole('button', { name })
    .find((b) => b.textContent?.trim() === name) as HTMLElement;

export const Empty: Story = {
  args: { terms: [] },
  play: async () => {
    const d = await list();
    await expect(within(d).getByText('No payment terms yet')).toBeVisible();
    await expect(within(d).queryByRole('list')).toBeNull();
    await expect(within(d).getByRole('button', { name: 'Add payment term' })).toBeEnabled();
    await expect(closeButton(d)).toBeEnabled();
  },
};

export const SeveralRows: Story = {
  play: async ({ args }) => {
    const d = await list();
    await expect(rows(d)).toHaveLength(4);
    const [immediately, net30, nextDay] = [row(d, 0), row(d, 1), row(d, 2)];
    await expect(immediately).toHaveTextContent('Immediately');
    await expect(immediately).toHaveTextContent('0 days');
    await expect(within(immediately).getByRole('img', { name: 'Company' })).toHaveTextContent('C');
    await expect(net30).toHaveTextContent('30 days');
    await expect(nextDay).toHaveTextContent('1 day');
    await expect(within(nextDay).getByRole('img', { name: 'Agency' })).toHaveTextContent('A');
    // Each row's buttons are named after its term.
    await expect(within(net30).getByRole('button', { name: 'Edit 30 days net' })).toHaveTextContent('Edit');
    await expect(within(net30).getByRole('button', { name: 'Delete 30 days net' })).toHaveTextContent('Delete');
    await userEvent.click(closeButton(d));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The Filled story of this dialog: Add opens the form, Save sends exactly `fixtures.filled` and the row appears. */
export const AddTerm: Story = {
  play: async ({ args }) => {
    const d = await list();
    const add = within(d).getByRole('button', { name: 'Add payment term' });
    await userEvent.click(add);
    const form = await screen.findByRole('dialog', { name: 'Add new payment term' });
    await expect(within(form).getByRole('radio', { name: 'Company' })).toBeChecked();
    await userEvent.type(within(form).getByRole('textbox', { name: startsWith('Show it as') }), filled.label);
    await userEvent.type(within(form).getByRole('textbox', { name: startsWith('Number of days') }), String(filled.days));
    await userEvent.click(within(form).getByRole('radio', { name: 'Agency' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
    await expect(args.onCreate).toHaveBeenCalledWith(filled);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add new payment term' })).toBeNull());
    await waitFor(() => expect(rows(d)).toHaveLength(5));
    await expect(row(d, 4)).toHaveTextContent('45 days net');
    await waitFor(() => expect(add).toHaveFocus());
    blur();
    clearStaleAnnouncements();
  },
};

export const EditTerm: Story = {
  play: async ({ args }) => {
    const d = await list();
    const edit = within(d).getByRole('button', { name: 'Edit 30 days net' });
    await userEvent.click(edit);
    const form = await screen.findByRole('dialog', { name: 'Edit payment term' });
    const label = within(form).getByRole('textbox', { name: startsWith('Show it as') });
    await expect(label).toHaveValue('30 days net');
    await expect(within(form).getByRole('textbox', { name: startsWith('Number of days') })).toHaveValue('30');
    await userEvent.clear(label);
    await userEvent.type(label, '30 days net, 2 % discount within 10 days');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onEdit).toHaveBeenCalledWith(2, { label: '30 days net, 2 % discount within 10 days', code: 'net-30', days: 30, mode: 0 }),
    );
    await waitFor(() => expect(row(d, 1)).toHaveTextContent('30 days net, 2 % discount within 10 days'));
    await expect(args.onCreate).not.toHaveBeenCalled();
    blur();
    clearStaleAnnouncements();
  },
};

export const InvalidSubmit: Story = {
  play: async ({ args }) => {
    const d = await list();
    await userEvent.click(within(d).getByRole('button', { name: 'Add payment term' }));
    const form = await screen.findByRole('dialog', { name: 'Add new payment term' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getAllByText('This field is required')).toHaveLength(2));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: startsWith('Show it as') })).toHaveFocus());
    await expect(args.onCreate).not.toHaveBeenCalled();
    blur();
  },
};

export const Submitting: Story = {
  args: { onDelete: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const d = await list();
    await userEvent.click(within(d).getByRole('button', { name: 'Delete 60 days net' }));
    const question = await screen.findByRole('dialog', { name: 'Delete payment term' });
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(question).getByRole('button', { name: /Yes/ })).toHaveAttribute('aria-disabled', 'true'));
    await expect(within(question).getByRole('button', { name: 'No' })).toBeDisabled();
    // A second click deletes nothing more; Escape waits for the answer.
    await userEvent.click(within(question).getByRole('button', { name: /Yes/ }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(await screen.findByRole('dialog', { name: 'Delete payment term' })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    blur();
  },
};

export const RefusedFieldErrors: Story = {
  args: { onCreate: refusal({ errors: { label: 'A payment term with this label exists already.' } }) },
  play: async () => {
    const d = await list();
    await userEvent.click(within(d).getByRole('button', { name: 'Add payment term' }));
    const form = await screen.findByRole('dialog', { name: 'Add new payment term' });
    await userEvent.type(within(form).getByRole('textbox', { name: startsWith('Show it as') }), '30 days net');
    await userEvent.type(within(form).getByRole('textbox', { name: startsWith('Number of days') }), '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // The form stays open with the server's answer beside the field and the values kept; the list is unchanged.
    await expect(await within(form).findByText('A payment term with this label exists already.')).toBeVisible();
    await expect(within(form).getByRole('textbox', { name: startsWith('Number of days') })).toHaveValue('30');
    await expect(rows(d)).toHaveLength(4);
  },
};

/** A delete the server refuses: the question stays with its answer (ready for No), and the row stays. */
export const DeleteRefused: Story = {
  args: {
    onDelete: refusal({ message: 'This payment term is used by 3 invoices and cannot be deleted.' }),
  },
  play: async ({ args }) => {
    const d = await list();
    const del = within(d).getByRole('button', { name: 'Delete 30 days net' });
    await userEvent.click(del);
    const question = await screen.findByRole('dialog', { name: 'Delete payment term' });
    await expect(within(question).getByText('Are you sure you want to delete payment term?')).toBeVisible();
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await expect(await within(question).findByRole('alert')).toHaveTextContent(
      'This payment term is used by 3 invoices and cannot be deleted.',
    );
    await expect(args.onDelete).toHaveBeenCalledWith(2);
    await expect(rows(d)).toHaveLength(4);
    await expect(within(question).getByRole('button', { name: 'No' })).toBeEnabled();
    blur();
    clearStaleAnnouncements();
  },
};

export const Delete: Story = {
  play: async ({ args }) => {
    const d = await list();
    const del = within(d).getByRole('button', { name: 'Delete Next day' });
    // No goes back to the list, focus on the Delete pressed, nothing deleted.
    await userEvent.click(del);
    const asked = await screen.findByRole('dialog', { name: 'Delete payment term' });
    await expect(within(asked).getByText('Are you sure you want to delete payment term?')).toBeVisible();
    await userEvent.click(within(asked).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete payment term' })).toBeNull());
    await waitFor(() => expect(del).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
    // Yes deletes it.
    await userEvent.click(del);
    const question = await screen.findByRole('dialog', { name: 'Delete payment term' });
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(3));
    await waitFor(() => expect(rows(d)).toHaveLength(3));
    await expect(within(d).queryByText('Next day')).toBeNull();
    // The focus stays in the list dialog.
    await waitFor(() => expect(d.contains(document.activeElement)).toBe(true));
    blur();
    clearStaleAnnouncements();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    terms: [
      { id: 1, label: 'Sofort zahlbar', code: null, days: 0, mode: 0 },
      {
        id: 2,
        label: 'Zahlbar innert 30 Tagen netto ohne Skontoabzug nach Rechnungsstellung durch die Personalberater/innen',
        code: null,
        days: 30,
        mode: 1,
      },
      { id: 3, label: 'Rechnungsstellungsfristverlängerungsvereinbarung', code: null, days: 1, mode: 0 },
    ],
  },
  play: async () => {
    const d = await list();
    const [long, word] = [row(d, 1), row(d, 2)];
    await expect(long).toHaveTextContent('30 Tage');
    await expect(word).toHaveTextContent('1 Tag');
    await expect(within(long).getByRole('img', { name: 'Agentur' })).toBeVisible();
    await expect(within(word).getByRole('img', { name: 'Unternehmen' })).toBeVisible();
    await expect(within(long).getByRole('button', { name: /bearbeiten$/ })).toHaveTextContent('Bearbeiten');
    await expect(within(long).getByRole('button', { name: /löschen$/ })).toHaveTextContent('Löschen');
    await expect(within(d).getByRole('button', { name: 'Zahlungsbedingung hinzufügen' })).toBeVisible();
    await expect(closeButton(d, 'Schliessen')).toBeVisible();
    // No row is wider than the dialog.
    for (const row of rows(d)) await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

/** Mounted while open, as screens do; Close closes it. */
const WithTrigger = withTrigger(Managed, 'Manage payment terms', (args, close) => ({
  onClose: () => {
    args.onClose();
    close();
  },
}));

export const Keyboard: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Manage payment terms' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const d = await list();
    // Tab order: each row's Edit and Delete, then Add payment term, Close.
    const edit = within(d).getByRole('button', { name: 'Edit Immediately' });
    for (let i = 0; i < 3 && document.activeElement !== edit; i++) await userEvent.tab();
    await expect(edit).toHaveFocus();
    await userEvent.tab();
    await expect(within(d).getByRole('button', { name: 'Delete Immediately' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(d).getByRole('button', { name: 'Edit 30 days net' })).toHaveFocus();
    // Enter opens the form over the list; Escape closes only the form, and focus returns to Edit.
    await userEvent.keyboard('{Enter}');
    const form = await screen.findByRole('dialog', { name: 'Edit payment term' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: startsWith('Show it as') })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit payment term' })).toBeNull());
    await expect(await list()).toBeVisible();
    await waitFor(() => expect(within(d).getByRole('button', { name: 'Edit 30 days net' })).toHaveFocus());
    await expect(args.onEdit).not.toHaveBeenCalled();
    // Escape on the list closes it, and focus returns to the button that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
    clearStaleAnnouncements();
  },
};
