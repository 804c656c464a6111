import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { FormRefusal } from '../FormDialog/FormRefusal';
import { clearStaleAnnouncements, escapeCloses } from '../ReasonCommentDialog/reasonCommentStories';
import { PutOnHoldDialog, type PutOnHoldDialogProps } from './PutOnHoldDialog';
import { putOnHoldFixtures } from './PutOnHoldDialog.fixtures';

const { reasons, filled } = putOnHoldFixtures;

const meta = {
  title: 'Dialogs/PutOnHoldDialog',
  component: PutOnHoldDialog,
  args: {
    vacancyTitle: 'Head of Regulatory Affairs',
    reasons,
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Put vacancy on hold (001 §2.5), the reference dialog on **FormDialog** and `useSchemaForm` (docs/adding-a-dialog.md). ' +
          'Validated by domain `onHoldSchema`, the schema `PUT /job/{id}/on-hold` parses; a click outside does not close it.',
      },
    },
  },
} satisfies Meta<typeof PutOnHoldDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: /Put vacancy on hold|Stelle pausieren/ });
const reasonTrigger = (d: HTMLElement, label = /Reason/) => within(d).getByRole('button', { name: label });

/** Chooses a reason with the pointer and types the description, as the Filled story does. */
async function fill(d: HTMLElement) {
  await userEvent.click(reasonTrigger(d));
  await userEvent.click(await screen.findByRole('option', { name: reasons[0].label }));
  await userEvent.type(within(d).getByRole('textbox', { name: 'Description' }), filled.comment);
}

export const Empty: Story = {
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByText(/“Head of Regulatory Affairs” stops/)).toBeVisible();
    await waitFor(() => expect(reasonTrigger(d)).toHaveFocus());
    await expect(within(d).getByRole('textbox', { name: 'Description' })).toHaveValue('');
    await expect(within(d).getByRole('button', { name: 'Yes' })).toBeEnabled();
    await expect(within(d).getByRole('button', { name: 'No' })).toBeEnabled();
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await fill(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Yes' }));
    // Exactly the payload the server's call takes (the contract test sends the same to the server).
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const InvalidSubmit: Story = {
  args: { defaultValues: { comment: 'Waiting for the budget decision.' } },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Yes' }));
    await expect(await within(d).findByText('This field is required')).toBeVisible();
    await waitFor(() => expect(reasonTrigger(d)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(d).getByRole('textbox', { name: 'Description' })).toHaveValue('Waiting for the budget decision.');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const d = await dialog();
    await fill(d);
    const yes = within(d).getByRole('button', { name: 'Yes' });
    await userEvent.click(yes);
    await waitFor(() => expect(within(d).getByRole('button', { name: /Yes/ })).toHaveAttribute('aria-disabled', 'true'));
    await expect(within(d).getByRole('button', { name: 'No' })).toBeDisabled();
    // A second click, and Enter in the field, send nothing more.
    await userEvent.click(within(d).getByRole('button', { name: /Yes/ }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RefusedFieldErrors: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new FormRefusal({ errors: { reason: 'This reason is no longer offered. Choose another one.' } }))),
  },
  play: async ({ args }) => {
    const d = await dialog();
    await fill(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Yes' }));
    await expect(await within(d).findByText('This reason is no longer offered. Choose another one.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Every typed value is kept; focus on the field to fix.
    await expect(within(d).getByRole('textbox', { name: 'Description' })).toHaveValue(filled.comment);
    await expect(reasonTrigger(d)).toHaveTextContent(reasons[0].label);
    await waitFor(() => expect(reasonTrigger(d)).toHaveFocus());
  },
};

export const RefusedMessage: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(new FormRefusal({ message: 'This is not possible in the current status: the vacancy is already on hold.' })),
    ),
  },
  play: async () => {
    const d = await dialog();
    await fill(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Yes' }));
    const alert = await within(d).findByRole('alert');
    await expect(alert).toHaveTextContent('This is not possible in the current status: the vacancy is already on hold.');
    await expect(within(d).getByRole('textbox', { name: 'Description' })).toHaveValue(filled.comment);
    await expect(reasonTrigger(d)).toHaveTextContent(reasons[0].label);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const UnexpectedFailure: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Failed to fetch'))) },
  play: async () => {
    const d = await dialog();
    await fill(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Yes' }));
    const alert = await within(d).findByRole('alert');
    await expect(alert).toHaveTextContent('Your input is kept');
    await expect(alert).not.toHaveTextContent('Failed to fetch');
    await expect(within(d).getByRole('textbox', { name: 'Description' })).toHaveValue(filled.comment);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LoadingReasons: Story = {
  args: { reasons: [], isLoadingReasons: true },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('button', { name: /Reason/ })).toBeDisabled();
    await expect(within(d).getByText('Loading reasons…')).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    vacancyTitle: 'Leiterin Regulatorische Angelegenheiten und Qualitätssicherung (80–100 %)',
    reasons: [
      { id: 'budget-review', label: 'Budget wird geprüft' },
      { id: 'internal-candidate', label: 'Interne Kandidatur wird geprüft' },
    ],
  },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(within(d).getByRole('heading', { name: 'Stelle pausieren' })).toBeVisible();
    await userEvent.click(within(d).getByRole('button', { name: 'Ja' }));
    await expect(await within(d).findByText('Dieses Feld ist erforderlich')).toBeVisible();
    await expect(within(d).getByRole('textbox', { name: 'Beschreibung' })).toBeVisible();
    await expect(within(d).getByRole('button', { name: 'Nein' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

function WithTrigger(args: PutOnHoldDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Put on hold
      </Button>
      {/* Mounted while open, as screens do: each opening starts from the default values. */}
      {isOpen ? (
        <PutOnHoldDialog
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
    const trigger = within(canvasElement).getByRole('button', { name: 'Put on hold' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const d = await dialog();
    // Focus starts on the reason; the select opens with the arrow keys, Enter picks.
    await waitFor(() => expect(reasonTrigger(d)).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')[0]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(reasonTrigger(d)).toHaveTextContent(reasons[0].label));
    // Tab order: reason, description, No, Yes.
    await userEvent.tab();
    await expect(within(d).getByRole('textbox', { name: 'Description' })).toHaveFocus();
    await userEvent.keyboard('On hold until the budget is approved.');
    await userEvent.tab();
    await expect(within(d).getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(d).getByRole('button', { name: 'Yes' })).toHaveFocus();
    // Escape closes (a click outside does not) and focus returns to the button that opened it.
    await escapeCloses(args, trigger);
    // Opened again with the keyboard, Enter on Yes sends the payload.
    await userEvent.keyboard('{Enter}');
    const again = await dialog();
    await waitFor(() => expect(reasonTrigger(again)).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(reasonTrigger(again)).toHaveTextContent(reasons[0].label));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ reason: reasons[0].id, comment: null }));
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
    clearStaleAnnouncements();
  },
};

export const OutsideClickKeepsIt: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(within(d).getByRole('textbox', { name: 'Description' }), 'Half-typed');
    // A click on the backdrop (outside the dialog) does not close it (001 §2.5).
    await userEvent.click(document.body, { skipHover: true });
    await expect(await dialog()).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(within(d).getByRole('textbox', { name: 'Description' })).toHaveValue('Half-typed');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
