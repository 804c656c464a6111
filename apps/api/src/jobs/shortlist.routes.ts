import { safeString, shortlistCreateSchema, shortlistReviewSchema } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { doc, idParam } from '../http/route';
import { parse } from '../http/validation';
import { shortlistService } from './shortlist.service';

const TAG = 'Vacancies';

const listQuery = v.object({
  jobId: v.optional(v.pipe(safeString('domain.error.type'), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number))),
});

/** Shortlists of a vacancy for review by line managers, and their print pages' data. */
export async function shortlistRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const shortlists = shortlistService(db);

  app.post(
    '/job/:id/shortlist/create',
    doc(TAG, 'Send a shortlist of the vacancy’s applications to reviewers', shortlistCreateSchema),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const body = parse(request, shortlistCreateSchema, request.body ?? {});
      return { result: await shortlists.create(request, viewer, id, body) };
    },
  );

  app.get(
    '/job/shortlist/list',
    doc(TAG, 'The shortlists sent to the viewer and those of their vacancies, newest first (?jobId=)'),
    async (request) => {
      const viewer = requireUser(request);
      const { jobId } = parse(request, listQuery, request.query ?? {});
      return { result: await shortlists.list(viewer, jobId) };
    },
  );

  app.get(
    '/job/shortlist/:id/view',
    doc(TAG, 'A shortlist with its candidates (for the vacancy’s employer side and its reviewers)'),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      return { result: await shortlists.view(request, viewer, id) };
    },
  );

  app.post(
    '/job/shortlist/:id/review',
    doc(TAG, 'A reviewer’s assessment of one candidate of the shortlist (applicationId, assessmentLevel, feedback)', shortlistReviewSchema),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const body = parse(request, shortlistReviewSchema, request.body ?? {});
      return { result: await shortlists.review(request, viewer, id, body) };
    },
  );

  app.get(
    '/job/:id/shortlist/candidates',
    doc(TAG, 'The vacancy’s shortlisted candidates (employer side: all in the running; a reviewer: those sent to them)'),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      return { result: await shortlists.jobCandidates(request, viewer, id) };
    },
  );
}
