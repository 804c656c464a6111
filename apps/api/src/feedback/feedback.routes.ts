/**
 * Feedback to the platform (001 §2.5, §7.8): `POST /user/feedback/create` (the FeedbackDialog's
 * payload: subject, category, message) by any signed-in user, `POST /user/feedback/list` for admins.
 */
import { productFeedbackListQuerySchema, productFeedbackSchema } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { feedbackPage, sendFeedback } from './feedback.service';
import { doc } from '../http/route';

const TAG = 'Feedback';

export async function feedbackRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post(
    '/user/feedback/create',
    doc(TAG, 'Send feedback to the platform; mailed to the admins', productFeedbackSchema),
    async (request) => {
      const viewer = requireUser(request);
      const body = parse(request, productFeedbackSchema, request.body ?? {});
      return { result: await sendFeedback(db, request, viewer, body) };
    },
  );

  app.post('/user/feedback/list', doc(TAG, 'The feedback sent, newest first (admins)', productFeedbackListQuerySchema), async (request) => {
    const viewer = requireUser(request);
    const query = parse(request, productFeedbackListQuerySchema, request.body ?? {});
    return { result: await feedbackPage(db, request, viewer, query) };
  });
}
