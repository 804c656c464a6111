import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { FormRefusal } from '../FormDialog/FormRefusal';
import { clearStaleAnnouncements, escapeCloses } from '../ReasonCommentDialog/reasonCommentStories';
import { UpdatePlacementDialog, type UpdatePlacementDialogProps } from './UpdatePlacementDialog';
import { updatePlacementFixtures } from './UpdatePlacementDialog.fixtures';

const { filled, current, revenueSplits } = updatePlacementFixtures;

const meta = {
  title: 'Dialogs/UpdatePlacementDialog',
  component: UpdatePlacementDialog,
  args: {
    jobId: updatePlacementFixtures.jobId,
    currency: updatePlacementFixtures.currency,
    feePercentage: updatePlacementFixtures.feePercentage,
    revenueSplits,
    today: updatePlacementFixtures.today,
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Update placement (001 §2.5, §7.5) on **FormDialog** and `useSchemaForm`: offer, signature and start dates, the yearly ' +
          "package in the vacancy's currency, the success fee it gives (read-only, domain `recruitmentFee`) and the fee percent, " +
          'the revenue split, PO no. / approval ID, approval note and guarantee case; Cancel / Update. Validated by domain ' +
          '`placementSchema`, the schema `PUT /placement/{id}/edit` parses; a click outside does not close it.',
      },
    },
  },
} satisfies Meta<typeof UpdatePlacementDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: /Update placement|Vermittlung aktualisieren/ });
const textbox = (d: HTMLElement, name: string) => within(d).getByRole('textbox', { name: new RegExp(`^${name}`) });
const dateGroup = (d: HTMLElement, name: string) => within(d).getByRole('group', { name: new RegExp(`^${name}`) });
const daySegment = (d: HTMLElement, name: string) => within(dateGroup(d, name)).getAllByRole('spinbutton')[0]!;
const splitTrigger = (d: HTMLElement, name = /Revenue split/) => within(d).getByRole('button', { name });
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** Types a day as the user does: into the day segment, digits only (dd mm yyyy), the segments advance by themselves. */
async function typeDate(d: HTMLElement, name: string, isoDay: string) {
  const [year, month, day] = isoDay.split('-');
  await userEvent.click(daySegment(d, name));
  await userEvent.keyboard(`${day}${month}${year}`);
}

/** Fills the empty dialog with `filled`, as the Filled story does. */
async function fill(d: HTMLElement) {
  await typeDate(d, 'Offer date', filled.offerDate);
  await typeDate(d, 'Contract signature date', filled.signatureDate);
  await typeDate(d, 'Forecasted start date', filled.startDate);
  await userEvent.type(textbox(d, 'Total yearly compensation package'), String(filled.totalPackage));
  await userEvent.click(splitTrigger(d));
  await userEvent.click(await screen.findByRole('option', { name: 'Reduced 15%' }));
  await userEvent.type(textbox(d, 'PO no. / approval ID'), filled.approvalNumber);
  await userEvent.type(textbox(d, 'Approval note'), filled.approvalNote);
  await userEvent.click(within(d).getByRole('checkbox', { name: 'Guarantee case' }));
}

export const Empty: Story = {
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(daySegment(d, 'Offer date')).toHaveFocus());
    await expect(textbox(d, 'Total yearly compensation package')).toHaveValue('');
    // The package's currency is the vacancy's salary currency; the fee shows it too.
    await expect(within(d).getAllByText('EUR')).toHaveLength(2);
    await expect(textbox(d, 'Success fee')).toHaveValue('');
    await expect(textbox(d, 'Success fee')).toHaveAttribute('readonly');
    await expect(textbox(d, 'FTE / Pensum')).toHaveValue('20');
    await expect(textbox(d, 'FTE / Pensum')).toHaveAttribute('readonly');
    await expect(within(d).getByRole('checkbox', { name: 'Guarantee case' })).not.toBeChecked();
    await expect(within(d).getByRole('button', { name: 'Update' })).toBeEnabled();
    await expect(within(d).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await fill(d);
    // floor(150000 × 20 %) by domain's fee rule, shown before it is sent.
    await expect(textbox(d, 'Success fee')).toHaveValue(String(filled.recruitmentFee));
    await userEvent.click(within(d).getByRole('button', { name: 'Update' }));
    // Exactly the payload the server's call takes (the contract test sends the same to the server).
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const Editing: Story = {
  name: 'Editing: the fee follows the package',
  args: { defaultValues: current },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(textbox(d, 'Success fee')).toHaveValue('29000');
    await expect(splitTrigger(d)).toHaveTextContent('Standard 25%');
    await expect(textbox(d, 'PO no. / approval ID')).toHaveValue('DEMO-APPROVAL-1');
    const total = textbox(d, 'Total yearly compensation package');
    await userEvent.clear(total);
    await userEvent.type(total, '123457');
    // floor(123457 × 20 / 100) = 24691.
    await expect(textbox(d, 'Success fee')).toHaveValue('24691');
    await userEvent.click(within(d).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...current,
      approvalNote: null,
      totalPackage: 123_457,
      recruitmentFee: 24_691,
      feePercentage: 20,
      jobId: updatePlacementFixtures.jobId,
    });
  },
};

export const FixedFee: Story = {
  name: 'Fixed fee: no percentage',
  args: { feePercentage: null, successFeeFixedAmount: 25_000, currency: 'chf', defaultValues: current },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(textbox(d, 'Success fee')).toHaveValue('25000');
    await expect(textbox(d, 'FTE / Pensum')).toHaveValue('');
    await expect(within(d).getAllByText('CHF')).toHaveLength(2);
    await userEvent.click(within(d).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ recruitmentFee: 25_000, feePercentage: null }));
  },
};

export const InvalidSubmit: Story = {
  args: { defaultValues: { approvalNote: 'Waiting for the PO.' } },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Update' }));
    // Three dates, the package and the approval ID are required (001 §5).
    await waitFor(() => expect(within(d).getAllByText('This field is required')).toHaveLength(5));
    await waitFor(() => expect(daySegment(d, 'Offer date')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(textbox(d, 'Approval note')).toHaveValue('Waiting for the PO.');
  },
};

export const OfferDateAfterToday: Story = {
  args: { defaultValues: { ...current, offerDate: null } },
  play: async ({ args }) => {
    const d = await dialog();
    await typeDate(d, 'Offer date', '2026-11-21');
    await userEvent.click(within(d).getByRole('button', { name: 'Update' }));
    await expect(await within(d).findByText('The date cannot be later than today')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

export const Submitting: Story = {
  args: { defaultValues: current, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(within(d).getByRole('button', { name: /Update/ })).toHaveAttribute('aria-disabled', 'true'));
    await expect(within(d).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // A second click sends nothing more; Escape waits.
    await userEvent.click(within(d).getByRole('button', { name: /Update/ }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    blur();
  },
};

export const RefusedFieldErrors: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(new FormRefusal({ errors: { approvalNumber: 'This approval ID is already used by another placement.' } })),
    ),
  },
  play: async ({ args }) => {
    const d = await dialog();
    await fill(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Update' }));
    await expect(await within(d).findByText('This approval ID is already used by another placement.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Every value is kept; focus on the field to fix.
    await expect(textbox(d, 'Total yearly compensation package')).toHaveValue(String(filled.totalPackage));
    await expect(splitTrigger(d)).toHaveTextContent('Reduced 15%');
    await waitFor(() => expect(textbox(d, 'PO no. / approval ID')).toHaveFocus());
  },
};

export const RefusedMessage: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(new FormRefusal({ message: 'This is not possible in the current status: the placement was reverted.' })),
    ),
  },
  play: async () => {
    const d = await dialog();
    await fill(d);
    await userEvent.click(within(d).getByRole('button', { name: 'Update' }));
    const alert = await within(d).findByRole('alert');
    await expect(alert).toHaveTextContent('This is not possible in the current status: the placement was reverted.');
    await expect(textbox(d, 'PO no. / approval ID')).toHaveValue(filled.approvalNumber);
    await expect(within(d).getByRole('checkbox', { name: 'Guarantee case' })).toBeChecked();
    blur();
  },
};

export const UnexpectedFailure: Story = {
  args: { defaultValues: current, onSubmit: fn(() => Promise.reject(new Error('Failed to fetch'))) },
  play: async () => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Update' }));
    const alert = await within(d).findByRole('alert');
    await expect(alert).toHaveTextContent('Your input is kept');
    await expect(alert).not.toHaveTextContent('Failed to fetch');
    await expect(textbox(d, 'Total yearly compensation package')).toHaveValue(String(current.totalPackage));
    blur();
  },
};

export const LoadingRevenueSplits: Story = {
  args: { revenueSplits: [], isLoadingRevenueSplits: true, defaultValues: current },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('button', { name: /Revenue split/ })).toBeDisabled();
    await expect(within(d).getByText('Loading revenue splits…')).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    revenueSplits: [
      { code: 'standard-25', label: 'Standardaufteilung 25 % zugunsten der Plattform', percentage: 25 },
      { code: 'reduced-15', label: 'Reduziert 15%', percentage: 15 },
    ],
    defaultValues: { approvalNote: 'Freigabe durch die Geschäftsleitung der Rhein Logistik GmbH, Niederlassung Köln-Niehl.' },
  },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(within(d).getByRole('heading', { name: 'Vermittlung aktualisieren' })).toBeVisible();
    await userEvent.click(within(d).getByRole('button', { name: 'Aktualisieren' }));
    await waitFor(() => expect(within(d).getAllByText('Dieses Feld ist erforderlich')).toHaveLength(5));
    await expect(within(d).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(within(d).getByRole('checkbox', { name: 'Garantiefall' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

function WithTrigger(args: UpdatePlacementDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Edit placement
      </Button>
      {/* Mounted while open, as screens do: each opening starts from the placement's values. */}
      {isOpen ? (
        <UpdatePlacementDialog
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

/** Tabs forward until `target` has the focus (at most `max` steps). */
async function tabTo(target: HTMLElement, max = 12) {
  for (let i = 0; i < max && document.activeElement !== target; i++) await userEvent.tab();
  await expect(target).toHaveFocus();
}

export const Keyboard: Story = {
  args: { defaultValues: current },
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit placement' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const d = await dialog();
    // Focus starts on the offer date's day; typing the digits of a day fills its segments.
    await waitFor(() => expect(daySegment(d, 'Offer date')).toHaveFocus());
    await userEvent.keyboard('02112026');
    // Forward through the fields in reading order: the package, then the revenue split opens with the arrow keys.
    const total = textbox(d, 'Total yearly compensation package');
    await tabTo(total, 20);
    await userEvent.keyboard('{Control>}a{/Control}150000');
    await expect(textbox(d, 'Success fee')).toHaveValue('30000');
    await tabTo(splitTrigger(d));
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(splitTrigger(d)).toHaveTextContent('Reduced 15%'));
    await userEvent.tab();
    await expect(textbox(d, 'PO no. / approval ID')).toHaveFocus();
    await userEvent.tab();
    await expect(textbox(d, 'Approval note')).toHaveFocus();
    await userEvent.tab();
    await expect(within(d).getByRole('checkbox', { name: 'Guarantee case' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(within(d).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(d).getByRole('button', { name: 'Update' })).toHaveFocus();
    // Escape closes (a click outside does not) and focus returns to the button that opened it.
    await escapeCloses(args, trigger);
    // Opened again, Enter on Update sends the placement as it was (each opening starts afresh).
    await userEvent.keyboard('{Enter}');
    const again = await dialog();
    await tabTo(within(again).getByRole('button', { name: 'Update' }), 40);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...current,
        approvalNote: null,
        recruitmentFee: 29_000,
        feePercentage: 20,
        jobId: updatePlacementFixtures.jobId,
      }),
    );
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
    clearStaleAnnouncements();
  },
};

export const OutsideClickKeepsIt: Story = {
  args: { defaultValues: current },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(textbox(d, 'Approval note'), 'Half-typed');
    // A click on the backdrop (outside the dialog) does not close it (001 §2.5).
    await userEvent.click(document.body, { skipHover: true });
    await expect(await dialog()).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(textbox(d, 'Approval note')).toHaveValue('Half-typed');
    blur();
  },
};
