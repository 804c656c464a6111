import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { reasonCommentStories } from '../ReasonCommentDialog/reasonCommentStories';
import { RejectCandidateDialog } from './RejectCandidateDialog';
import { rejectCandidateFixtures } from './RejectCandidateDialog.fixtures';

const meta = {
  title: 'Dialogs/RejectCandidateDialog',
  component: RejectCandidateDialog,
  args: { candidateName: 'Sophie Weber', reasons: rejectCandidateFixtures.reasons, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Reject candidate (000 §2, §5) on the shared **ReasonCommentDialog**: a required reason from `candidate-reject-reasons` and a ' +
      'comment, destructive. Validated by domain `rejectCandidateSchema`, the schema `PUT /application/{id}/reject` parses; a click ' +
      'outside does not close it.',
  ),
} satisfies Meta<typeof RejectCandidateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const { stories, steps } = reasonCommentStories({
  Dialog: RejectCandidateDialog,
  name: /Reject candidate|Kandidat\/in ablehnen/,
  trigger: 'Reject candidate',
  reasonField: 'rejectReason',
  copyField: null,
  fixtures: rejectCandidateFixtures,
  refusedMessage: 'This is not possible in the current status: the candidate is already rejected.',
  german: {
    args: {
      candidateName: 'Maximiliane Müller-Lüdenscheidt-Oberhausen',
      reasons: [
        { id: 'skills', label: 'Fähigkeiten passen nicht' },
        { id: 'salary', label: 'Gehaltsvorstellungen zu hoch' },
      ],
    },
  },
});

export const Empty: Story = {
  ...stories.Empty,
  play: async (context) => steps.Empty(context, /Sophie Weber is rejected for this vacancy/),
};
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) =>
    steps.Filled(context, {
      rejectReason: 'experience',
      comment: 'We need someone who has led an inspection already.',
    }),
};
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const LoadingReasons: Story = { ...stories.LoadingReasons, play: async (context) => steps.LoadingReasons(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Kandidat/in ablehnen') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };
