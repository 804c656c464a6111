import { useIntl } from 'react-intl';
import { ConfirmActionDialog, type ConfirmActionPassThrough } from '../ConfirmActionDialog/ConfirmActionDialog';
import { formatMessage, messages } from './ReactivateConsultantDialog.messages';

export interface ReactivateConsultantDialogProps extends ConfirmActionPassThrough {
  /** The search consultant's name. */
  consultantName: string;
  /** The vacancy's title. */
  vacancyTitle: string;
}

/**
 * Reactivate search consultant (001 §2.5): the employer accepts a rejected consultant on the vacancy
 * again; Yes/No, on the shared ConfirmActionDialog. `PUT /job-recruiter/{id}/reactivate` parses
 * `statusCommentSchema`: the payload is `{ comment: null }`. A click outside does not close it.
 */
export function ReactivateConsultantDialog({ consultantName, vacancyTitle, ...props }: ReactivateConsultantDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmActionDialog
      {...props}
      texts={{ title: intl.formatMessage(messages.title), message: formatMessage(intl, consultantName, vacancyTitle) }}
    />
  );
}

export default ReactivateConsultantDialog;
