import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context, /Sophie Weber is kept as a backup/) };
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) => {
    await steps.Filled(context, { comment: 'Strong profile; our second choice if the offer is declined.' });
  },
};
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Kandidat/in zurückstellen') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };
