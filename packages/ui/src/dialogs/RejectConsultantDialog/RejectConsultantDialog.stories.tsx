import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { reasonCommentStories } from '../ReasonCommentDialog/reasonCommentStories';
import { RejectConsultantDialog } from './RejectConsultantDialog';
import { rejectConsultantFixtures } from './RejectConsultantDialog.fixtures';

const meta = {
  title: 'Dialogs/RejectConsultantDialog',
  component: RejectConsultantDialog,
  args: { consultantName: 'Anna Brunner', onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Reject search consultant (001 §2.5) on the shared **ReasonCommentDialog**: the reason is the required text. Validated by ' +
      'domain `rejectRecruiterSchema`, the schema `PUT /job-recruiter/{id}/reject` parses; a click outside does not close it.',
  ),
} satisfies Meta<typeof RejectConsultantDialog>;
export default meta;

const stories = reasonCommentStories({
  Dialog: RejectConsultantDialog,
  name: /Reject search consultant|Personalberater\/in ablehnen/,
  intro: /Anna Brunner no longer works on this vacancy/,
  trigger: 'Reject',
  comment: 'Reason',
  copy: 'Send a copy to the search consultant',
  copyField: 'sendCopyToRecruiter',
  fixtures: rejectConsultantFixtures,
  keyboardComment: 'Not a fit for this search.',
  refusedMessage: 'This is not possible in the current status: the search consultant is already rejected.',
  german: {
    args: { consultantName: 'Dr. Maximiliane Müller-Lüdenscheidt, Nordlicht Executive Partners' },
    title: 'Personalberater/in ablehnen',
    comment: 'Grund',
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
