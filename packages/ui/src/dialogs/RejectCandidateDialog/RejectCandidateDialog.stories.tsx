import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { reasonCommentStories } from '../ReasonCommentDialog/reasonCommentStories';
import { RejectCandidateDialog } from './RejectCandidateDialog';
import { rejectCandidateFixtures } from './RejectCandidateDialog.fixtures';

const meta = {
  title: 'Dialogs/RejectCandidateDialog',
  component: RejectCandidateDialog,
  args: { candidateName: 'Sophie Weber', reasons: rejectCandidateFixtures.reasons, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Reject candidate (000 §2, §5) on the shared **ReasonCommentDialog**: a required reason from `candidate-reject-reasons` and a ' +
      'comment, destructive. Validated by domain `rejectCandidateSchema`, the schema `PUT /application/{id}/reject` parses; a click ' +
      'outside does not close it.',
  ),
} satisfies Meta<typeof RejectCandidateDialog>;
export default meta;

const stories = reasonCommentStories({
  Dialog: RejectCandidateDialog,
  name: /Reject candidate|Kandidat\/in ablehnen/,
  intro: /Sophie Weber is rejected for this vacancy/,
  trigger: 'Reject candidate',
  reasonField: 'rejectReason',
  copyField: null,
  fixtures: rejectCandidateFixtures,
  refusedMessage: 'This is not possible in the current status: the candidate is already rejected.',
  german: {
    args: {
      candidateName: 'Maximiliane Müller-Lüdenscheidt-Oberhausen',
      reasons: [
        { id: 'skills', label: 'Fähigkeiten passen nicht' },
        { id: 'salary', label: 'Gehaltsvorstellungen zu hoch' },
      ],
    },
    title: 'Kandidat/in ablehnen',
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
