import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
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
    await steps.Empty(context);
    // The intro names what the dialog acts on.
    await expect(screen.getByText(/invitation to work on “Head of Regulatory Affairs”/)).toBeVisible();
  },
};
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) => {
    await steps.Filled(context);
    // Exactly the payload the server's call takes (the contract test sends the same to the server).
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
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
    // Nothing is sent while invalid.
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Submitting: Story = {
  ...stories.Submitting,
  play: async (context) => {
    await steps.Submitting(context);
    // Sent once, however often it is pressed while pending.
    await expect(context.args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
export const RefusedFieldErrors: Story = {
  ...stories.RefusedFieldErrors,
  play: async (context) => {
    await steps.RefusedFieldErrors(context);
    // Sent once; the refusal keeps the dialog open for a fix.
    await expect(context.args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
export const RefusedMessage: Story = {
  ...stories.RefusedMessage,
  play: async (context) => {
    await steps.RefusedMessage(context);
    // Sent once; the refusal keeps the dialog open.
    await expect(context.args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
export const UnexpectedFailure: Story = {
  ...stories.UnexpectedFailure,
  play: async (context) => {
    await steps.UnexpectedFailure(context);
    // Sent once; the failure keeps the dialog open.
    await expect(context.args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
export const LoadingReasons: Story = {
  ...stories.LoadingReasons,
  play: async (context) => {
    await steps.LoadingReasons(context);
    // Nothing to send while the reasons load.
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};
export const German: Story = {
  ...stories.German,
  play: async (context) => {
    await steps.German(context);
    // The title in German.
    await expect(screen.getByRole('heading', { name: 'Einladung ablehnen' })).toBeVisible();
  },
};
export const Keyboard: Story = {
  ...stories.Keyboard,
  play: async (context) => {
    await steps.Keyboard(context);
    // Escape closed it once, without a cancel of its own.
    await expect(context.args.onCancel).toHaveBeenCalledTimes(1);
  },
};
export const OutsideClickCloses: Story = {
  ...stories.OutsideClick,
  play: async (context) => {
    await steps.OutsideClick(context);
    // A click outside closes it, as a cancel.
    await expect(context.args.onCancel).toHaveBeenCalledTimes(1);
  },
};
