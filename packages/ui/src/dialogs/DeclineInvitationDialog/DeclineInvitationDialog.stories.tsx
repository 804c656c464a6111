import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { reasonCommentStories, reasonDialogParameters } from '../ReasonCommentDialog/reasonCommentStories';
import { DeclineInvitationDialog } from './DeclineInvitationDialog';
import { declineInvitationFixtures } from './DeclineInvitationDialog.fixtures';

const { reasons } = declineInvitationFixtures;

const meta = {
  title: 'Dialogs/DeclineInvitationDialog',
  component: DeclineInvitationDialog,
  args: { vacancyTitle: 'Head of Regulatory Affairs', reasons, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: reasonDialogParameters(
    'Decline invitation (001 §2.5) on the shared **ReasonCommentDialog**. Validated by domain `declineInvitationSchema`, ' +
      'the schema `POST /job/{id}/job-recruiter/invitation/decline` parses.',
  ),
} satisfies Meta<typeof DeclineInvitationDialog>;
export default meta;

const stories = reasonCommentStories({
  Dialog: DeclineInvitationDialog,
  name: /Decline invitation|Einladung ablehnen/,
  intro: /invitation to work on “Head of Regulatory Affairs”/,
  trigger: 'Decline',
  reasonField: 'declineReason',
  fixtures: declineInvitationFixtures,
  refusedMessage: 'This is not possible in the current status: the invitation was already answered.',
  isDismissable: true,
  german: {
    args: {
      vacancyTitle: 'Leiterin Regulatorische Angelegenheiten und Qualitätssicherung (80–100 %)',
      reasons: [
        { id: 'no-capacity', label: 'Zurzeit keine Kapazität' },
        { id: 'not-my-field', label: 'Nicht mein Fachgebiet' },
      ],
    },
    title: 'Einladung ablehnen',
  },
});

export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const InvalidSubmit = stories.InvalidSubmit;
export const Submitting = stories.Submitting;
export const RefusedFieldErrors = stories.RefusedFieldErrors;
export const RefusedMessage = stories.RefusedMessage;
export const UnexpectedFailure = stories.UnexpectedFailure;
export const LoadingReasons = stories.LoadingReasons;
export const German = stories.German;
export const Keyboard = stories.Keyboard;
export const OutsideClickCloses = stories.OutsideClick;
