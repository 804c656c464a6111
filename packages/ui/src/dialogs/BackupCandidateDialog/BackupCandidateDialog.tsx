import { backupCandidateSchema, type BackupCandidatePayload } from '@mandate/domain';
import { useIntl } from 'react-intl';
import { ReasonCommentDialog, type ReasonCommentPassThrough } from '../ReasonCommentDialog/ReasonCommentDialog';
import { formatIntro, messages } from './BackupCandidateDialog.messages';

/** What the form edits: the comment as typed. */
export type BackupCandidateValues = { comment: string };

export interface BackupCandidateDialogProps extends Omit<ReasonCommentPassThrough<BackupCandidatePayload>, 'defaultValues'> {
  /** The candidate's name, named in the explanation. */
  candidateName: string;
  /** Values to start with. @default empty */
  defaultValues?: Partial<BackupCandidateValues>;
}

/**
 * Back up candidate (000 §2): the employer keeps a candidate as a backup, with an optional comment;
 * No/Yes. `PUT /application/{id}/backup` parses the same `backupCandidateSchema`. A click outside
 * does not close it (the comment would be lost).
 */
export function BackupCandidateDialog({ candidateName, ...props }: BackupCandidateDialogProps) {
  const intl = useIntl();
  return (
    <ReasonCommentDialog
      {...props}
      schema={backupCandidateSchema}
      texts={{ title: intl.formatMessage(messages.title), intro: formatIntro(intl, candidateName) }}
    />
  );
}

export default BackupCandidateDialog;
