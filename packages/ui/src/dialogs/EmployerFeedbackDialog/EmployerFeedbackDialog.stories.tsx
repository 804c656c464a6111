import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
  play: async (context) => steps.Empty(context, /Your feedback on the candidate list “Longlist QA leadership”/),
};
export const Filled: Story = {
  ...stories.Filled,
  play: async (context) => {
    await steps.Filled(context, {
      feedback: 'Well researched; three profiles we want to meet. More from Austria, please.',
      assessmentLevel: 'excellent',
    });
  },
};
export const InvalidSubmit: Story = { ...stories.InvalidSubmit, play: async (context) => steps.InvalidSubmit(context) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Feedback des Arbeitgebers bearbeiten') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const OutsideClickKeepsIt: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };
