import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { reasonCommentStories, tooLongComment } from '../ReasonCommentDialog/reasonCommentStories';
import { WithdrawSubmissionDialog } from './WithdrawSubmissionDialog';
import { withdrawSubmissionFixtures } from './WithdrawSubmissionDialog.fixtures';

const meta = {
  title: 'Dialogs/WithdrawSubmissionDialog',
  component: WithdrawSubmissionDialog,
  args: { listTitle: 'Longlist QA leadership', onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Withdraw submission (000 §2, §3) on the shared **ReasonCommentDialog**: a comment and a copy to the employer, destructive. ' +
      'Validated by domain `withdrawSubmissionSchema`, the schema `PUT /candidate-list/{id}/withdraw` parses; a click outside does not close it.',
  ),
} satisfies Meta<typeof WithdrawSubmissionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const { stories, steps } = reasonCommentStories({
  Dialog: WithdrawSubmissionDialog,
  name: /Withdraw candidate list|Kandidatenliste zurückziehen/,
  trigger: 'Withdraw list',
  fixtures: withdrawSubmissionFixtures,
  invalid: tooLongComment,
  refusedFieldError: 'The comment may not contain a link.',
  refusedMessage: 'This is not possible in the current status: the candidate list is already withdrawn.',
  german: {
    args: { listTitle: 'Longlist Leitung Qualitätssicherung und Arzneimittelzulassung Deutschland-Österreich-Schweiz' },
  },
});

export const Empty: Story = {
  ...stories.Empty,
  play: async (context) => steps.Empty(context, /You withdraw the candidate list “Longlist QA leadership”/),
};
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) => {
    await steps.Filled(context, {
      comment: 'Two candidates accepted other offers; a new list follows.',
      sendCopyToEmployer: true,
    });
  },
};
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Kandidatenliste zurückziehen') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };
