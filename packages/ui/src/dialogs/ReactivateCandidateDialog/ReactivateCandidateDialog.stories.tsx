import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
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
type Story = StoryObj<typeof meta>;

const { stories, steps } = confirmActionStories({
  Dialog: ReactivateCandidateDialog,
  name: /Reactivate candidate|Kandidat\/in reaktivieren/,
  message: /Reactivate Jonas Keller\? The application returns to the status it had before/,
  trigger: 'Reactivate',
  fixtures: reactivateCandidateFixtures,
  refusedMessage: 'This is not possible in the current status: the candidate is in the running.',
  german: {
    args: { candidateName: 'Maximiliane Müller-Lüdenscheidt-Oberhausen' },
    message: /Maximiliane Müller-Lüdenscheidt-Oberhausen/,
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
    await expect(screen.getByRole('heading', { name: 'Kandidat/in reaktivieren' })).toBeVisible();
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
