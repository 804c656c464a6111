import { withdrawSubmissionSchema, type WithdrawSubmissionPayload } from '@mandate/domain';
import { useIntl } from 'react-intl';
import { ReasonCommentDialog, type ReasonCommentPassThrough } from '../ReasonCommentDialog/ReasonCommentDialog';
import { formatIntro, messages } from './WithdrawSubmissionDialog.messages';

/** What the form edits: the comment as typed, the copy flag. */
export type WithdrawSubmissionValues = { comment: string; sendCopyToEmployer: boolean };

export interface WithdrawSubmissionDialogProps extends Omit<ReasonCommentPassThrough<WithdrawSubmissionPayload>, 'defaultValues'> {
  /** The candidate list's title, named in the explanation. */
  listTitle: string;
  /** Values to start with. @default empty, no copy */
  defaultValues?: Partial<WithdrawSubmissionValues>;
}

/**
 * Withdraw submission (000 §2, §3): the search consultant withdraws a candidate list with a comment
 * and a copy to the employer; No/Yes, destructive, not closed by a click outside.
 * `PUT /candidate-list/{id}/withdraw` parses the same `withdrawSubmissionSchema`.
 */
export function WithdrawSubmissionDialog({ listTitle, ...props }: WithdrawSubmissionDialogProps) {
  const intl = useIntl();
  return (
    <ReasonCommentDialog
      {...props}
      schema={withdrawSubmissionSchema}
      copyField="sendCopyToEmployer"
      isDestructive
      texts={{ title: intl.formatMessage(messages.title), intro: formatIntro(intl, listTitle) }}
    />
  );
}

export default WithdrawSubmissionDialog;
