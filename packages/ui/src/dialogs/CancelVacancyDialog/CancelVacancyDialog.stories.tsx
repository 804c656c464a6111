import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormRefusal } from '../FormDialog/FormRefusal';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { reasonCommentStories } from '../ReasonCommentDialog/reasonCommentStories';
import { CancelVacancyDialog } from './CancelVacancyDialog';
import { cancelVacancyFixtures } from './CancelVacancyDialog.fixtures';

const { reasons, consultants } = cancelVacancyFixtures;

const meta = {
  title: 'Dialogs/CancelVacancyDialog',
  component: CancelVacancyDialog,
  args: {
    vacancyTitle: 'Head of Regulatory Affairs',
    reasons,
    consultants,
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
  parameters: dialogParameters(
    'Cancel vacancy (001 §2.5) on the shared **ReasonCommentDialog**, with its own fields: the admin-only checkbox and a ' +
      'half-step **StarRating** per search consultant who supplied candidates (**ConsultantRatings**). Validated by domain ' +
      '`cancelVacancySchema({ isAdmin })`, the schema `PUT /job/{id}/cancel` parses; a click outside does not close it.',
  ),
} satisfies Meta<typeof CancelVacancyDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: /Cancel vacancy|Stelle abbrechen/ });
const rating = (d: HTMLElement, fullName: string) => within(d).getByRole('slider', { name: fullName });
const suppress = /Don’t send notification/;

/** Gives a consultant 4½ stars with the pointer: the left half of the fifth star. */
async function rateFourAndAHalf(d: HTMLElement, fullName: string) {
  const fifth = rating(d, fullName).querySelectorAll('svg')[4]!;
  const rect = fifth.getBoundingClientRect();
  await userEvent.pointer({ keys: '[MouseLeft]', target: fifth, coords: { clientX: rect.left + 2, clientY: rect.top + rect.height / 2 } });
}

const { stories, steps } = reasonCommentStories({
  Dialog: CancelVacancyDialog,
  name: /Cancel vacancy|Stelle abbrechen/,
  trigger: 'Cancel vacancy',
  reasonField: 'cancelReason',
  fixtures: cancelVacancyFixtures,
  refusedMessage: 'This is not possible in the current status: the vacancy is already cancelled.',
  extraFields: {
    fill: (d) => rateFourAndAHalf(d, consultants[0].fullName),
    kept: async (d) => {
      await expect(rating(d, consultants[0].fullName)).toHaveAttribute('aria-valuetext', '4.5 of 5 stars');
      await expect(rating(d, consultants[1].fullName)).toHaveAttribute('aria-valuetext', 'Not rated yet');
    },
    tabThrough: async (d) => {
      for (const consultant of consultants) {
        await userEvent.tab();
        await expect(rating(d, consultant.fullName)).toHaveFocus();
      }
    },
    keyboardPayload: { suppressNotifications: false, ratings: [] },
  },
  german: {
    args: {
      vacancyTitle: 'Leiterin Regulatorische Angelegenheiten und Qualitätssicherung (80–100 %)',
      reasons: [
        { id: 'filled-internally', label: 'Intern besetzt' },
        { id: 'filled-by-other-channel', label: 'Über einen anderen Kanal besetzt' },
      ],
      consultants: [
        { id: 4, fullName: 'Lea Schneider-Hürlimann' },
        { id: 7, fullName: 'Tobias Keller' },
      ],
      isAdmin: true,
    },
  },
});

export const Empty: Story = {
  ...stories.Empty,
  play: async (context) => steps.Empty(context, /You cancel the vacancy “Head of Regulatory Affairs”/),
};
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) =>
    steps.Filled(context, {
      cancelReason: 'filled-internally',
      comment: 'The position was filled by an internal candidate.',
      sendCopyToEmployer: true,
      suppressNotifications: false,
      ratings: [{ user: { id: 4, fullName: 'Lea Schneider' }, rating: 4.5 }],
    }),
};
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const LoadingReasons: Story = { ...stories.LoadingReasons, play: async (context) => steps.LoadingReasons(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Stelle abbrechen') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };

/** The employer sees no admin checkbox; nobody rated is sent as no rating, a consultant rated as given. */
export const RatingsAsEmployer: Story = {
  play: async () => {
    const d = await dialog();
    await expect(within(d).queryByRole('checkbox', { name: suppress })).toBeNull();
    const group = within(d).getByRole('group', { name: 'Rate the search consultants who supplied candidates' });
    for (const consultant of consultants) {
      await expect(within(group).getByRole('slider', { name: consultant.fullName })).toHaveAttribute('aria-valuetext', 'Not rated yet');
    }
    await rateFourAndAHalf(d, consultants[0].fullName);
    await expect(rating(d, consultants[0].fullName)).toHaveAttribute('aria-valuetext', '4.5 of 5 stars');
  },
};

/** An admin may cancel without notifying anyone; the ratings also take the keyboard (arrows in half stars). */
export const Admin: Story = {
  args: { isAdmin: true },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: reasons[1].label }));
    await userEvent.click(within(d).getByRole('checkbox', { name: suppress }));
    rating(d, consultants[1].fullName).focus();
    await userEvent.keyboard('{End}{ArrowLeft}{ArrowLeft}');
    await expect(rating(d, consultants[1].fullName)).toHaveAttribute('aria-valuetext', '4 of 5 stars');
    await userEvent.click(within(d).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        cancelReason: reasons[1].id,
        comment: null,
        sendCopyToEmployer: false,
        suppressNotifications: true,
        ratings: [{ user: consultants[1], rating: 4 }],
      }),
    );
  },
};

/** Nobody supplied candidates: there is nobody to rate, and the payload carries no ratings. */
export const NoConsultantsWithCandidates: Story = {
  args: { consultants: [] },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(within(d).queryByRole('group', { name: /Rate the search consultants/ })).toBeNull();
    await expect(within(d).queryByRole('slider')).toBeNull();
    await userEvent.click(within(d).getByRole('button', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: reasons[0].label }));
    await userEvent.click(within(d).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        cancelReason: reasons[0].id,
        comment: null,
        sendCopyToEmployer: false,
        suppressNotifications: false,
        ratings: [],
      }),
    );
  },
};

/** The server refuses a rating (a consultant no longer on the vacancy): its message shows beside the ratings, focus on the first. */
export const RefusedRatings: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(new FormRefusal({ errors: { ratings: 'Only search consultants accepted on this vacancy can be rated.' } })),
    ),
  },
  play: async () => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: reasons[0].label }));
    await rateFourAndAHalf(d, consultants[0].fullName);
    await userEvent.click(within(d).getByRole('button', { name: 'Yes' }));
    const group = within(d).getByRole('group', { name: 'Rate the search consultants who supplied candidates' });
    await expect(await within(group).findByText('Only search consultants accepted on this vacancy can be rated.')).toBeVisible();
    await waitFor(() => expect(rating(d, consultants[0].fullName)).toHaveFocus());
    await expect(rating(d, consultants[0].fullName)).toHaveAttribute('aria-valuetext', '4.5 of 5 stars');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
