import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { confirmActionStories } from '../ConfirmActionDialog/confirmActionStories';
import { ActivateConsultantDialog } from './ActivateConsultantDialog';
import { activateConsultantFixtures } from './ActivateConsultantDialog.fixtures';

const meta = {
  title: 'Dialogs/ActivateConsultantDialog',
  component: ActivateConsultantDialog,
  args: { consultantName: 'Anna Brunner', vacancyTitle: 'Head of Regulatory Affairs', onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Activate search consultant (001 §2.5) on the shared **ConfirmActionDialog**: Yes/No, no fields. `PUT /job-recruiter/{id}/approve` ' +
      'parses `statusCommentSchema`, so Yes sends `{ comment: null }`; a click outside does not close it.',
  ),
} satisfies Meta<typeof ActivateConsultantDialog>;
export default meta;

const stories = confirmActionStories({
  Dialog: ActivateConsultantDialog,
  name: /Activate search consultant|Personalberater\/in aktivieren/,
  message: /Accept the request of Anna Brunner to work on the vacancy Head of Regulatory Affairs/,
  trigger: 'Activate',
  fixtures: activateConsultantFixtures,
  refusedMessage: 'This is not possible in the current status: the search consultant is already accepted.',
  german: {
    args: {
      consultantName: 'Dr. Maximiliane Müller-Lüdenscheidt, Nordlicht Executive Partners',
      vacancyTitle: 'Leiterin Qualitätssicherung und Arzneimittelzulassung Deutschland-Österreich-Schweiz',
    },
    title: 'Personalberater/in aktivieren',
    message: /Anfrage von Dr\. Maximiliane Müller-Lüdenscheidt/,
  },
});

// Each story names its play function (the shared set writes them), so Storybook's indexer sees it.
export const Default = { ...stories.Default, play: stories.Default.play };
export const Submitting = { ...stories.Submitting, play: stories.Submitting.play };
export const RefusedMessage = { ...stories.RefusedMessage, play: stories.RefusedMessage.play };
export const German = { ...stories.German, play: stories.German.play };
export const Keyboard = { ...stories.Keyboard, play: stories.Keyboard.play };
export const OutsideClickKeepsIt = { ...stories.OutsideClick, play: stories.OutsideClick.play };
