import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { feedbackStoryConfig } from '../AssessmentFeedbackDialog/assessmentFeedbackStories';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { reasonCommentStories } from '../ReasonCommentDialog/reasonCommentStories';
import { EmployerFeedbackDialog } from './EmployerFeedbackDialog';
import { employerFeedbackFixtures } from './EmployerFeedbackDialog.fixtures';

const { assessmentLevels, filled } = employerFeedbackFixtures;

const meta = {
  title: 'Dialogs/EmployerFeedbackDialog',
  component: EmployerFeedbackDialog,
  args: { listTitle: 'Longlist QA leadership', assessmentLevels, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Edit employer feedback on a candidate list (000 §2) on the shared **FeedbackDialog**: feedback text and assessment level, ' +
      'Cancel/Save. Validated by domain `applicationFeedbackSchema`, the schema `PUT /candidate-list/{id}/feedback/edit` parses.',
  ),
} satisfies Meta<typeof EmployerFeedbackDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const { german, ...shared } = feedbackStoryConfig(assessmentLevels, filled.assessmentLevel);
const { stories, steps } = reasonCommentStories({
  ...shared,
  Dialog: EmployerFeedbackDialog,
  name: /Edit employer feedback|Feedback des Arbeitgebers bearbeiten/,
  trigger: 'Give feedback',
  fixtures: employerFeedbackFixtures,
  refusedFieldError: 'The feedback may not contain a link.',
  refusedMessage: 'This is not possible in the current status: the candidate list was withdrawn.',
  german: {
    ...german,
    args: {
      listTitle: 'Longlist Leitung Qualitätssicherung und Arzneimittelzulassung Deutschland-Österreich-Schweiz',
      assessmentLevels: [
        { id: 'excellent', label: 'Ausgezeichnet' },
        { id: 'unsuitable', label: 'Nicht geeignet' },
      ],
    },
  },
});

export const Empty: Story = {
  ...stories.Empty,
  play: async (context) => {
    await steps.Empty(context);
    // The intro names what the dialog acts on.
    await expect(screen.getByText(/Your feedback on the candidate list “Longlist QA leadership”/)).toBeVisible();
  },
};
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) => {
    await steps.Filled(context);
    // Exactly the payload the server's call takes (the contract test sends the same to the server).
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      feedback: 'Well researched; three profiles we want to meet. More from Austria, please.',
      assessmentLevel: 'excellent',
    });
  },
};
export const InvalidSubmit: Story = {
  ...stories.InvalidSubmit,
  play: async (context) => {
    await steps.InvalidSubmit(context);
    // Nothing is sent while invalid.
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
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
export const RefusedFieldErrors: Story = {
  ...stories.RefusedFieldErrors,
  play: async (context) => {
    await steps.RefusedFieldErrors(context);
    // Sent once; the refusal keeps the dialog open for a fix.
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
export const UnexpectedFailure: Story = {
  ...stories.UnexpectedFailure,
  play: async (context) => {
    await steps.UnexpectedFailure(context);
    // Sent once; the failure keeps the dialog open.
    await expect(context.args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
export const German: Story = {
  ...stories.German,
  play: async (context) => {
    await steps.German(context);
    // The title in German.
    await expect(screen.getByRole('heading', { name: 'Feedback des Arbeitgebers bearbeiten' })).toBeVisible();
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
