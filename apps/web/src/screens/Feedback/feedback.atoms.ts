import { listProductFeedback, sendProductFeedback } from '@mandate/api-client';
import type { ProductFeedbackPayload } from '@mandate/domain';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { actionAtom } from '../../data/actionAtom';
import { queryFamily } from '../../data/queryFamily';
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
export const feedbackListAtom = atomFamily((page: number) => {
  const list = atom((get) => {
    const query = get(feedbackPageQuery(page));
    return {
      items: query.data?.items ?? [],
      total: query.data?.total ?? 0,
      isPending: query.isPending,
      error: query.isError ? query.error : null,
      retry: () => void query.refetch(),
    };
  });
  list.debugLabel = `feedbackList:${page}`;
  return list;
});

/** `POST /user/feedback/create`: stored and mailed to the admins; "Feedback sent". */
export const sendFeedbackAtom = actionAtom({
  debugLabel: 'sendFeedback',
  run: (api, payload: ProductFeedbackPayload, options) => sendProductFeedback(api, payload, options),
  invalidates: () => [queryKeys.feedbackLists],
  notice: () => ({ message: messages.sent }),
});
