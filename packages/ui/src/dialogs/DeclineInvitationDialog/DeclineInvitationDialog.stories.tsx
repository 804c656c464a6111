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
  play: async (context) => {
    await steps.Empty(context, /invitation to work on “Head of Regulatory Affairs”/);
  },
};
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) => {
    await steps.Filled(context, {
      declineReason: 'no-capacity',
      comment: 'Fully booked until the end of the quarter.',
      sendCopyToEmployer: true,
    });
  },
};
export const InvalidSubmit: Story = {
  ...stories.InvalidSubmit,
  play: async (context) => {
    await steps.InvalidSubmit(context);
  },
};
export const Submitting: Story = {
  ...stories.Submitting,
  play: async (context) => {
    await steps.Submitting(context);
  },
};
export const RefusedFieldErrors: Story = {
  ...stories.RefusedFieldErrors,
  play: async (context) => {
    await steps.RefusedFieldErrors(context);
  },
};
export const RefusedMessage: Story = {
  ...stories.RefusedMessage,
  play: async (context) => {
    await steps.RefusedMessage(context);
  },
};
export const UnexpectedFailure: Story = {
  ...stories.UnexpectedFailure,
  play: async (context) => {
    await steps.UnexpectedFailure(context);
  },
};
export const LoadingReasons: Story = {
  ...stories.LoadingReasons,
  play: async (context) => {
    await steps.LoadingReasons(context);
  },
};
export const German: Story = {
  ...stories.German,
  play: async (context) => {
    await steps.German(context, 'Einladung ablehnen');
  },
};
export const Keyboard: Story = {
  ...stories.Keyboard,
  play: async (context) => {
    await steps.Keyboard(context);
  },
};
export const OutsideClickCloses: Story = {
  ...stories.OutsideClick,
  play: async (context) => {
    await steps.OutsideClick(context);
  },
};
