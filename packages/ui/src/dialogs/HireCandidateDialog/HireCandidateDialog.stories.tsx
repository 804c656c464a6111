import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { FormRefusal } from '../FormDialog/FormRefusal';
import { clearStaleAnnouncements, escapeCloses } from '../ReasonCommentDialog/reasonCommentStories';
import { HireCandidateDialog, type HireCandidateDialogProps } from './HireCandidateDialog';
import { hireCandidateFixtures } from './HireCandidateDialog.fixtures';

const { candidateName, vacancyTitle, currency, successFee, consultants, today, offerMadeOn, typed, filled } = hireCandidateFixtures;

const meta = {
  title: 'Dialogs/HireCandidateDialog',
  component: HireCandidateDialog,
  args: {
    candidateName,
    vacancyTitle,
    currency,
    successFee,
    consultants,
    today,
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Hire candidate (000 §2, §5) on **FormDialog** and `useSchemaForm`: the total package in **MoneyInput** (digits only, the ' +
          'vacancy’s currency), the recruitment fee read-only as domain `recruitmentFee` derives it, offer/start/signature dates in ' +
          '**DatePicker** (offer not after `today`; prefilled from the offer-made log through `defaultValues`), approval number and ' +
          'note, a half-step **StarRating** per consultant who supplied candidates (**ConsultantRatings**). Validated by domain ' +
          '`hireSchema({ today })`, the schema `PUT /application/{id}/hire` parses; a click outside does not close it.',
      },
    },
  },
} satisfies Meta<typeof HireCandidateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: /Hire candidate|Kandidat\/in einstellen/ });
const totalPackage = (d: HTMLElement, name: RegExp = /^Total yearly compensation package/) => within(d).getByRole('textbox', { name });
const fee = (d: HTMLElement, name: RegExp = /^Recruitment fee/) => within(d).getByRole('textbox', { name });
const date = (d: HTMLElement, label: RegExp) => within(d).getByRole('group', { name: label });
const approvalNumber = (d: HTMLElement) => within(d).getByRole('textbox', { name: /^Approval number/ });
const approvalNote = (d: HTMLElement) => within(d).getByRole('textbox', { name: /^Approval note/ });
const rating = (d: HTMLElement, fullName: string) => within(d).getByRole('slider', { name: fullName });
const button = (d: HTMLElement, name: string | RegExp) => within(d).getByRole('button', { name });
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

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

async function fillAndConfirm() {
  const d = await dialog();
  await fill(d);
  await userEvent.click(button(d, 'Hire'));
  return d;
}

/** Every entered value is still there (after a refusal). */
async function expectKept(d: HTMLElement) {
  await expect(totalPackage(d)).toHaveValue(typed.totalPackage);
  await expect(date(d, /^Offer date/)).toHaveTextContent('02/03/2026');
  await expect(approvalNumber(d)).toHaveValue(filled.approvalNumber);
  await expect(approvalNote(d)).toHaveValue(filled.approvalNote);
  await expect(rating(d, consultants[0].fullName)).toHaveAttribute('aria-valuetext', '4.5 of 5 stars');
}

export const Empty: Story = {
  play: async () => {
    const d = await dialog();
    await expect(
      within(d).getByText('You hire Mia Schneider for “Senior Process Engineer”. The placement is recorded with these figures.'),
    ).toBeVisible();
    await waitFor(() => expect(totalPackage(d)).toHaveFocus());
    await expect(totalPackage(d)).toHaveValue('');
    await expect(fee(d)).toHaveAttribute('readonly');
    await expect(fee(d)).toHaveValue('');
    await expect(within(d).getByText('20 % of the total package, the vacancy’s success fee.')).toBeVisible();
    await expect(within(d).getAllByText('CHF')).toHaveLength(2);
    for (const consultant of consultants) await expect(rating(d, consultant.fullName)).toHaveAttribute('aria-valuetext', 'Not rated yet');
    await expect(button(d, 'Hire')).toBeEnabled();
    await expect(button(d, 'Cancel')).toBeEnabled();
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    const d = await fillAndConfirm();
    // The fee follows the package as domain derives it: floor(130,000 × 20 / 100).
    await expect(fee(d)).toHaveValue('26000');
    // Exactly the payload the server's call takes (the contract test sends the same to the server).
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const InvalidSubmit: Story = {
  args: { defaultValues: { approvalNote: 'Waiting for the signed contract.' } },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(button(d, 'Hire'));
    // Package, three dates and the approval number: five fields required.
    await waitFor(() => expect(within(d).getAllByText('This field is required')).toHaveLength(5));
    await waitFor(() => expect(totalPackage(d)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(approvalNote(d)).toHaveValue('Waiting for the signed contract.');
  },
};

/** The offer date may not be later than today (000 §5): the picker marks it, the schema refuses it. */
export const OfferDateAfterToday: Story = {
  args: { defaultValues: { totalPackage: 130_000, startDate: '2026-05-01', signatureDate: '2026-03-09', approvalNumber: 'HR-2026-0142' } },
  play: async ({ args }) => {
    const d = await dialog();
    await typeDate(d, /^Offer date/, '20032026');
    await userEvent.click(button(d, 'Hire'));
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
    const d = await dialog();
    await expect(date(d, /^Offer date/)).toHaveTextContent('10/03/2026');
    await expect(date(d, /^Start date/)).not.toHaveTextContent(/\d/);
  },
};

/** Letters and signs are refused as they are typed; the fee follows each digit. */
export const DigitsOnly: Story = {
  play: async () => {
    const d = await dialog();
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
    const d = await dialog();
    await expect(within(d).getByText('The vacancy’s fixed success fee.')).toBeVisible();
    await fill(d);
    await expect(fee(d)).toHaveValue('18000');
    await expect(within(d).getAllByText('EUR')).toHaveLength(2);
    await userEvent.click(button(d, 'Hire'));
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
    const d = await dialog();
    await expect(within(d).queryByRole('slider')).toBeNull();
    await userEvent.click(button(d, 'Hire'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, approvalNote: null, ratings: [] }));
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const d = await fillAndConfirm();
    await waitFor(() => expect(button(d, /Hire/)).toHaveAttribute('aria-disabled', 'true'));
    await expect(button(d, 'Cancel')).toBeDisabled();
    // A second click sends nothing more; Escape waits for the answer.
    await userEvent.click(button(d, /Hire/));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    blur();
  },
};

export const RefusedFieldErrors: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        new FormRefusal({
          errors: {
            approvalNumber: 'This approval number was already used for another placement.',
            'ratings.0.user.id': 'Only search consultants who supplied candidates can be rated.',
          },
        }),
      ),
    ),
  },
  play: async ({ args }) => {
    const d = await fillAndConfirm();
    await expect(await within(d).findByText('This approval number was already used for another placement.')).toBeVisible();
    // An error on a path no field shows is the form's.
    await expect(await within(d).findByRole('alert')).toHaveTextContent('Only search consultants who supplied candidates can be rated.');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expectKept(d);
    await waitFor(() => expect(approvalNumber(d)).toHaveFocus());
  },
};

export const RefusedMessage: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(new FormRefusal({ message: 'This is not possible in the current status: the candidate was already hired.' })),
    ),
  },
  play: async () => {
    const d = await fillAndConfirm();
    await expect(await within(d).findByRole('alert')).toHaveTextContent(
      'This is not possible in the current status: the candidate was already hired.',
    );
    await expectKept(d);
    blur();
  },
};

export const UnexpectedFailure: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Failed to fetch'))) },
  play: async () => {
    const d = await fillAndConfirm();
    const alert = await within(d).findByRole('alert');
    await expect(alert).toHaveTextContent('Your input is kept');
    await expect(alert).not.toHaveTextContent('Failed to fetch');
    await expectKept(d);
    blur();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    candidateName: 'Maximiliane Schneider-Hürlimann',
    vacancyTitle: 'Leiterin Regulatorische Angelegenheiten und Qualitätssicherung (80–100 %)',
    consultants: [
      { id: 7, fullName: 'Tobias Keller' },
      { id: 4, fullName: 'Lea Schneider-Hürlimann' },
    ],
  },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(within(d).getByRole('heading', { name: 'Kandidat/in einstellen' })).toBeVisible();
    await userEvent.type(totalPackage(d, /^Gesamtes Jahrespaket/), '130000');
    await expect(fee(d, /^Vermittlungshonorar/)).toHaveValue('26000');
    await userEvent.click(button(d, 'Einstellen'));
    await waitFor(() => expect(within(d).getAllByText('Dieses Feld ist erforderlich')).toHaveLength(4));
    await expect(button(d, 'Abbrechen')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blur();
  },
};

export const OutsideClickKeepsIt: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(totalPackage(d), '130000');
    // A click on the backdrop (outside the dialog) does not close it.
    await userEvent.click(document.body, { skipHover: true });
    await expect(await dialog()).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(totalPackage(d)).toHaveValue('130000');
    blur();
  },
};

function WithTrigger(args: HireCandidateDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Hire
      </Button>
      {/* Mounted while open, as screens do: each opening starts from the default values. */}
      {isOpen ? (
        <HireCandidateDialog
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
  args: {
    defaultValues: { offerDate: '2026-03-02', startDate: '2026-05-01', signatureDate: '2026-03-09', approvalNumber: 'HR-2026-0142' },
  },
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Hire' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const d = await dialog();
    // Focus starts on the package; Tab goes on to the read-only fee, then into the offer date.
    await waitFor(() => expect(totalPackage(d)).toHaveFocus());
    await userEvent.keyboard('130000');
    await userEvent.tab();
    await expect(fee(d)).toHaveFocus();
    await userEvent.tab();
    await expect(date(d, /^Offer date/)).toContainElement(document.activeElement as HTMLElement);
    // Shift+Tab goes back to the fee; Escape closes (a click outside does not) and focus returns to the button that opened it.
    await userEvent.tab({ shift: true });
    await expect(fee(d)).toHaveFocus();
    await escapeCloses(args, trigger);
    // Opened again (empty again): the package typed, Tab walks the fields in order to Hire, Enter sends the payload.
    await userEvent.keyboard('{Enter}');
    const again = await dialog();
    await waitFor(() => expect(totalPackage(again)).toHaveFocus());
    await userEvent.keyboard('130000');
    const order = [
      fee(again),
      date(again, /^Offer date/),
      date(again, /^Start date/),
      date(again, /^Contract signature date/),
      approvalNumber(again),
      approvalNote(again),
      rating(again, consultants[0].fullName),
      rating(again, consultants[1].fullName),
      button(again, 'Cancel'),
      button(again, 'Hire'),
    ];
    const reached: HTMLElement[] = [];
    for (let step = 0; step < 30 && document.activeElement !== button(again, 'Hire'); step++) {
      await userEvent.tab();
      const owner = order.find((el) => el.contains(document.activeElement));
      if (owner && reached.at(-1) !== owner) reached.push(owner);
    }
    await expect(reached).toEqual(order);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, approvalNote: null, ratings: [] }));
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
    clearStaleAnnouncements();
  },
};
