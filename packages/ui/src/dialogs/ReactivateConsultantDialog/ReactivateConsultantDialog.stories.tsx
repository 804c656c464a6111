import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { confirmActionStories } from '../ConfirmActionDialog/confirmActionStories';
import { ReactivateConsultantDialog } from './ReactivateConsultantDialog';
import { reactivateConsultantFixtures } from './ReactivateConsultantDialog.fixtures';

const meta = {
  title: 'Dialogs/ReactivateConsultantDialog',
  component: ReactivateConsultantDialog,
  args: { consultantName: 'Anna Brunner', vacancyTitle: 'Head of Regulatory Affairs', onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Reactivate search consultant (001 §2.5) on the shared **ConfirmActionDialog**: Yes/No, no fields. `PUT /job-recruiter/{id}/reactivate` ' +
      'parses `statusCommentSchema`, so Yes sends `{ comment: null }`; a click outside does not close it.',
  ),
} satisfies Meta<typeof ReactivateConsultantDialog>;
export default meta;

const stories = confirmActionStories({
  Dialog: ReactivateConsultantDialog,
  name: /Reactivate search consultant|Personalberater\/in reaktivieren/,
  message: /Reactivate Anna Brunner on the vacancy Head of Regulatory Affairs/,
  trigger: 'Reactivate',
  fixtures: reactivateConsultantFixtures,
  refusedMessage: 'This is not possible in the current status: the search consultant is not rejected.',
  german: {
    args: {
      consultantName: 'Dr. Maximiliane Müller-Lüdenscheidt, Nordlicht Executive Partners',
      vacancyTitle: 'Leiterin Qualitätssicherung und Arzneimittelzulassung Deutschland-Österreich-Schweiz',
    },
    title: 'Personalberater/in reaktivieren',
    message: /Dr\. Maximiliane Müller-Lüdenscheidt/,
  },
});

// Each story names its play function (the shared set writes them), so Storybook's indexer sees it.
export const Default = { ...stories.Default, play: stories.Default.play };
export const Submitting = { ...stories.Submitting, play: stories.Submitting.play };
export const RefusedMessage = { ...stories.RefusedMessage, play: stories.RefusedMessage.play };
export const German = { ...stories.German, play: stories.German.play };
export const Keyboard = { ...stories.Keyboard, play: stories.Keyboard.play };
export const OutsideClickKeepsIt = { ...stories.OutsideClick, play: stories.OutsideClick.play };
