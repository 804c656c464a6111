import { declineInvitationSchema, type DeclineInvitationPayload } from '@mandate/domain';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ReasonCommentDialog, type ReasonCommentPassThrough, type ReasonListProps } from '../ReasonCommentDialog/ReasonCommentDialog';
import { formatIntro, messages } from './DeclineInvitationDialog.messages';

/** What the form edits: the select's key, the comment as typed, the copy flag. */
export type DeclineInvitationValues = { declineReason: Key | null; comment: string; sendCopyToEmployer: boolean };

export interface DeclineInvitationDialogProps
  extends Omit<ReasonCommentPassThrough<DeclineInvitationPayload>, 'defaultValues'>, ReasonListProps {
  /** The vacancy's title, named in the explanation. */
  vacancyTitle: string;
  /** Values to start with. @default empty, no copy */
  defaultValues?: Partial<DeclineInvitationValues>;
}

/**
 * Decline invitation (001 §2.5): the invited search consultant declines with a required reason from
 * `invitation-decline-reasons`, a comment and a copy to the employer; No/Yes.
 * `POST /job/{id}/job-recruiter/invitation/decline` parses the same `declineInvitationSchema`.
 * 001 §2.5 does not list it among the dialogs a click outside must not close.
 */
export function DeclineInvitationDialog({ vacancyTitle, ...props }: DeclineInvitationDialogProps) {
  const intl = useIntl();
  return (
    <ReasonCommentDialog
      {...props}
      schema={declineInvitationSchema}
      reasonField="declineReason"
      copyField="sendCopyToEmployer"
      isDismissable
      texts={{
        title: intl.formatMessage(messages.title),
        intro: formatIntro(intl, vacancyTitle),
      }}
    />
  );
}

export default DeclineInvitationDialog;
