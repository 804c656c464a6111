/** Answers about feedback to the platform (001 §2.5). */
import * as v from 'valibot';
import { id, isoDateTime, text } from './shared';

/** Feedback to the platform as stored: subject, category, message, who sent it and when. */
export const productFeedbackResponse = v.object({
  id: id(),
  subject: v.nullable(text()),
  category: v.nullable(text()),
  message: text(),
  user: v.nullable(v.object({ id: id(), fullName: v.nullable(text()), email: v.nullable(text()) })),
  creationDate: v.nullable(isoDateTime()),
});
