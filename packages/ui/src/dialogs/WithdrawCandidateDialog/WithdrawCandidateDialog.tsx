import { withdrawCandidateSchema, type WithdrawCandidatePayload } from '@mandate/domain';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ReasonCommentDialog, type ReasonCommentPassThrough, type ReasonListProps } from '../ReasonCommentDialog/ReasonCommentDialog';
import { formatIntro, messages } from './WithdrawCandidateDialog.messages';

/** What the form edits: the select's key, the comment as typed, the copy flag. */
export type WithdrawCandidateValues = { withdrawReason: Key | null; comment: string; sendCopyToEmployer: boolean };

export interface WithdrawCandidateDialogProps
  extends Omit<ReasonCommentPassThrough<WithdrawCandidatePayload>, 'defaultValues'>, ReasonListProps {
  /** The candidate's name, named in the explanation. */
  candidateName: string;
  /** Values to start with. @default empty, no copy */
  defaultValues?: Partial<WithdrawCandidateValues>;
}

/**
 * Withdraw candidate (001 §2.5): the search consultant withdraws a submitted candidate with a
 * required reason from `candidate-withdraw-reasons`, a comment and a copy to the employer; No/Yes.
 * `PUT /application/{id}/withdraw` parses the same `withdrawCandidateSchema`. A click outside does
 * not close it.
 */
export function WithdrawCandidateDialog({ candidateName, ...props }: WithdrawCandidateDialogProps) {
  const intl = useIntl();
  return (
    <ReasonCommentDialog
      {...props}
      schema={withdrawCandidateSchema}
      reasonField="withdrawReason"
      copyField="sendCopyToEmployer"
      isDestructive
      texts={{
        title: intl.formatMessage(messages.title),
        intro: formatIntro(intl, candidateName),
      }}
    />
  );
}

export default WithdrawCandidateDialog;
