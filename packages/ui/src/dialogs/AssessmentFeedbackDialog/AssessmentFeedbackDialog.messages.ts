import { defineMessages } from 'react-intl';

/** Texts the feedback dialogs share (edit feedback on an application, the employer's feedback on a candidate list). */
export const messages = defineMessages({
  feedback: {
    id: 'ui.assessmentFeedbackDialog.feedback',
    defaultMessage: 'Feedback',
    description: 'Label of the required feedback text of the employer on a candidate or a candidate list',
  },
  assessmentLevel: {
    id: 'ui.assessmentFeedbackDialog.assessmentLevel',
    defaultMessage: 'Assessment level',
    description: 'Label of the optional select of how the employer assesses the candidate or the candidate list (excellent … not suitable)',
  },
  loadingAssessmentLevels: {
    id: 'ui.assessmentFeedbackDialog.loadingAssessmentLevels',
    defaultMessage: 'Loading assessment levels…',
    description: 'Placeholder of the assessment-level select while the levels load',
  },
  cancel: { id: 'ui.assessmentFeedbackDialog.cancel', defaultMessage: 'Cancel', description: 'Cancel button of a feedback dialog' },
  save: {
    id: 'ui.assessmentFeedbackDialog.save',
    defaultMessage: 'Save',
    description: 'Confirm button of a feedback dialog: saves the feedback',
  },
});
