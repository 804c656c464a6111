import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { reasonCommentStories, tooLongComment } from '../ReasonCommentDialog/reasonCommentStories';
import { RejectSubmissionDialog } from './RejectSubmissionDialog';
import { rejectSubmissionFixtures } from './RejectSubmissionDialog.fixtures';

const meta = {
  title: 'Dialogs/RejectSubmissionDialog',
  component: RejectSubmissionDialog,
  args: { listTitle: 'Longlist QA leadership', onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Reject submission (000 §2) on the shared **ReasonCommentDialog**: a comment, destructive. Validated by domain ' +
      '`rejectSubmissionSchema`, the schema `PUT /candidate-list/{id}/reject` parses; a click outside does not close it.',
  ),
} satisfies Meta<typeof RejectSubmissionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const { stories, steps } = reasonCommentStories({
  Dialog: RejectSubmissionDialog,
  name: /Reject candidate list|Kandidatenliste ablehnen/,
  trigger: 'Reject list',
  copyField: null,
  fixtures: rejectSubmissionFixtures,
  invalid: tooLongComment,
  refusedFieldError: 'The comment may not contain a link.',
  refusedMessage: 'This is not possible in the current status: the candidate list is already rejected.',
  german: {
    args: { listTitle: 'Longlist Leitung Qualitätssicherung und Arzneimittelzulassung Deutschland-Österreich-Schweiz' },
  },
});

export const Empty: Story = {
  ...stories.Empty,
  play: async (context) => steps.Empty(context, /The candidate list “Longlist QA leadership” is rejected/),
};
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) => steps.Filled(context, { comment: 'None of the profiles has led a regulatory team.' }),
};
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Kandidatenliste ablehnen') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };
