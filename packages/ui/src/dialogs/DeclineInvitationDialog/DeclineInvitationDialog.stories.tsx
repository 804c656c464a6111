import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { reasonCommentStories } from '../ReasonCommentDialog/reasonCommentStories';
import { DeclineInvitationDialog } from './DeclineInvitationDialog';
import { declineInvitationFixtures } from './DeclineInvitationDialog.fixtures';

const { reasons } = declineInvitationFixtures;

const meta = {
  title: 'Dialogs/DeclineInvitationDialog',
  component: DeclineInvitationDialog,
  args: { vacancyTitle: 'Head of Regulatory Affairs', reasons, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
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
export const OutsideClickCloses = { ...stories.OutsideClick, play: stories.OutsideClick.play };
