import { applicationFeedbackSchema, can } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { authorize, idParam, missing, doc } from '../http/route';

const TAG = 'Applications';
import { feedbackOf, insertFeedback, loadFeedback, updateFeedback } from './feedback.queries';
import { feedbackView } from './application.view';
import { employerSide, applicationService } from './application.service';
const feedbackParams = v.object({ id: idParam.entries.id, fid: idParam.entries.id });

/** Employer feedback on an application (`/application/{id}/feedback/…`). */
export async function feedbackRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const { load } = applicationService(db);
  // ---- feedback ------------------------------------------------------------------------------------
  app.get('/application/:id/feedback/list', doc(TAG, 'Employer feedback on an application'), async (request) => {
    const user = requireUser(request);
    const row = await load(request, user);
    authorize(request, can(user, 'feedback-view', employerSide(row)));
    const rows = await feedbackOf(db, row.id);
    return { result: { items: rows.map(feedbackView), total: rows.length } };
  });

  app.post(
    '/application/:id/feedback/create',
    doc(TAG, 'Give feedback (text, assessment level)', applicationFeedbackSchema),
    async (request) => {
      const user = requireUser(request);
      const row = await load(request, user);
      authorize(request, can(user, 'feedback-create', employerSide(row)));
      const body = parse(request, applicationFeedbackSchema, request.body);
      const created = await insertFeedback(db, {
        applicationId: row.id,
        authorId: user.id,
        feedback: body.feedback,
        assessmentLevel: body.assessmentLevel,
      });
      return { result: feedbackView((await loadFeedback(db, created))!) };
    },
  );

  app.put('/application/:id/feedback/:fid/edit', doc(TAG, 'Edit feedback', applicationFeedbackSchema), async (request) => {
    const user = requireUser(request);
    const { id, fid } = parse(request, feedbackParams, request.params);
    const row = await load(request, user, id);
    authorize(request, can(user, 'feedback-edit', employerSide(row)));
    const body = parse(request, applicationFeedbackSchema, request.body);
    const updated = await updateFeedback(db, {
      id: fid,
      applicationId: row.id,
      feedback: body.feedback,
      assessmentLevel: body.assessmentLevel,
    });
    if (!updated) throw missing(request);
    return { result: feedbackView((await loadFeedback(db, fid))!) };
  });
}
