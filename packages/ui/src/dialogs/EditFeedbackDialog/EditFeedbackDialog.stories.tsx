import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { feedbackStoryConfig } from '../AssessmentFeedbackDialog/assessmentFeedbackStories';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { reasonCommentStories } from '../ReasonCommentDialog/reasonCommentStories';
import { EditFeedbackDialog } from './EditFeedbackDialog';
import { editFeedbackFixtures } from './EditFeedbackDialog.fixtures';

const { assessmentLevels, feedbackId, given, filled } = editFeedbackFixtures;

const meta = {
  title: 'Dialogs/EditFeedbackDialog',
  component: EditFeedbackDialog,
  args: { candidateName: 'Sophie Weber', feedbackId, assessmentLevels, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Edit feedback (000 §2, §3) on the shared **FeedbackDialog** (ReasonCommentDialog with the text as `feedback` and the ' +
      'assessment level from `assessment-levels` as its own field): Cancel/Save. Validated by domain `applicationFeedbackSchema`, ' +
      'the schema `PUT /application/{id}/feedback/{fid}/edit` parses; the payload carries the feedback’s `id`.',
  ),
} satisfies Meta<typeof EditFeedbackDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const { german, ...shared } = feedbackStoryConfig(assessmentLevels, filled.assessmentLevel, { id: feedbackId });
const { stories, steps } = reasonCommentStories({
  ...shared,
  Dialog: EditFeedbackDialog,
  name: /Edit feedback|Feedback bearbeiten/,
  trigger: 'Edit feedback',
  fixtures: editFeedbackFixtures,
  refusedFieldError: 'The feedback may not contain a link.',
  refusedMessage: 'This feedback was deleted in the meantime.',
  german: {
    ...german,
    args: {
      candidateName: 'Maximiliane Müller-Lüdenscheidt-Oberhausen',
      assessmentLevels: [
        { id: 'excellent', label: 'Ausgezeichnet' },
        { id: 'unsuitable', label: 'Nicht geeignet' },
      ],
    },
  },
});

export const Empty: Story = { ...stories.Empty, play: async (context) => steps.Empty(context, /Your feedback on Sophie Weber/) };
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) => {
    await steps.Filled(context, {
      id: 1,
      feedback: 'Convincing in both interviews; references confirm her leadership.',
      assessmentLevel: 'good',
    });
  },
};
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Feedback bearbeiten') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };

/** The screen passes the feedback given so far: it shows, and a change to the text sends the level as it was. */
export const EditsGivenFeedback: Story = {
  args: { defaultValues: given },
  play: async ({ args }) => {
    const d = await screen.findByRole('dialog', { name: 'Edit feedback' });
    const text = within(d).getByRole('textbox', { name: /Feedback/ });
    await expect(text).toHaveValue(given.feedback);
    await expect(within(d).getByRole('button', { name: /Assessment level/ })).toHaveTextContent('Excellent');
    await userEvent.clear(text);
    await userEvent.type(text, filled.feedback);
    await userEvent.click(within(d).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ id: feedbackId, feedback: filled.feedback, assessmentLevel: 'excellent' }),
    );
  },
};
