import type { Meta } from '@storybook/react-vite';
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

const stories = reasonCommentStories({
  Dialog: WithdrawCandidateDialog,
  name: /Withdraw candidate|Kandidat\/in zurückziehen/,
  intro: /Lena Vogel is withdrawn/,
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
    title: 'Kandidat/in zurückziehen',
  },
});

// Each story names its play function (the shared set writes them), so Storybook's indexer sees it.
export const Empty = { ...stories.Empty, play: stories.Empty.play };
export const Filled = { ...stories.Filled, play: stories.Filled.play };
export const InvalidSubmit = { ...stories.InvalidSubmit, play: stories.InvalidSubmit.play };
export const Submitting = { ...stories.Submitting, play: stories.Submitting.play };
export const RefusedFieldErrors = { ...stories.RefusedFieldErrors, play: stories.RefusedFieldErrors.play };
export const RefusedMessage = { ...stories.RefusedMessage, play: stories.RefusedMessage.play };
export const UnexpectedFailure = { ...stories.UnexpectedFailure, play: stories.UnexpectedFailure.play };
export const LoadingReasons = { ...stories.LoadingReasons, play: stories.LoadingReasons.play };
export const German = { ...stories.German, play: stories.German.play };
export const Keyboard = { ...stories.Keyboard, play: stories.Keyboard.play };
export const OutsideClickKeepsIt = { ...stories.OutsideClick, play: stories.OutsideClick.play };
