import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
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

export const Default: Story = {
  ...stories.Default,
  play: async (context) => {
    await steps.Default(context);
    // Exactly the payload the server's call takes (the contract test sends the same to the server).
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ comment: null });
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
export const RefusedMessage: Story = {
  ...stories.RefusedMessage,
  play: async (context) => {
    await steps.RefusedMessage(context);
    // Sent once; the refusal keeps the dialog open.
    await expect(context.args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
export const German: Story = {
  ...stories.German,
  play: async (context) => {
    await steps.German(context);
    // The title in German.
    await expect(screen.getByRole('heading', { name: 'Personalberater/in aktivieren' })).toBeVisible();
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
