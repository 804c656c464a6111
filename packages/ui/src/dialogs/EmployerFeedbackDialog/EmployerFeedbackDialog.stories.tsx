import type { Meta } from '@storybook/react-vite';
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

const { german, ...shared } = feedbackStoryConfig(assessmentLevels, filled.assessmentLevel);
const stories = reasonCommentStories({
  ...shared,
  Dialog: EmployerFeedbackDialog,
  name: /Edit employer feedback|Feedback des Arbeitgebers bearbeiten/,
  intro: /Your feedback on the candidate list “Longlist QA leadership”/,
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
    title: 'Feedback des Arbeitgebers bearbeiten',
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
