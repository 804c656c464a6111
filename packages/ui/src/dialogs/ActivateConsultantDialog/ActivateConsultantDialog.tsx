import { useIntl } from 'react-intl';
import { ConfirmActionDialog, type ConfirmActionPassThrough } from '../ConfirmActionDialog/ConfirmActionDialog';
import { formatMessage, messages } from './ActivateConsultantDialog.messages';

export interface ActivateConsultantDialogProps extends ConfirmActionPassThrough {
  /** The search consultant's name. */
  consultantName: string;
  /** The vacancy's title. */
  vacancyTitle: string;
}

/**
 * Activate search consultant (001 §2.5): the employer accepts a consultant's request to work on the
 * vacancy; Yes/No, on the shared ConfirmActionDialog. `PUT /job-recruiter/{id}/approve` parses
 * `statusCommentSchema`: the payload is `{ comment: null }`. A click outside does not close it.
 */
export function ActivateConsultantDialog({ consultantName, vacancyTitle, ...props }: ActivateConsultantDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmActionDialog
      {...props}
      texts={{ title: intl.formatMessage(messages.title), message: formatMessage(intl, consultantName, vacancyTitle) }}
    />
  );
}

export default ActivateConsultantDialog;
