import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formDialogStories } from '../FormDialog/formDialogStories';
import { blur, button, dialogParameters, expectTabOrder, tabOrder, textbox } from '../FormDialog/storyHelpers';
import { HireCandidateDialog } from './HireCandidateDialog';
import { hireCandidateFixtures } from './HireCandidateDialog.fixtures';

const { candidateName, vacancyTitle, currency, successFee, consultants, today, offerMadeOn, typed, filled } = hireCandidateFixtures;

const meta = {
  title: 'Dialogs/HireCandidateDialog',
  component: HireCandidateDialog,
  args: { candidateName, vacancyTitle, currency, successFee, consultants, today, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Hire candidate (000 §2, §5) on **FormDialog** and `useSchemaForm`: the total package in **MoneyInput** (digits only, the ' +
      'vacancy’s currency), the recruitment fee read-only as domain `recruitmentFee` derives it, offer/start/signature dates in ' +
      '**DatePicker** (offer not after `today`; prefilled from the offer-made log through `defaultValues`), approval number and ' +
      'note, a half-step **StarRating** per consultant who supplied candidates (**ConsultantRatings**). Validated by domain ' +
      '`hireSchema({ today })`, the schema `PUT /application/{id}/hire` parses; a click outside does not close it.',
  ),
} satisfies Meta<typeof HireCandidateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const totalPackage = (d: HTMLElement, name: RegExp = /^Total yearly compensation package/) => textbox(d, name);
const fee = (d: HTMLElement, name: RegExp = /^Recruitment fee/) => textbox(d, name);
const date = (d: HTMLElement, label: RegExp) => within(d).getByRole('group', { name: label });
const approvalNumber = (d: HTMLElement) => textbox(d, /^Approval number/);
const approvalNote = (d: HTMLElement) => textbox(d, /^Approval note/);
const rating = (d: HTMLElement, fullName: string) => within(d).getByRole('slider', { name: fullName });
const hire = (d: HTMLElement) => button(d, 'Hire');

/** Types a day into a date picker, segment by segment (day, month, year in English). */
async function typeDate(d: HTMLElement, label: RegExp, digits: string) {
  await userEvent.click(within(date(d, label)).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(digits);
}

/** Gives a consultant 4½ stars with the pointer: the left half of the fifth star. */
async function rateFourAndAHalf(d: HTMLElement, fullName: string) {
  const fifth = rating(d, fullName).querySelectorAll('svg')[4]!;
  const rect = fifth.getBoundingClientRect();
  await userEvent.pointer({ keys: '[MouseLeft]', target: fifth, coords: { clientX: rect.left + 2, clientY: rect.top + rect.height / 2 } });
}

/** Enters the Filled payload. */
async function fill(d: HTMLElement) {
  await userEvent.type(totalPackage(d), typed.totalPackage);
  await typeDate(d, /^Offer date/, typed.offerDate);
  await typeDate(d, /^Start date/, typed.startDate);
  await typeDate(d, /^Contract signature date/, typed.signatureDate);
  await userEvent.type(approvalNumber(d), filled.approvalNumber);
  await userEvent.type(approvalNote(d), filled.approvalNote);
  await rateFourAndAHalf(d, consultants[0].fullName);
}

const { stories, steps, kit } = formDialogStories({
  Dialog: HireCandidateDialog,
  name: /Hire candidate|Kandidat\/in einstellen/,
  confirm: 'Hire',
  cancel: 'Cancel',
  first: totalPackage,
  empty: async (d) => {
    await expect(
      within(d).getByText('You hire Mia Schneider for “Senior Process Engineer”. The placement is recorded with these figures.'),
    ).toBeVisible();
    await expect(totalPackage(d)).toHaveValue('');
    await expect(fee(d)).toHaveAttribute('readonly');
    await expect(fee(d)).toHaveValue('');
    await expect(within(d).getByText('20 % of the total package, the vacancy’s success fee.')).toBeVisible();
    await expect(within(d).getAllByText('CHF')).toHaveLength(2);
    for (const consultant of consultants) await expect(rating(d, consultant.fullName)).toHaveAttribute('aria-valuetext', 'Not rated yet');
  },
  fill,
  kept: async (d) => {
    await expect(totalPackage(d)).toHaveValue(typed.totalPackage);
    await expect(date(d, /^Offer date/)).toHaveTextContent('02/03/2026');
    await expect(approvalNumber(d)).toHaveValue(filled.approvalNumber);
    await expect(approvalNote(d)).toHaveValue(filled.approvalNote);
    await expect(rating(d, consultants[0].fullName)).toHaveAttribute('aria-valuetext', '4.5 of 5 stars');
  },
  // The fee follows the package as domain derives it: floor(130,000 × 20 / 100).
  filledCheck: (d) => expect(fee(d)).toHaveValue('26000'),
  invalid: {
    args: { defaultValues: { approvalNote: 'Waiting for the signed contract.' } },
    // Package, three dates and the approval number: five fields required.
    message: 'This field is required',
    count: 5,
    check: (d) => expect(approvalNote(d)).toHaveValue('Waiting for the signed contract.'),
  },
  refusedFieldErrors: {
    errors: {
      approvalNumber: 'This approval number was already used for another placement.',
      'ratings.0.user.id': 'Only search consultants who supplied candidates can be rated.',
    },
    shown: 'This approval number was already used for another placement.',
    field: approvalNumber,
    // An error on a path no field shows is the form's.
    check: async (d) =>
      expect(await within(d).findByRole('alert')).toHaveTextContent('Only search consultants who supplied candidates can be rated.'),
  },
  refusedMessage: 'This is not possible in the current status: the candidate was already hired.',
  german: {
    args: {
      candidateName: 'Maximiliane Schneider-Hürlimann',
      vacancyTitle: 'Leiterin Regulatorische Angelegenheiten und Qualitätssicherung (80–100 %)',
      consultants: [
        { id: 7, fullName: 'Tobias Keller' },
        { id: 4, fullName: 'Lea Schneider-Hürlimann' },
      ],
    },
    title: 'Kandidat/in einstellen',
    prepare: async (d) => {
      await userEvent.type(totalPackage(d, /^Gesamtes Jahrespaket/), '130000');
      await expect(fee(d, /^Vermittlungshonorar/)).toHaveValue('26000');
    },
    confirm: 'Einstellen',
    cancel: 'Abbrechen',
    message: 'Dieses Feld ist erforderlich',
    count: 4,
  },
  keyboard: {
    trigger: 'Hire',
    args: {
      defaultValues: { offerDate: '2026-03-02', startDate: '2026-05-01', signatureDate: '2026-03-09', approvalNumber: 'HR-2026-0142' },
    },
    // Tab goes on from the package to the read-only fee, then into the offer date; Shift+Tab back to the fee.
    walk: async (d) => {
      await userEvent.keyboard('130000');
      await tabOrder(fee(d));
      await userEvent.tab();
      await expect(date(d, /^Offer date/)).toContainElement(document.activeElement as HTMLElement);
      await userEvent.tab({ shift: true });
      await expect(fee(d)).toHaveFocus();
    },
    // Opened again (empty again): the package typed, Tab walks the fields in order to Hire.
    enter: async (d) => {
      await userEvent.keyboard('130000');
      const order = [
        fee(d),
        date(d, /^Offer date/),
        date(d, /^Start date/),
        date(d, /^Contract signature date/),
        approvalNumber(d),
        approvalNote(d),
        rating(d, consultants[0].fullName),
        rating(d, consultants[1].fullName),
        button(d, 'Cancel'),
        hire(d),
      ];
      await expectTabOrder(order, hire(d));
    },
    payload: { ...filled, approvalNote: null, ratings: [] },
  },
  outsideClick: { field: totalPackage, text: '130000' },
});

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context) };
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) =>
    steps.Filled(context, {
      totalPackage: 130000,
      recruitmentFee: 26000,
      offerDate: '2026-03-02',
      signatureDate: '2026-03-09',
      startDate: '2026-05-01',
      approvalNumber: 'HR-2026-0142',
      approvalNote: 'Approved by the works council on 6 March.',
      ratings: [{ user: { id: 7, fullName: 'Tobias Keller' }, rating: 4.5 }],
    }),
};
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };

/** The offer date may not be later than today (000 §5): the picker marks it, the schema refuses it. */
export const OfferDateAfterToday: Story = {
  args: { defaultValues: { totalPackage: 130_000, startDate: '2026-05-01', signatureDate: '2026-03-09', approvalNumber: 'HR-2026-0142' } },
  play: async ({ args }) => {
    const d = await kit.dialog();
    await typeDate(d, /^Offer date/, '20032026');
    await userEvent.click(hire(d));
    await expect(await within(d).findByText(/later than today/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(date(d, /^Offer date/)).toContainElement(document.activeElement as HTMLElement));
    blur();
  },
};

/** Hiring from offer-made: the app prefills the offer date from the offer's log entry (000 §2). */
export const FromOfferMade: Story = {
  args: { defaultValues: { offerDate: offerMadeOn } },
  play: async () => {
    const d = await kit.dialog();
    await expect(date(d, /^Offer date/)).toHaveTextContent('10/03/2026');
    await expect(date(d, /^Start date/)).not.toHaveTextContent(/\d/);
  },
};

/** Letters and signs are refused as they are typed; the fee follows each digit. */
export const DigitsOnly: Story = {
  play: async () => {
    const d = await kit.dialog();
    await userEvent.type(totalPackage(d), '95k 0a00');
    await expect(totalPackage(d)).toHaveValue('95000');
    await expect(fee(d)).toHaveValue('19000');
    await expect(within(d).getByText('Amount: CHF 95,000')).toBeVisible();
  },
};

/** A vacancy with a fixed success fee: the fee is that amount, in euros here. */
export const FixedFee: Story = {
  args: { currency: 'eur', successFee: { successFeePercentage: null, successFeeFixedAmount: 18_000 } },
  play: async ({ args }) => {
    const d = await kit.dialog();
    await expect(within(d).getByText('The vacancy’s fixed success fee.')).toBeVisible();
    await fill(d);
    await expect(fee(d)).toHaveValue('18000');
    await expect(within(d).getAllByText('EUR')).toHaveLength(2);
    await userEvent.click(hire(d));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, recruitmentFee: 18_000 }));
  },
};

/** Nobody else supplied candidates: no ratings to give, none sent. */
export const NoConsultantsToRate: Story = {
  args: {
    consultants: [],
    defaultValues: {
      totalPackage: 130_000,
      offerDate: '2026-03-02',
      startDate: '2026-05-01',
      signatureDate: '2026-03-09',
      approvalNumber: 'HR-2026-0142',
    },
  },
  play: async ({ args }) => {
    const d = await kit.dialog();
    await expect(within(d).queryByRole('slider')).toBeNull();
    await userEvent.click(hire(d));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, approvalNote: null, ratings: [] }));
  },
};

export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClickKeepsIt, play: async (context) => steps.OutsideClickKeepsIt(context) };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
