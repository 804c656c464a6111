/**
 * Scheduling, changing and cancelling an interview on the applications tab: only the interview
 * dialogs use these, so they load with them on first use (decision 0043). A change refetches the
 * vacancy's page (the application moves to interview, its log and counts change).
 */
import { cancelInterview, createInterview, editInterview } from '@mandate/api-client';
import type { Id, InterviewCancelPayload, InterviewPayload } from '@mandate/domain';
import { actionAtom } from '../../data/actionAtom';
import { queryKeys } from '../../data/queryKeys';
import { interviewDialogMessages as messages } from './InterviewDialogs.messages';

interface OnInterview<P> {
  vacancyId: Id;
  /** The application. */
  id: Id;
  /** The candidate, for the notice. */
  name: string;
  payload: P;
}

const vacancyChanged = ({ vacancyId }: { vacancyId: Id }) => [queryKeys.vacancyAll(vacancyId)];

/** `POST /application/{id}/interview/create`: schedules an interview; the application moves to interview. */
export const scheduleInterviewAtom = actionAtom({
  debugLabel: 'scheduleInterview',
  run: (api, { id, payload }: OnInterview<InterviewPayload>, options) => createInterview(api, id, payload, options),
  invalidates: vacancyChanged,
  notice: ({ name }) => ({ message: messages.scheduled, values: { name } }),
});

/** `PUT /interview/{id}/edit`: moves or changes a scheduled interview. */
export const editInterviewAtom = actionAtom({
  debugLabel: 'editInterview',
  run: (api, { interviewId, payload }: OnInterview<InterviewPayload> & { interviewId: Id }, options) =>
    editInterview(api, interviewId, payload, options),
  invalidates: vacancyChanged,
  notice: ({ name }) => ({ message: messages.changed, values: { name } }),
});

/** `PUT /interview/{id}/cancel`: cancels a scheduled interview. */
export const cancelInterviewAtom = actionAtom({
  debugLabel: 'cancelInterview',
  run: (api, { interviewId, payload }: OnInterview<InterviewCancelPayload> & { interviewId: Id }, options) =>
    cancelInterview(api, interviewId, payload, options),
  invalidates: vacancyChanged,
  notice: ({ name }) => ({ message: messages.cancelled, values: { name } }),
});
