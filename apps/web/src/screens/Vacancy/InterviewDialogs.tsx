import type { ApplicationRecord, InterviewRecord, Vacancy } from '@mandate/api-client';
import { interviewCancelSchema } from '@mandate/domain';
import { ConfirmActionDialog, formatInterviewDate, InterviewDialog } from '@mandate/ui';
import { useSetAtom } from 'jotai';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { interviewDialogMessages as messages } from './InterviewDialogs.messages';
import { cancelInterviewAtom, editInterviewAtom, scheduleInterviewAtom } from './interviewActions.atoms';

/** The interview dialogs of the applications tab. */
export type InterviewDialogAction = 'interview' | 'edit-interview' | 'cancel-interview';

/** The browser's time zone: the dialog's day and time are entered there (the server keeps it with the interview). */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export interface InterviewActionDialogProps {
  action: InterviewDialogAction;
  application: ApplicationRecord;
  vacancy: Vacancy;
  /** The interview changed or cancelled (not for `interview`, which schedules a new one). */
  interview: InterviewRecord | null;
  onClose: () => void;
}

/** Schedules, changes or cancels (with a confirmation) an interview; mounted while open, a refusal stays in the dialog. */
export function InterviewActionDialog({ action, application, vacancy, interview, onClose }: InterviewActionDialogProps) {
  const intl = useIntl();
  const schedule = useSetAtom(scheduleInterviewAtom);
  const edit = useSetAtom(editInterviewAtom);
  const cancel = useSetAtom(cancelInterviewAtom);
  const name = application.candidate.fullName;
  const on = { vacancyId: vacancy.id, id: application.id, name };
  if (action === 'interview') {
    return (
      <InterviewDialog
        candidateName={name}
        timeZone={browserZone()}
        onCancel={onClose}
        onSubmit={async (payload) => {
          await schedule({ ...on, payload });
          onClose();
        }}
      />
    );
  }
  if (!interview?.date) return null;
  if (action === 'edit-interview') {
    return (
      <InterviewDialog
        candidateName={name}
        timeZone={browserZone()}
        interview={{ ...interview, date: interview.date }}
        onCancel={onClose}
        onSubmit={async (payload) => {
          await edit({ ...on, interviewId: interview.id, payload });
          onClose();
        }}
      />
    );
  }
  return (
    <ConfirmActionDialog
      isDestructive
      schema={interviewCancelSchema}
      texts={{
        title: intl.formatMessage(messages.cancelTitle),
        message: intl.formatMessage(messages.cancelMessage as MessageDescriptor, {
          name,
          date: formatInterviewDate(intl, interview.date, interview.timeZone),
        }),
      }}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await cancel({ ...on, interviewId: interview.id, payload });
        onClose();
      }}
    />
  );
}
