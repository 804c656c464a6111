import { reactivateCandidateSchema } from '@mandate/domain';
import { useIntl } from 'react-intl';
import { ConfirmActionDialog, type ConfirmActionPassThrough } from '../ConfirmActionDialog/ConfirmActionDialog';
import { formatMessage, messages } from './ReactivateCandidateDialog.messages';

export interface ReactivateCandidateDialogProps extends ConfirmActionPassThrough {
  /** The candidate's name. */
  candidateName: string;
}

/**
 * Reactivate candidate (000 §2): a confirmation, Yes/No, on the shared ConfirmActionDialog.
 * `PUT /application/{id}/reactivate` parses `reactivateCandidateSchema`: the payload is
 * `{ comment: null }`. A click outside does not close it (001 §2.5 lists reactivate).
 */
export function ReactivateCandidateDialog({ candidateName, ...props }: ReactivateCandidateDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmActionDialog
      {...props}
      schema={reactivateCandidateSchema}
      texts={{ title: intl.formatMessage(messages.title), message: formatMessage(intl, candidateName) }}
    />
  );
}

export default ReactivateCandidateDialog;
