import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
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
type Story = StoryObj<typeof meta>;

const { stories, steps } = confirmActionStories({
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
    message: /Dr\. Maximiliane Müller-Lüdenscheidt/,
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
    await expect(screen.getByRole('heading', { name: 'Personalberater/in reaktivieren' })).toBeVisible();
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
