import { rejectCandidateSchema, type RejectCandidatePayload } from '@mandate/domain';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ReasonCommentDialog, type ReasonCommentPassThrough, type ReasonListProps } from '../ReasonCommentDialog/ReasonCommentDialog';
import { formatIntro, messages } from './RejectCandidateDialog.messages';

/** What the form edits: the select's key, the comment as typed. */
export type RejectCandidateValues = { rejectReason: Key | null; comment: string };

export interface RejectCandidateDialogProps
  extends Omit<ReasonCommentPassThrough<RejectCandidatePayload>, 'defaultValues'>, ReasonListProps {
  /** The candidate's name, named in the explanation. */
  candidateName: string;
  /** Values to start with. @default empty */
  defaultValues?: Partial<RejectCandidateValues>;
}

/**
 * Reject candidate (000 §2, §5): the employer rejects a candidate with a required reason from
 * `candidate-reject-reasons` and a comment; No/Yes, destructive. `PUT /application/{id}/reject`
 * parses the same `rejectCandidateSchema`. A click outside does not close it.
 */
export function RejectCandidateDialog({ candidateName, ...props }: RejectCandidateDialogProps) {
  const intl = useIntl();
  return (
    <ReasonCommentDialog
      {...props}
      schema={rejectCandidateSchema}
      reasonField="rejectReason"
      isDestructive
      texts={{ title: intl.formatMessage(messages.title), intro: formatIntro(intl, candidateName) }}
    />
  );
}

export default RejectCandidateDialog;
