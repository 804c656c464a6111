import type { Meta } from '@storybook/react-vite';
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

const stories = reasonCommentStories({
  Dialog: BackupCandidateDialog,
  name: /Back up candidate|Kandidat\/in zurückstellen/,
  intro: /Sophie Weber is kept as a backup/,
  trigger: 'Back up',
  copyField: null,
  fixtures: backupCandidateFixtures,
  invalid: tooLongComment,
  refusedFieldError: 'The comment may not contain a link.',
  refusedMessage: 'This is not possible in the current status: the candidate is already backed up.',
  german: { args: { candidateName: 'Maximiliane Müller-Lüdenscheidt-Oberhausen' }, title: 'Kandidat/in zurückstellen' },
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
