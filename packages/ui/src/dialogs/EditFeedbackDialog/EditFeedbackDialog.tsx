import { useIntl } from 'react-intl';
import { AssessmentFeedbackDialog, type AssessmentFeedbackPassThrough } from '../AssessmentFeedbackDialog/AssessmentFeedbackDialog';
import { formatIntro, messages } from './EditFeedbackDialog.messages';

export interface EditFeedbackDialogProps extends AssessmentFeedbackPassThrough {
  /** The candidate's name, named in the explanation. */
  candidateName: string;
  /** The id of the feedback edited (the `{fid}` of the call), sent as the payload's `id` (000 §3). */
  feedbackId: number;
}

/**
 * Edit feedback (000 §2, §3): the employer's feedback text (required) and assessment level on an
 * application; Cancel/Save. `PUT /application/{id}/feedback/{fid}/edit` parses the same
 * `applicationFeedbackSchema`; the payload is `{ id, feedback, assessmentLevel }`. The screen passes
 * the feedback so far as `defaultValues`.
 */
export function EditFeedbackDialog({ candidateName, ...props }: EditFeedbackDialogProps) {
  const intl = useIntl();
  return (
    <AssessmentFeedbackDialog {...props} texts={{ title: intl.formatMessage(messages.title), intro: formatIntro(intl, candidateName) }} />
  );
}

export default EditFeedbackDialog;
