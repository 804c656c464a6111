import {
  applicationCreateSchema,
  applicationEditSchema,
  applicationListQuerySchema,
  applicationMatchSchema,
  applicationRatingSchema,
  applicationReviewSchema,
  backupCandidateSchema,
  can,
  isAdmin,
  offerSchema,
  reactivateCandidateSchema,
  rejectCandidateSchema,
  withdrawCandidateSchema,
} from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { requestLocale } from '../http/i18n';
import { parse } from '../http/validation';
import { attachFilesOrRefuse } from '../files/links';
import { statusLogOf } from '../workflow/statusLog';
import { enforce } from '../workflow/transition';
import { candidateFileOwners, canViewCandidate, loadCandidate } from './candidates';
import { authorize, fieldError, idParam, doc } from '../http/route';
import { loadJob } from './common';
import { listApplications, updateApplicationComment, updateApplicationRating } from './application.queries';
import { listEntry, matchView } from './application.view';
import { matchApplication, submitApplication } from './submission.service';
import { recruiterSide, employerSide, todayFor, applicationService } from './application.service';
import { placementRoutes } from './placement.routes';
import { feedbackRoutes } from './feedback.routes';
import { interviewRoutes } from './interview.routes';

const TAG = 'Applications';
const reviewParams = v.object({
  id: idParam.entries.id,
  step: v.picklist(['hr', 'line-manager'], 'domain.error.option'),
});

/** Applications (`/application/…`, 001 §7.5): create, match, list, view, logs, edit, rating, status actions. */
export async function applicationWorkflowRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const { load, view, transition } = applicationService(db);
  // ---- create, match, list, view, edit, rating, logs ---------------------------------------------
  app.post(
    '/application/create',
    doc(
      TAG,
      'Submit a candidate (accepted consultant, active vacancy accepting candidates, consent; 409 when another agency owns the person)',
      applicationCreateSchema,
    ),
    async (request, reply) => {
      const user = requireUser(request);
      authorize(request, can(user, 'application-create'));
      const body = parse(request, applicationCreateSchema, request.body);
      const id = await submitApplication(db, request, user, await loadCandidate(db, body.candidateId), body);
      reply.code(200);
      return { result: await view(user, id, requestLocale(request)) };
    },
  );

  app.post(
    '/application/match',
    doc(TAG, 'Whether a candidate is on the vacancy already, and who owns the person at its employer', applicationMatchSchema),
    async (request) => {
      const user = requireUser(request);
      authorize(request, can(user, 'application-create'));
      const body = parse(request, applicationMatchSchema, request.body);
      const candidateId = typeof body.candidate === 'number' ? body.candidate : body.candidate.id;
      const candidate = await loadCandidate(db, candidateId);
      if (!candidate || !(await canViewCandidate(db, user, candidate))) throw fieldError(request, 'candidate', 'unknown-candidate');
      const job = await loadJob(db, body.jobId);
      if (!job) throw fieldError(request, 'jobId', 'unknown-job');
      return { result: matchView(await matchApplication(db, user, candidate, job)) };
    },
  );

  app.post(
    '/application/list',
    doc(TAG, 'Applications the user may see: filters, paging, sort; answers { items, total }', applicationListQuerySchema),
    async (request) => {
      const user = requireUser(request);
      const query = parse(request, applicationListQuerySchema, request.body ?? {});
      const any = can(user, 'application-view-any');
      authorize(request, any || user.permissions.includes('application-view-own'));
      const { rows, total } = await listApplications(db, user, any, query);
      const locale = requestLocale(request);
      return { result: { items: rows.map((row) => listEntry(row, locale)), total: Math.min(total, 10_000), totalCapped: total > 10_000 } };
    },
  );

  app.get(
    '/application/:id/view',
    doc(TAG, 'An application with logs, feedback, placement and the actions allowed now'),
    async (request) => {
      const user = requireUser(request);
      const row = await load(request, user);
      return { result: await view(user, Number(row.id), requestLocale(request), row) };
    },
  );

  app.get('/application/:id/logs', doc(TAG, 'The status log (audit trail) of an application'), async (request) => {
    const user = requireUser(request);
    const row = await load(request, user);
    const logs = await statusLogOf(db, 'application', Number(row.id));
    return { result: { items: logs, total: logs.length } };
  });

  app.put('/application/:id/edit', doc(TAG, 'The consultant edits comment and attachments', applicationEditSchema), async (request) => {
    const user = requireUser(request);
    const row = await load(request, user);
    authorize(request, can(user, 'application-edit', recruiterSide(row)));
    const body = parse(request, applicationEditSchema, request.body ?? {});
    if (['recruited', 'rejected', 'withdrawn'].includes(row.status)) enforce(request, { allowed: false, reason: 'status-not-allowed' });
    await db.transaction(async (tx) => {
      if (body.attachments) {
        await attachFilesOrRefuse(tx, request, 'attachments', {
          user,
          owner: { type: 'application', id: Number(row.id) },
          fileIds: body.attachments,
          current: row.attachment_ids.map(Number),
          sharesWith: await candidateFileOwners(tx, Number(row.candidate_id)),
        });
      }
      await updateApplicationComment(tx, row.id, body.comment, body.attachments ?? null);
    });
    return { result: await view(user, Number(row.id), requestLocale(request)) };
  });

  app.put(
    '/application/:id/rating/edit',
    doc(TAG, 'The employer rates the candidate (half stars)', applicationRatingSchema),
    async (request) => {
      const user = requireUser(request);
      const row = await load(request, user);
      authorize(request, can(user, 'application-rating', employerSide(row)));
      const body = parse(request, applicationRatingSchema, request.body);
      await updateApplicationRating(db, row.id, body.rating);
      return { result: await view(user, Number(row.id), requestLocale(request)) };
    },
  );

  // ---- transitions ---------------------------------------------------------------------------------
  app.put(
    '/application/:id/withdraw',
    doc(TAG, 'Withdraw the candidate (reason, comment, copy to the employer)', withdrawCandidateSchema),
    async (request) => {
      const user = requireUser(request);
      const row = await load(request, user);
      const body = parse(request, withdrawCandidateSchema, request.body);
      return transition(request, user, Number(row.id), 'withdraw', {
        comment: body.comment,
        reason: body.withdrawReason,
        columns: { withdraw_reason: body.withdrawReason },
        notify: body.sendCopyToEmployer ? 'employer' : null,
      });
    },
  );

  app.put('/application/:id/reject', doc(TAG, 'Reject the candidate (reason, comment)', rejectCandidateSchema), async (request) => {
    const user = requireUser(request);
    const row = await load(request, user);
    const body = parse(request, rejectCandidateSchema, request.body);
    return transition(request, user, Number(row.id), 'reject', {
      comment: body.comment,
      reason: body.rejectReason,
      columns: { reject_reason: body.rejectReason },
    });
  });

  app.put('/application/:id/backup', doc(TAG, 'Back up the candidate (comment)', backupCandidateSchema), async (request) => {
    const user = requireUser(request);
    const row = await load(request, user);
    const body = parse(request, backupCandidateSchema, request.body ?? {});
    return transition(request, user, Number(row.id), 'backup', { comment: body.comment });
  });

  app.put('/application/:id/offer', doc(TAG, 'Make an offer (comment; admins give the date)', offerSchema()), async (request) => {
    const user = requireUser(request);
    const row = await load(request, user);
    const body = parse(request, offerSchema({ today: todayFor(request), isAdmin: isAdmin(user) }), request.body);
    // An admin records an offer made earlier: the log carries that day (noon UTC, the same day in every zone).
    const at = body.creationDate ? `${body.creationDate}T12:00:00Z` : null;
    return transition(request, user, Number(row.id), 'offer', { comment: body.comment, at });
  });

  app.put(
    '/application/:id/reactivate',
    doc(TAG, 'Reactivate: back to the status before rejected, withdrawn or backed-up', reactivateCandidateSchema),
    async (request) => {
      const user = requireUser(request);
      const row = await load(request, user);
      const body = parse(request, reactivateCandidateSchema, request.body ?? {});
      return transition(request, user, Number(row.id), 'reactivate', {
        comment: body.comment,
        columns: { reject_reason: null, withdraw_reason: null },
      });
    },
  );

  app.post(
    '/application/:id/review/:step',
    doc(TAG, 'Forward to HR review (hr) or line-manager review (line-manager)', applicationReviewSchema),
    async (request) => {
      const user = requireUser(request);
      const { id, step } = parse(request, reviewParams, request.params);
      const row = await load(request, user, id);
      const body = parse(request, applicationReviewSchema, request.body ?? {});
      return transition(request, user, Number(row.id), step === 'hr' ? 'review' : 'line-review', { comment: body.comment });
    },
  );

  await placementRoutes(app, { db });
  await feedbackRoutes(app, { db });
  await interviewRoutes(app, { db });
}
