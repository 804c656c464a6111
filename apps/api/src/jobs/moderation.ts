import { can, vacancyListQuerySchema, type JobStatus } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { authorize, doc } from '../http/route';
import { jobListItem } from './common';
import { moderationPage } from './vacancy.queries';

const TAG = 'Vacancies';

/** The statuses in which a vacancy flagged for premoderation still waits for an admin (not closed, cancelled or deleted). */
export const moderationStatuses = ['draft', 'active', 'on-hold'] as const satisfies readonly JobStatus[];

/**
 * `POST /job/moderation-list`: the vacancies waiting for moderation (their `premoderation` flag set,
 * 001 §3 Job), for the admin's home. Admins only (`job-edit-any`); the body is the vacancy list's
 * query (search, statuses among {@link moderationStatuses}, sort, paging); answers `{ items, total }`
 * in the list's item shape.
 */
export async function vacancyModerationRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post(
    '/job/moderation-list',
    doc(TAG, 'Vacancies waiting for moderation (admins); { items, total }', vacancyListQuerySchema),
    async (request) => {
      const viewer = requireUser(request);
      authorize(request, can(viewer, 'job-edit-any'));
      const body = parse(request, vacancyListQuerySchema, request.body ?? {});
      const statuses = body.statuses.filter((s) => (moderationStatuses as readonly JobStatus[]).includes(s));
      // Asked only for statuses in which nothing waits (closed, cancelled…): nothing.
      if (body.statuses.length > 0 && statuses.length === 0) return { result: { items: [], total: 0 } };
      const { rows, total } = await moderationPage(db, viewer, {
        ...body,
        statuses: body.statuses.length ? statuses : [...moderationStatuses],
      });
      return { result: { items: rows.map((row) => jobListItem(row, viewer)), total } };
    },
  );
}
