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
const stories = reasonCommentStories({
  ...shared,
  Dialog: EditFeedbackDialog,
  name: /Edit feedback|Feedback bearbeiten/,
  intro: /Your feedback on Sophie Weber/,
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
    title: 'Feedback bearbeiten',
  },
});

// Each story names its play function (the shared set writes them), so Storybook's indexer sees it.
export const Empty = { ...stories.Empty, play: stories.Empty.play };
export const Filled = { ...stories.Filled, play: stories.Filled.play };
export const InvalidSubmit = { ...stories.InvalidSubmit, play: stories.InvalidSubmit.play };
export const Submitting = { ...stories.Submitting, play: stories.Submitting.play };
export const RefusedFieldErrors = { ...stories.RefusedFieldErrors, play: stories.RefusedFieldErrors.play };
export const RefusedMessage = { ...stories.RefusedMessage, play: stories.RefusedMessage.play };
export const UnexpectedFailure = { ...stories.UnexpectedFailure, play: stories.UnexpectedFailure.play };
export const German = { ...stories.German, play: stories.German.play };
export const Keyboard = { ...stories.Keyboard, play: stories.Keyboard.play };
export const OutsideClickKeepsIt = { ...stories.OutsideClick, play: stories.OutsideClick.play };

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
