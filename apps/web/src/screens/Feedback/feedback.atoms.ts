import { listProductFeedback, sendProductFeedback } from '@mandate/api-client';
import type { ProductFeedbackPayload } from '@mandate/domain';
import { actionAtom } from '../../data/actionAtom';
import { listFamily, queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';
import { messages } from './Feedback.messages';

/** Feedback entries per page of the admins' list. */
export const FEEDBACK_PAGE_SIZE = 20;

/** `POST /user/feedback/list` of one page (from 0), newest first; the page shows its failures itself (403 for non-admins). */
const feedbackPageQuery = queryFamily('feedbackList', (page: number, api) => ({
  queryKey: queryKeys.feedbackList(page, FEEDBACK_PAGE_SIZE),
  queryFn: ({ signal }) => listProductFeedback(api, { page, pageSize: FEEDBACK_PAGE_SIZE }, { skipErrorHandler: true, signal }),
}));

/** The feedback list page: one page of entries, the total, and the state of loading (a refetch keeps the old page). */
export const feedbackListAtom = listFamily('feedbackList', feedbackPageQuery);

/** `POST /user/feedback/create`: stored and mailed to the admins; "Feedback sent". */
export const sendFeedbackAtom = actionAtom({
  debugLabel: 'sendFeedback',
  run: (api, payload: ProductFeedbackPayload, options) => sendProductFeedback(api, payload, options),
  invalidates: () => [queryKeys.feedbackLists],
  notice: () => ({ message: messages.sent }),
});
