import { applicationFeedbackSchema, can } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { authorize, idParam, missing, doc } from '../http/route';

const TAG = 'Applications';
import { type FeedbackRow, FEEDBACK_SELECT } from './application.queries';
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
    const rows = await db.query<FeedbackRow>(`${FEEDBACK_SELECT} WHERE f.application_id = $1 ORDER BY f.id`, [row.id]);
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
      const [created] = await db.query<{ id: string }>(
        'INSERT INTO application_feedback (application_id, author_id, feedback, assessment_level) VALUES ($1, $2, $3, $4) RETURNING id',
        [row.id, user.id, body.feedback, body.assessmentLevel],
      );
      const [saved] = await db.query<FeedbackRow>(`${FEEDBACK_SELECT} WHERE f.id = $1`, [created!.id]);
      return { result: feedbackView(saved!) };
    },
  );

  app.put('/application/:id/feedback/:fid/edit', doc(TAG, 'Edit feedback', applicationFeedbackSchema), async (request) => {
    const user = requireUser(request);
    const { id, fid } = parse(request, feedbackParams, request.params);
    const row = await load(request, user, id);
    authorize(request, can(user, 'feedback-edit', employerSide(row)));
    const body = parse(request, applicationFeedbackSchema, request.body);
    const updated = await db.query(
      'UPDATE application_feedback SET feedback = $3, assessment_level = $4, updated_at = now() WHERE id = $1 AND application_id = $2 RETURNING id',
      [fid, row.id, body.feedback, body.assessmentLevel],
    );
    if (!updated.length) throw missing(request);
    const [saved] = await db.query<FeedbackRow>(`${FEEDBACK_SELECT} WHERE f.id = $1`, [fid]);
    return { result: feedbackView(saved!) };
  });
}
