import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formDialogStories } from '../FormDialog/formDialogStories';
import {
  blur,
  button,
  checkbox,
  dialogParameters,
  failure,
  pending,
  pick,
  pickWithKeys,
  tabOrder,
  tabTo,
  textbox,
} from '../FormDialog/storyHelpers';
import { UpdatePlacementDialog } from './UpdatePlacementDialog';
import { updatePlacementFixtures } from './UpdatePlacementDialog.fixtures';

const { filled, current, revenueSplits, jobId } = updatePlacementFixtures;

const meta = {
  title: 'Dialogs/UpdatePlacementDialog',
  component: UpdatePlacementDialog,
  args: {
    jobId,
    currency: updatePlacementFixtures.currency,
    feePercentage: updatePlacementFixtures.feePercentage,
    revenueSplits,
    today: updatePlacementFixtures.today,
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
  parameters: dialogParameters(
    'Update placement (001 §2.5, §7.5) on **FormDialog** and `useSchemaForm`: offer, signature and start dates, the yearly ' +
      "package in the vacancy's currency, the success fee it gives (read-only, domain `recruitmentFee`) and the fee percent, " +
      'the revenue split, PO no. / approval ID, approval note and guarantee case; Cancel / Update. Validated by domain ' +
      '`placementSchema`, the schema `PUT /placement/{id}/edit` parses; a click outside does not close it.',
  ),
} satisfies Meta<typeof UpdatePlacementDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dateGroup = (d: HTMLElement, name: string) => within(d).getByRole('group', { name: new RegExp(`^${name}`) });
const daySegment = (d: HTMLElement, name: string) => within(dateGroup(d, name)).getAllByRole('spinbutton')[0]!;
const offerDay = (d: HTMLElement) => daySegment(d, 'Offer date');
const total = (d: HTMLElement) => textbox(d, 'Total yearly compensation package');
const fee = (d: HTMLElement) => textbox(d, 'Success fee');
const approvalNumber = (d: HTMLElement) => textbox(d, 'PO no. / approval ID');
const approvalNote = (d: HTMLElement) => textbox(d, 'Approval note');
const guarantee = (d: HTMLElement, name = 'Guarantee case') => checkbox(d, name);
const splitTrigger = (d: HTMLElement, name = /Revenue split/) => button(d, name);
const update = (d: HTMLElement) => button(d, 'Update');
/** What the placement being edited sends as it is. */
const currentPayload = { ...current, approvalNote: null, recruitmentFee: 29_000, feePercentage: 20, jobId };

/** Types a day as the user does: into the day segment, digits only (dd mm yyyy), the segments advance by themselves. */
async function typeDate(d: HTMLElement, name: string, isoDay: string) {
  const [year, month, day] = isoDay.split('-');
  await userEvent.click(daySegment(d, name));
  await userEvent.keyboard(`${day}${month}${year}`);
}

const { stories, steps, kit } = formDialogStories({
  Dialog: UpdatePlacementDialog,
  name: /Update placement|Vermittlung aktualisieren/,
  confirm: 'Update',
  cancel: 'Cancel',
  first: offerDay,
  empty: async (d) => {
    await expect(total(d)).toHaveValue('');
    // The package's currency is the vacancy's salary currency; the fee shows it too.
    await expect(within(d).getAllByText('EUR')).toHaveLength(2);
    await expect(fee(d)).toHaveValue('');
    await expect(fee(d)).toHaveAttribute('readonly');
    await expect(textbox(d, 'FTE / Pensum')).toHaveValue('20');
    await expect(textbox(d, 'FTE / Pensum')).toHaveAttribute('readonly');
    await expect(guarantee(d)).not.toBeChecked();
  },
  fill: async (d) => {
    await typeDate(d, 'Offer date', filled.offerDate);
    await typeDate(d, 'Contract signature date', filled.signatureDate);
    await typeDate(d, 'Forecasted start date', filled.startDate);
    await userEvent.type(total(d), String(filled.totalPackage));
    await pick(splitTrigger(d), 'Reduced 15%');
    await userEvent.type(approvalNumber(d), filled.approvalNumber);
    await userEvent.type(approvalNote(d), filled.approvalNote);
    await userEvent.click(guarantee(d));
  },
  kept: async (d) => {
    await expect(total(d)).toHaveValue(String(filled.totalPackage));
    await expect(splitTrigger(d)).toHaveTextContent('Reduced 15%');
    await expect(approvalNumber(d)).toHaveValue(filled.approvalNumber);
    await expect(guarantee(d)).toBeChecked();
  },
  // floor(150000 × 20 %) by domain's fee rule, shown before it is sent.
  filledCheck: (d) => expect(fee(d)).toHaveValue(String(filled.recruitmentFee)),
  invalid: {
    args: { defaultValues: { approvalNote: 'Waiting for the PO.' } },
    // Three dates, the package and the approval ID are required (001 §5).
    message: 'This field is required',
    count: 5,
    check: (d) => expect(approvalNote(d)).toHaveValue('Waiting for the PO.'),
  },
  refusedFieldErrors: {
    errors: { approvalNumber: 'This approval ID is already used by another placement.' },
    shown: 'This approval ID is already used by another placement.',
    field: approvalNumber,
  },
  refusedMessage: 'This is not possible in the current status: the placement was reverted.',
  german: {
    args: {
      revenueSplits: [
        { code: 'standard-25', label: 'Standardaufteilung 25 % zugunsten der Plattform', percentage: 25 },
        { code: 'reduced-15', label: 'Reduziert 15%', percentage: 15 },
      ],
      defaultValues: { approvalNote: 'Freigabe durch die Geschäftsleitung der Rhein Logistik GmbH, Niederlassung Köln-Niehl.' },
    },
    title: 'Vermittlung aktualisieren',
    confirm: 'Aktualisieren',
    cancel: 'Abbrechen',
    message: 'Dieses Feld ist erforderlich',
    count: 5,
    check: (d) => expect(guarantee(d, 'Garantiefall')).toBeVisible(),
  },
  keyboard: {
    trigger: 'Edit placement',
    // Each opening starts from the placement's values.
    args: { defaultValues: current },
    walk: async (d) => {
      // Typing the digits of a day fills its segments.
      await userEvent.keyboard('02112026');
      // Forward through the fields in reading order: the package, then the revenue split opens with the arrow keys.
      await tabTo(total(d), 20);
      await userEvent.keyboard('{Control>}a{/Control}150000');
      await expect(fee(d)).toHaveValue('30000');
      await tabTo(splitTrigger(d));
      await pickWithKeys('{ArrowDown}{ArrowDown}{Enter}');
      await waitFor(() => expect(splitTrigger(d)).toHaveTextContent('Reduced 15%'));
      await tabOrder(approvalNumber(d), approvalNote(d), guarantee(d));
      await userEvent.keyboard(' ');
      await tabOrder(button(d, 'Cancel'), update(d));
    },
    // Opened again, Enter on Update sends the placement as it was.
    enter: (d) => tabTo(update(d), 40),
    payload: currentPayload,
  },
  outsideClick: { args: { defaultValues: current }, field: approvalNote },
});

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context) };
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) => {
    await steps.Filled(context, {
      offerDate: '2026-11-02',
      signatureDate: '2026-11-09',
      startDate: '2027-01-04',
      totalPackage: 150000,
      recruitmentFee: 30000,
      feePercentage: 20,
      jobId: 5,
      revenueSplit: 'reduced-15',
      approvalNumber: 'PO-2026-0415',
      approvalNote: 'Approved by the CFO; replaces the hire of March.',
      isGuaranteeCase: true,
    });
  },
};

export const Editing: Story = {
  name: 'Editing: the fee follows the package',
  args: { defaultValues: current },
  play: async ({ args }) => {
    const d = await kit.dialog();
    await expect(fee(d)).toHaveValue('29000');
    await expect(splitTrigger(d)).toHaveTextContent('Standard 25%');
    await expect(approvalNumber(d)).toHaveValue('DEMO-APPROVAL-1');
    await userEvent.clear(total(d));
    await userEvent.type(total(d), '123457');
    // floor(123457 × 20 / 100) = 24691.
    await expect(fee(d)).toHaveValue('24691');
    await userEvent.click(update(d));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...currentPayload, totalPackage: 123_457, recruitmentFee: 24_691 });
  },
};

export const FixedFee: Story = {
  name: 'Fixed fee: no percentage',
  args: { feePercentage: null, successFeeFixedAmount: 25_000, currency: 'chf', defaultValues: current },
  play: async ({ args }) => {
    const d = await kit.dialog();
    await expect(fee(d)).toHaveValue('25000');
    await expect(textbox(d, 'FTE / Pensum')).toHaveValue('');
    await expect(within(d).getAllByText('CHF')).toHaveLength(2);
    await userEvent.click(update(d));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ recruitmentFee: 25_000, feePercentage: null }));
  },
};

export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };

export const OfferDateAfterToday: Story = {
  args: { defaultValues: { ...current, offerDate: null } },
  play: async ({ args }) => {
    const d = await kit.dialog();
    await typeDate(d, 'Offer date', '2026-11-21');
    await userEvent.click(update(d));
    await expect(await within(d).findByText('The date cannot be later than today')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

/** The placement as it is, updated: pending until the server answers. */
export const Submitting: Story = {
  args: { defaultValues: current, onSubmit: pending() },
  play: async ({ args }) => {
    const d = await kit.dialog();
    await kit.confirm(d);
    await kit.expectPending(d, args);
  },
};

export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };

export const UnexpectedFailure: Story = {
  args: { defaultValues: current, onSubmit: failure() },
  play: async () => {
    const d = await kit.dialog();
    await kit.confirm(d);
    await kit.expectFailure(d, (d) => expect(total(d)).toHaveValue(String(current.totalPackage)));
  },
};

export const LoadingRevenueSplits: Story = {
  args: { revenueSplits: [], isLoadingRevenueSplits: true, defaultValues: current },
  play: async () => {
    const d = await kit.dialog();
    await expect(splitTrigger(d)).toBeDisabled();
    await expect(within(d).getByText('Loading revenue splits…')).toBeVisible();
  },
};

export const German: Story = { ...stories.German, play: async (context) => steps.German(context) };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClickKeepsIt, play: async (context) => steps.OutsideClickKeepsIt(context) };
