import { useIntl } from 'react-intl';
import { AssessmentFeedbackDialog, type AssessmentFeedbackPassThrough } from '../AssessmentFeedbackDialog/AssessmentFeedbackDialog';
import { formatIntro, messages } from './EmployerFeedbackDialog.messages';

export interface EmployerFeedbackDialogProps extends AssessmentFeedbackPassThrough {
  /** The candidate list's title, named in the explanation. */
  listTitle: string;
}

/**
 * Edit employer feedback (000 §2): the employer's feedback on a candidate list, text (required) and
 * assessment level; Cancel/Save. `PUT /candidate-list/{id}/feedback/edit` parses the same
 * `applicationFeedbackSchema`; a list has one feedback, so the payload carries no id. The screen
 * passes the feedback so far as `defaultValues`.
 */
export function EmployerFeedbackDialog({ listTitle, ...props }: EmployerFeedbackDialogProps) {
  const intl = useIntl();
  return <AssessmentFeedbackDialog {...props} texts={{ title: intl.formatMessage(messages.title), intro: formatIntro(intl, listTitle) }} />;
}

export default EmployerFeedbackDialog;
