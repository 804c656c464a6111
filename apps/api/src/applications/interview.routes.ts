/**
 * Interviews (001 §7.5): `POST /application/{id}/interview/create`, `POST /interview/list`,
 * `PUT /interview/{id}/edit`, `PUT /interview/{id}/cancel`. Thin handlers: parse with domain's
 * schemas, then the service (authorisation, transaction, mail).
 */
import { interviewCancelSchema, interviewListQuerySchema, interviewSchema } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { doc, idParam } from '../http/route';
import { parse } from '../http/validation';
import { interviewService } from './interview.service';

const TAG = 'Applications';

/** Interviews (`/application/{id}/interview/create`, `/interview/…`). */
export async function interviewRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const interviews = interviewService(db);

  app.post(
    '/application/:id/interview/create',
    doc(
      TAG,
      'Schedule an interview (date, time zone, duration, on site/video/phone, participants, note); the application moves to interview',
      interviewSchema,
    ),
    async (request) => {
      const user = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const body = parse(request, interviewSchema, request.body ?? {});
      return { result: await interviews.schedule(request, user, id, body) };
    },
  );

  app.post(
    '/interview/list',
    doc(TAG, 'Interviews by application, vacancy or status, by date', interviewListQuerySchema),
    async (request) => {
      const user = requireUser(request);
      const query = parse(request, interviewListQuerySchema, request.body ?? {});
      return { result: await interviews.list(request, user, query) };
    },
  );

  app.put('/interview/:id/edit', doc(TAG, 'Move or change a scheduled interview', interviewSchema), async (request) => {
    const user = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const body = parse(request, interviewSchema, request.body ?? {});
    return { result: await interviews.edit(request, user, id, body) };
  });

  app.put('/interview/:id/cancel', doc(TAG, 'Cancel a scheduled interview (comment)', interviewCancelSchema), async (request) => {
    const user = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const body = parse(request, interviewCancelSchema, request.body ?? {});
    return { result: await interviews.cancel(request, user, id, body.comment) };
  });
}
