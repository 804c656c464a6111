import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { reasonCommentStories, reasonDialogParameters } from '../ReasonCommentDialog/reasonCommentStories';
import { RejectConsultantDialog } from './RejectConsultantDialog';
import { rejectConsultantFixtures } from './RejectConsultantDialog.fixtures';

const meta = {
  title: 'Dialogs/RejectConsultantDialog',
  component: RejectConsultantDialog,
  args: { consultantName: 'Anna Brunner', onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: reasonDialogParameters(
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

export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const InvalidSubmit = stories.InvalidSubmit;
export const Submitting = stories.Submitting;
export const RefusedFieldErrors = stories.RefusedFieldErrors;
export const RefusedMessage = stories.RefusedMessage;
export const UnexpectedFailure = stories.UnexpectedFailure;
export const German = stories.German;
export const Keyboard = stories.Keyboard;
export const OutsideClickKeepsIt = stories.OutsideClick;
