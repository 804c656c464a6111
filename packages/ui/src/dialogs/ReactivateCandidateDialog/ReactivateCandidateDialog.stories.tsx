import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { confirmActionStories } from '../ConfirmActionDialog/confirmActionStories';
import { ReactivateCandidateDialog } from './ReactivateCandidateDialog';
import { reactivateCandidateFixtures } from './ReactivateCandidateDialog.fixtures';

const meta = {
  title: 'Dialogs/ReactivateCandidateDialog',
  component: ReactivateCandidateDialog,
  args: { candidateName: 'Jonas Keller', onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Reactivate candidate (000 §2) on the shared **ConfirmActionDialog**: a confirmation, Yes/No. `PUT /application/{id}/reactivate` ' +
      'parses `reactivateCandidateSchema`, so Yes sends `{ comment: null }`; a click outside does not close it.',
  ),
} satisfies Meta<typeof ReactivateCandidateDialog>;
export default meta;

const stories = confirmActionStories({
  Dialog: ReactivateCandidateDialog,
  name: /Reactivate candidate|Kandidat\/in reaktivieren/,
  message: /Reactivate Jonas Keller\? The application returns to the status it had before/,
  trigger: 'Reactivate',
  fixtures: reactivateCandidateFixtures,
  refusedMessage: 'This is not possible in the current status: the candidate is in the running.',
  german: {
    args: { candidateName: 'Maximiliane Müller-Lüdenscheidt-Oberhausen' },
    title: 'Kandidat/in reaktivieren',
    message: /Maximiliane Müller-Lüdenscheidt-Oberhausen/,
  },
});

// Each story names its play function (the shared set writes them), so Storybook's indexer sees it.
export const Default = { ...stories.Default, play: stories.Default.play };
export const Submitting = { ...stories.Submitting, play: stories.Submitting.play };
export const RefusedMessage = { ...stories.RefusedMessage, play: stories.RefusedMessage.play };
export const German = { ...stories.German, play: stories.German.play };
export const Keyboard = { ...stories.Keyboard, play: stories.Keyboard.play };
export const OutsideClickKeepsIt = { ...stories.OutsideClick, play: stories.OutsideClick.play };
