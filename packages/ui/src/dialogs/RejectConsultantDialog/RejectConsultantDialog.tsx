import { rejectRecruiterSchema, type RejectRecruiterPayload } from '@mandate/domain';
import { useIntl } from 'react-intl';
import { ReasonCommentDialog, type ReasonCommentPassThrough } from '../ReasonCommentDialog/ReasonCommentDialog';
import { messages as shared } from '../ReasonCommentDialog/ReasonCommentDialog.messages';
import { formatIntro, messages } from './RejectConsultantDialog.messages';

/** What the form edits: the reason as typed, the copy flag. */
export type RejectConsultantValues = { comment: string; sendCopyToRecruiter: boolean };

export interface RejectConsultantDialogProps extends Omit<ReasonCommentPassThrough<RejectRecruiterPayload>, 'defaultValues'> {
  /** The search consultant's name, named in the explanation. */
  consultantName: string;
  /** Values to start with. @default empty, no copy */
  defaultValues?: Partial<RejectConsultantValues>;
}

/**
 * Reject search consultant (001 §2.5): the employer rejects a consultant on a vacancy with a
 * required reason text (5 rows) and a copy to the consultant; Yes/No. `PUT /job-recruiter/{id}/reject`
 * parses the same `rejectRecruiterSchema`. A click outside does not close it.
 */
export function RejectConsultantDialog({ consultantName, ...props }: RejectConsultantDialogProps) {
  const intl = useIntl();
  return (
    <ReasonCommentDialog
      {...props}
      schema={rejectRecruiterSchema}
      copyField="sendCopyToRecruiter"
      isCommentRequired
      commentRows={5}
      isDestructive
      texts={{
        title: intl.formatMessage(messages.title),
        intro: formatIntro(intl, consultantName),
        comment: intl.formatMessage(shared.reason),
        sendCopy: intl.formatMessage(messages.sendCopyToRecruiter),
      }}
    />
  );
}

export default RejectConsultantDialog;
