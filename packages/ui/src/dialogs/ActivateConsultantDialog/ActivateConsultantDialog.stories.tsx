import type { Meta, StoryObj } from '@storybook/react-vite';
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
type Story = StoryObj<typeof meta>;

const { stories, steps } = confirmActionStories({
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
    message: /Anfrage von Dr\. Maximiliane Müller-Lüdenscheidt/,
  },
});

export const Default: Story = { ...stories.Default, play: async (context) => steps.Default(context, { comment: null }) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Personalberater/in aktivieren') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const KeyboardNo: Story = { ...stories.KeyboardNo, play: async (context) => steps.KeyboardNo(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };
