import { withdrawRecruiterSchema, type WithdrawRecruiterPayload } from '@mandate/domain';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ReasonCommentDialog, type ReasonCommentPassThrough, type ReasonListProps } from '../ReasonCommentDialog/ReasonCommentDialog';
import { formatIntro, messages } from './WithdrawApplicationDialog.messages';

/** What the form edits: the select's key, the comment as typed, the copy flag. */
export type WithdrawApplicationValues = { withdrawReason: Key | null; comment: string; sendCopyToEmployer: boolean };

export interface WithdrawApplicationDialogProps
  extends Omit<ReasonCommentPassThrough<WithdrawRecruiterPayload>, 'defaultValues'>, ReasonListProps {
  /** The vacancy's title, named in the explanation. */
  vacancyTitle: string;
  /** Values to start with. @default empty, no copy */
  defaultValues?: Partial<WithdrawApplicationValues>;
}

/**
 * Recruiter withdraws own application (001 §2.5): the search consultant stops working on a vacancy
 * with a required reason from `recruiter-withdraw-reasons`, a comment and a copy to the employer;
 * Cancel/Withdraw. `PUT /job-recruiter/{id}/withdraw` parses the same `withdrawRecruiterSchema`.
 * A click outside does not close it.
 */
export function WithdrawApplicationDialog({ vacancyTitle, ...props }: WithdrawApplicationDialogProps) {
  const intl = useIntl();
  return (
    <ReasonCommentDialog
      {...props}
      schema={withdrawRecruiterSchema}
      reasonField="withdrawReason"
      copyField="sendCopyToEmployer"
      isDestructive
      texts={{
        title: intl.formatMessage(messages.title),
        intro: formatIntro(intl, vacancyTitle),
        confirm: intl.formatMessage(messages.withdraw),
        cancel: intl.formatMessage(messages.cancel),
      }}
    />
  );
}

export default WithdrawApplicationDialog;
