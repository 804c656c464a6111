import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { reasonCommentStories, tooLongComment } from '../ReasonCommentDialog/reasonCommentStories';
import { BackupCandidateDialog } from './BackupCandidateDialog';
import { backupCandidateFixtures } from './BackupCandidateDialog.fixtures';

const meta = {
  title: 'Dialogs/BackupCandidateDialog',
  component: BackupCandidateDialog,
  args: { candidateName: 'Sophie Weber', onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Back up candidate (000 §2) on the shared **ReasonCommentDialog**: a comment, nothing required. Validated by domain ' +
      '`backupCandidateSchema`, the schema `PUT /application/{id}/backup` parses; a click outside does not close it.',
  ),
} satisfies Meta<typeof BackupCandidateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const { stories, steps } = reasonCommentStories({
  Dialog: BackupCandidateDialog,
  name: /Back up candidate|Kandidat\/in zurückstellen/,
  trigger: 'Back up',
  copyField: null,
  fixtures: backupCandidateFixtures,
  invalid: tooLongComment,
  refusedFieldError: 'The comment may not contain a link.',
  refusedMessage: 'This is not possible in the current status: the candidate is already backed up.',
  german: { args: { candidateName: 'Maximiliane Müller-Lüdenscheidt-Oberhausen' } },
});

export const Empty: Story = {
  ...stories.Empty,
  play: async (context) => {
    await steps.Empty(context);
    // The intro names what the dialog acts on.
    await expect(screen.getByText(/Sophie Weber is kept as a backup/)).toBeVisible();
  },
};
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) => {
    await steps.Filled(context);
    // Exactly the payload the server's call takes (the contract test sends the same to the server).
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ comment: 'Strong profile; our second choice if the offer is declined.' });
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
export const German: Story = {
  ...stories.German,
  play: async (context) => {
    await steps.German(context);
    // The title in German.
    await expect(screen.getByRole('heading', { name: 'Kandidat/in zurückstellen' })).toBeVisible();
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
export const OutsideClickKeepsIt: Story = {
  ...stories.OutsideClick,
  play: async (context) => {
    await steps.OutsideClick(context);
    // A click outside keeps it open: no cancel.
    await expect(context.args.onCancel).not.toHaveBeenCalled();
  },
};
