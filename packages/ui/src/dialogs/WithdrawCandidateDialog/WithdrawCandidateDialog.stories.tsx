import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context, /Lena Vogel is withdrawn/) };
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) =>
    steps.Filled(context, {
      withdrawReason: 'candidate-accepted-other-offer',
      comment: 'She signed with a competitor yesterday.',
      sendCopyToEmployer: true,
    }),
};
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const LoadingReasons: Story = { ...stories.LoadingReasons, play: async (context) => steps.LoadingReasons(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Kandidat/in zurückziehen') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };
