import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { reasonCommentStories, tooLongComment } from '../ReasonCommentDialog/reasonCommentStories';
import { RejectSubmissionDialog } from './RejectSubmissionDialog';
import { rejectSubmissionFixtures } from './RejectSubmissionDialog.fixtures';

const meta = {
  title: 'Dialogs/RejectSubmissionDialog',
  component: RejectSubmissionDialog,
  args: { listTitle: 'Longlist QA leadership', onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Reject submission (000 §2) on the shared **ReasonCommentDialog**: a comment, destructive. Validated by domain ' +
      '`rejectSubmissionSchema`, the schema `PUT /candidate-list/{id}/reject` parses; a click outside does not close it.',
  ),
} satisfies Meta<typeof RejectSubmissionDialog>;
export default meta;

const stories = reasonCommentStories({
  Dialog: RejectSubmissionDialog,
  name: /Reject candidate list|Kandidatenliste ablehnen/,
  intro: /The candidate list “Longlist QA leadership” is rejected/,
  trigger: 'Reject list',
  copyField: null,
  fixtures: rejectSubmissionFixtures,
  invalid: tooLongComment,
  refusedFieldError: 'The comment may not contain a link.',
  refusedMessage: 'This is not possible in the current status: the candidate list is already rejected.',
  german: {
    args: { listTitle: 'Longlist Leitung Qualitätssicherung und Arzneimittelzulassung Deutschland-Österreich-Schweiz' },
    title: 'Kandidatenliste ablehnen',
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
