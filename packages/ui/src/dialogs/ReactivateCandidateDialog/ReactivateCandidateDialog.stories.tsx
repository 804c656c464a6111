import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Default: Story = { ...stories.Default, play: async (context) => steps.Default(context, { comment: null }) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Kandidat/in reaktivieren') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const KeyboardNo: Story = { ...stories.KeyboardNo, play: async (context) => steps.KeyboardNo(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };
