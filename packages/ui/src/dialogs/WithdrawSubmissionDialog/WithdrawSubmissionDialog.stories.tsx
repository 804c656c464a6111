import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { reasonCommentStories, tooLongComment } from '../ReasonCommentDialog/reasonCommentStories';
import { WithdrawSubmissionDialog } from './WithdrawSubmissionDialog';
import { withdrawSubmissionFixtures } from './WithdrawSubmissionDialog.fixtures';

const meta = {
  title: 'Dialogs/WithdrawSubmissionDialog',
  component: WithdrawSubmissionDialog,
  args: { listTitle: 'Longlist QA leadership', onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Withdraw submission (000 §2, §3) on the shared **ReasonCommentDialog**: a comment and a copy to the employer, destructive. ' +
      'Validated by domain `withdrawSubmissionSchema`, the schema `PUT /candidate-list/{id}/withdraw` parses; a click outside does not close it.',
  ),
} satisfies Meta<typeof WithdrawSubmissionDialog>;
export default meta;

const stories = reasonCommentStories({
  Dialog: WithdrawSubmissionDialog,
  name: /Withdraw candidate list|Kandidatenliste zurückziehen/,
  intro: /You withdraw the candidate list “Longlist QA leadership”/,
  trigger: 'Withdraw list',
  fixtures: withdrawSubmissionFixtures,
  invalid: tooLongComment,
  refusedFieldError: 'The comment may not contain a link.',
  refusedMessage: 'This is not possible in the current status: the candidate list is already withdrawn.',
  german: {
    args: { listTitle: 'Longlist Leitung Qualitätssicherung und Arzneimittelzulassung Deutschland-Österreich-Schweiz' },
    title: 'Kandidatenliste zurückziehen',
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
export const German = { ...stories.German, play: stories.German.play };
export const Keyboard = { ...stories.Keyboard, play: stories.Keyboard.play };
export const OutsideClickKeepsIt = { ...stories.OutsideClick, play: stories.OutsideClick.play };
