import { rejectRecruiterSchema, withdrawCandidateSchema } from '@mandate/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { blur, button, dialogParameters, findDialog, textbox } from '../FormDialog/storyHelpers';
import { ReasonCommentDialog } from './ReasonCommentDialog';
import { reasonCommentFixtures } from './ReasonCommentDialog.fixtures';
import { reasonCommentStories } from './reasonCommentStories';

/** The shared dialog as a reason dialog mounts it: the call's schema, its payload keys and its translated texts. */
const Dialog = ReasonCommentDialog<typeof withdrawCandidateSchema>;

/** The reasons (codes of `GET /list/candidate-withdraw-reasons`) and the payload the Filled story sends, as a dialog on it has them. */
const fixtures = reasonCommentFixtures;

const meta = {
  title: 'Dialogs/Shared/ReasonCommentDialog',
  component: Dialog,
  args: {
    schema: withdrawCandidateSchema,
    reasonField: 'withdrawReason',
    copyField: 'sendCopyToEmployer',
    reasons: fixtures.reasons,
    texts: { title: 'Withdraw candidate', intro: 'Lena Vogel is withdrawn from this vacancy.' },
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
  parameters: dialogParameters(
    'The shared shape of the reason dialogs (001 §2.5, 000 §2): an optional reason select, a comment (or the reason as ' +
      'text), an optional send-a-copy checkbox and a dialog’s own fields, on FormDialog with the call’s schema. The labels ' +
      'Reason, Comment, the copy and Yes/No are its defaults; a click outside does not close it unless `isDismissable`.',
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const { stories, steps } = reasonCommentStories({
  Dialog,
  name: /Withdraw candidate|Kandidat\/in zurückziehen/,
  trigger: 'Withdraw',
  reasonField: 'withdrawReason',
  fixtures,
  refusedMessage: 'This is not possible in the current status: the candidate is already withdrawn.',
  german: {
    args: {
      texts: {
        title: 'Kandidat/in zurückziehen',
        intro:
          'Maximiliane Müller-Lüdenscheidt wird von der Stelle „Leiterin Qualitätssicherung und Arzneimittelzulassung ' +
          'Deutschland-Österreich-Schweiz“ zurückgezogen. Der Arbeitgeber sieht den Grund.',
      },
      reasons: [
        { id: 'candidate-accepted-other-offer', label: 'Kandidat/in hat ein anderes Angebot angenommen' },
        { id: 'other', label: 'Anderer Grund' },
      ],
    },
  },
});

export const Empty: Story = {
  ...stories.Empty,
  play: async (context) => steps.Empty(context, /Lena Vogel is withdrawn from this vacancy/),
};
export const Filled: Story = { ...stories.Filled, play: async (context) => steps.Filled(context, fixtures.filled) };
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const LoadingReasons: Story = { ...stories.LoadingReasons, play: async (context) => steps.LoadingReasons(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Kandidat/in zurückziehen') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };

/**
 * Without a select the comment is the reason (`isCommentRequired`, labelled by the dialog): it has the
 * focus, a submit without it shows the error there and sends nothing; once typed, Yes sends it.
 */
export const CommentIsTheReason: Story = {
  args: {
    schema: rejectRecruiterSchema as never,
    reasonField: undefined,
    copyField: undefined,
    isCommentRequired: true,
    isDestructive: true,
    texts: { title: 'Reject search consultant', intro: 'Anna Brunner no longer works on this vacancy.', comment: 'Reason' },
  },
  play: async ({ args }) => {
    const d = await findDialog('Reject search consultant');
    const reason = textbox(d, 'Reason');
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(within(d).queryByRole('button', { name: /Reason/ })).toBeNull();
    await userEvent.click(button(d, 'Yes'));
    await expect(await within(d).findByText('This field is required')).toBeVisible();
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(reason, fixtures.commentIsTheReason.comment);
    await userEvent.click(button(d, 'Yes'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(fixtures.commentIsTheReason));
    blur();
  },
};
