import type { InferOutput, ProductFeedbackListQuery, ProductFeedbackPayload, productFeedbackResponse } from '@mandate/domain';
import type { ApiClient } from './client';
import { operation, type CallOptions } from './operation';
import type { ListPage } from './shapes';

/** Feedback to the platform as stored (001 §2.5): who sent it and when. */
export type ProductFeedbackRecord = InferOutput<typeof productFeedbackResponse>;

/** `POST /user/feedback/create`: sends the FeedbackDialog's payload; the admins get it by mail. */
export const sendProductFeedback = operation(
  'POST',
  '/user/feedback/create',
  (route) =>
    (client: ApiClient, body: ProductFeedbackPayload, options: CallOptions = {}): Promise<ProductFeedbackRecord> =>
      route.call(client, { body }, options),
);

/** `POST /user/feedback/list`: the feedback sent, newest first (admins). */
export const listProductFeedback = operation(
  'POST',
  '/user/feedback/list',
  (route) =>
    (
      client: ApiClient,
      query: Partial<ProductFeedbackListQuery> = {},
      options: CallOptions = {},
    ): Promise<ListPage<ProductFeedbackRecord>> =>
      route.call(client, { body: query }, options),
);
