import type { Meta, StoryObj } from '@storybook/react-vite';
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
type Story = StoryObj<typeof meta>;

const { stories, steps } = reasonCommentStories({
  Dialog: DeclineInvitationDialog,
  name: /Decline invitation|Einladung ablehnen/,
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
  },
});

export const Empty: Story = {
  ...stories.Empty,
  play: async (context) => steps.Empty(context, /invitation to work on “Head of Regulatory Affairs”/),
};
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) =>
    steps.Filled(context, {
      declineReason: 'no-capacity',
      comment: 'Fully booked until the end of the quarter.',
      sendCopyToEmployer: true,
    }),
};
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const LoadingReasons: Story = { ...stories.LoadingReasons, play: async (context) => steps.LoadingReasons(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Einladung ablehnen') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickCloses: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };
