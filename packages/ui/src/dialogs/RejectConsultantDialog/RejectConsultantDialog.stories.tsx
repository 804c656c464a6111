import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { reasonCommentStories } from '../ReasonCommentDialog/reasonCommentStories';
import { RejectConsultantDialog } from './RejectConsultantDialog';
import { rejectConsultantFixtures } from './RejectConsultantDialog.fixtures';

const meta = {
  title: 'Dialogs/RejectConsultantDialog',
  component: RejectConsultantDialog,
  args: { consultantName: 'Anna Brunner', onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Reject search consultant (001 §2.5) on the shared **ReasonCommentDialog**: the reason is the required text. Validated by ' +
      'domain `rejectRecruiterSchema`, the schema `PUT /job-recruiter/{id}/reject` parses; a click outside does not close it.',
  ),
} satisfies Meta<typeof RejectConsultantDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const { stories, steps } = reasonCommentStories({
  Dialog: RejectConsultantDialog,
  name: /Reject search consultant|Personalberater\/in ablehnen/,
  trigger: 'Reject',
  comment: 'Reason',
  copy: 'Send a copy to the search consultant',
  copyField: 'sendCopyToRecruiter',
  fixtures: rejectConsultantFixtures,
  keyboardComment: 'Not a fit for this search.',
  refusedMessage: 'This is not possible in the current status: the search consultant is already rejected.',
  german: {
    args: { consultantName: 'Dr. Maximiliane Müller-Lüdenscheidt, Nordlicht Executive Partners' },
    comment: 'Grund',
  },
});

export const Empty: Story = {
  ...stories.Empty,
  play: async (context) => steps.Empty(context, /Anna Brunner no longer works on this vacancy/),
};
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) =>
    steps.Filled(context, {
      comment: 'We work with two consultants who already cover this market.',
      sendCopyToRecruiter: true,
    }),
};
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Personalberater/in ablehnen') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };
