import { rejectSubmissionSchema, type RejectSubmissionPayload } from '@mandate/domain';
import { useIntl } from 'react-intl';
import { ReasonCommentDialog, type ReasonCommentPassThrough } from '../ReasonCommentDialog/ReasonCommentDialog';
import { formatIntro, messages } from './RejectSubmissionDialog.messages';

/** What the form edits: the comment as typed. */
export type RejectSubmissionValues = { comment: string };

export interface RejectSubmissionDialogProps extends Omit<ReasonCommentPassThrough<RejectSubmissionPayload>, 'defaultValues'> {
  /** The candidate list's title, named in the explanation. */
  listTitle: string;
  /** Values to start with. @default empty */
  defaultValues?: Partial<RejectSubmissionValues>;
}

/**
 * Reject submission (000 §2): the employer rejects a candidate list with a comment; No/Yes,
 * destructive, not closed by a click outside. `PUT /candidate-list/{id}/reject` parses the same
 * `rejectSubmissionSchema`.
 */
export function RejectSubmissionDialog({ listTitle, ...props }: RejectSubmissionDialogProps) {
  const intl = useIntl();
  return (
    <ReasonCommentDialog
      {...props}
      schema={rejectSubmissionSchema}
      isDestructive
      texts={{ title: intl.formatMessage(messages.title), intro: formatIntro(intl, listTitle) }}
    />
  );
}

export default RejectSubmissionDialog;
