import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { reasonCommentStories } from '../ReasonCommentDialog/reasonCommentStories';
import { MakeOfferDialog } from './MakeOfferDialog';
import { makeOfferFixtures } from './MakeOfferDialog.fixtures';

const { today, filledAdmin } = makeOfferFixtures;

const meta = {
  title: 'Dialogs/MakeOfferDialog',
  component: MakeOfferDialog,
  args: { candidateName: 'Sophie Weber', today, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Make offer (000 §2, §5) on the shared **ReasonCommentDialog**: a required comment; admins also give the day of the offer ' +
      '(**DatePicker**, required, not after today). Validated by domain `offerSchema({ isAdmin, today })`, the schema ' +
      '`PUT /application/{id}/offer` parses; a click outside does not close it.',
  ),
} satisfies Meta<typeof MakeOfferDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const { stories, steps } = reasonCommentStories({
  Dialog: MakeOfferDialog,
  name: /Make offer|Angebot unterbreiten/,
  trigger: 'Make offer',
  copyField: null,
  fixtures: makeOfferFixtures,
  keyboardComment: 'Offer sent by e-mail.',
  refusedFieldError: 'The comment may not contain a link.',
  refusedMessage: 'This is not possible in the current status: an offer was already made.',
  german: { args: { candidateName: 'Maximiliane Müller-Lüdenscheidt-Oberhausen', isAdmin: true } },
});

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context, /You make Sophie Weber an offer/) };
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) => steps.Filled(context, { comment: 'Offer sent: CHF 180,000 total package, start on 1 June.' }),
};
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Angebot unterbreiten') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };

const dialog = () => screen.findByRole('dialog', { name: 'Make offer' });
const comment = (d: HTMLElement) => within(d).getByRole('textbox', { name: /Comment/ });
const day = (d: HTMLElement, segment: RegExp) => within(d).getByRole('spinbutton', { name: segment });

/** An admin gives the day the offer was made: typed day, month, year; the payload carries it as `creationDate`. */
export const Admin: Story = {
  args: { isAdmin: true },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(comment(d), filledAdmin.comment);
    await userEvent.click(day(d, /^day/i));
    await userEvent.keyboard('13032026');
    await expect(day(d, /^year/i)).toHaveTextContent('2026');
    await userEvent.click(within(d).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(filledAdmin);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An admin must give the date, and not a day after today: each error shows beside its field, nothing is sent. */
export const AdminInvalidSubmit: Story = {
  args: { isAdmin: true, defaultValues: { comment: filledAdmin.comment } },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Yes' }));
    await expect(await within(d).findByText('This field is required')).toBeVisible();
    await waitFor(() => expect(day(d, /^day/i)).toHaveFocus());
    await userEvent.click(day(d, /^day/i));
    await userEvent.keyboard('19032026');
    await userEvent.click(within(d).getByRole('button', { name: 'Yes' }));
    await expect(await within(d).findByText('The date cannot be later than today')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
