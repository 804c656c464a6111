import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { reasonCommentStories } from '../ReasonCommentDialog/reasonCommentStories';
import { WithdrawCandidateDialog } from './WithdrawCandidateDialog';
import { withdrawCandidateFixtures } from './WithdrawCandidateDialog.fixtures';

const { reasons } = withdrawCandidateFixtures;

const meta = {
  title: 'Dialogs/WithdrawCandidateDialog',
  component: WithdrawCandidateDialog,
  args: { candidateName: 'Lena Vogel', reasons, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Withdraw candidate (001 §2.5) on the shared **ReasonCommentDialog**. Validated by domain `withdrawCandidateSchema`, ' +
      'the schema `PUT /application/{id}/withdraw` parses; a click outside does not close it.',
  ),
} satisfies Meta<typeof WithdrawCandidateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const { stories, steps } = reasonCommentStories({
  Dialog: WithdrawCandidateDialog,
  name: /Withdraw candidate|Kandidat\/in zurückziehen/,
  trigger: 'Withdraw candidate',
  reasonField: 'withdrawReason',
  fixtures: withdrawCandidateFixtures,
  refusedMessage: 'This is not possible in the current status: the candidate is already withdrawn.',
  german: {
    args: {
      candidateName: 'Maximiliane Müller-Lüdenscheidt-Oberhausen',
      reasons: [
        { id: 'candidate-accepted-other-offer', label: 'Kandidat/in hat ein anderes Angebot angenommen' },
        { id: 'candidate-not-interested', label: 'Kandidat/in hat kein Interesse mehr' },
      ],
    },
  },
});

export const Empty: Story = {
  ...stories.Empty,
  play: async (context) => {
    await steps.Empty(context);
    // The intro names what the dialog acts on.
    await expect(screen.getByText(/Lena Vogel is withdrawn/)).toBeVisible();
  },
};
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) => {
    await steps.Filled(context);
    // Exactly the payload the server's call takes (the contract test sends the same to the server).
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      withdrawReason: 'candidate-accepted-other-offer',
      comment: 'She signed with a competitor yesterday.',
      sendCopyToEmployer: true,
    });
  },
};
export const InvalidSubmit: Story = {
  ...stories.InvalidSubmit,
  play: async (context) => {
    await steps.InvalidSubmit(context);
    // Nothing is sent while invalid.
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Submitting: Story = {
  ...stories.Submitting,
  play: async (context) => {
    await steps.Submitting(context);
    // Sent once, however often it is pressed while pending.
    await expect(context.args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
export const RefusedFieldErrors: Story = {
  ...stories.RefusedFieldErrors,
  play: async (context) => {
    await steps.RefusedFieldErrors(context);
    // Sent once; the refusal keeps the dialog open for a fix.
    await expect(context.args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
export const RefusedMessage: Story = {
  ...stories.RefusedMessage,
  play: async (context) => {
    await steps.RefusedMessage(context);
    // Sent once; the refusal keeps the dialog open.
    await expect(context.args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
export const UnexpectedFailure: Story = {
  ...stories.UnexpectedFailure,
  play: async (context) => {
    await steps.UnexpectedFailure(context);
    // Sent once; the failure keeps the dialog open.
    await expect(context.args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
export const LoadingReasons: Story = {
  ...stories.LoadingReasons,
  play: async (context) => {
    await steps.LoadingReasons(context);
    // Nothing to send while the reasons load.
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};
export const German: Story = {
  ...stories.German,
  play: async (context) => {
    await steps.German(context);
    // The title in German.
    await expect(screen.getByRole('heading', { name: 'Kandidat/in zurückziehen' })).toBeVisible();
  },
};
export const Keyboard: Story = {
  ...stories.Keyboard,
  play: async (context) => {
    await steps.Keyboard(context);
    // Escape closed it once, without a cancel of its own.
    await expect(context.args.onCancel).toHaveBeenCalledTimes(1);
  },
};
export const OutsideClickKeepsIt: Story = {
  ...stories.OutsideClick,
  play: async (context) => {
    await steps.OutsideClick(context);
    // A click outside keeps it open: no cancel.
    await expect(context.args.onCancel).not.toHaveBeenCalled();
  },
};
