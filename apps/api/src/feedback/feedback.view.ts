/** A feedback entry as the admins' list answers it. */
import type { InferOutput, productFeedbackResponse } from '@mandate/domain';
import type { FeedbackRow } from './feedback.queries';
import { iso } from '../db/values';

export const feedbackView = (row: FeedbackRow): InferOutput<typeof productFeedbackResponse> => ({
  id: Number(row.id),
  subject: row.subject,
  category: row.category,
  message: row.message,
  user: row.user_id === null ? null : { id: Number(row.user_id), fullName: row.user_name, email: row.user_email },
  creationDate: iso(row.created_at),
});
export type FeedbackView = ReturnType<typeof feedbackView>;
