import {
  applicationCreateSchema,
  applicationEditSchema,
  applicationListQuerySchema,
  applicationMatchSchema,
  applicationRatingSchema,
  applicationReviewSchema,
  backupCandidateSchema,
  can,
  candidateIdentityKeys,
  decideJobRecruiterAction,
  isAdmin,
  offerSchema,
  reactivateCandidateSchema,
  rejectCandidateSchema,
  withdrawCandidateSchema,
  type ApplicationStatus,
  type JobRecruiterStatus,
} from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { CountCache } from '../db/countCache';
import { orderBy } from '../db/keyset';
import { pageSql } from '../db/paging';
import { requestLocale } from '../http/i18n';
import { parse } from '../http/validation';
import { attachFilesOrRefuse } from '../files/links';
import { statusLogOf, writeStatusLog } from '../workflow/statusLog';
import { messageNotice, notifyUser } from '../workflow/notify';
import { enforce } from '../workflow/transition';
import { candidateFileOwners, candidateOwner, canViewCandidate, loadCandidate } from './candidates';
import { owningSubmission, ownedConflict, recordConflict } from './ownership';
import { authorize, fieldError, idParam, doc, conflictOf } from '../http/route';
import { jobForRecruiterRules, loadJob, type JobFacts } from './common';

const TAG = 'Applications';
/** Totals of 1,000 applications and more are reused for 5 s (docs/decisions/0012-api-request-cost.md). */
const longTotals = new CountCache();
import { type ApplicationRow, APPLICATION_SELECT, applicationListWhere, applicationSortKeys } from './application.queries';
import { listEntry } from './application.view';
import { recruiterSide, employerSide, todayFor, applicationService } from './application.service';
import { placementRoutes } from './placement.routes';
import { feedbackRoutes } from './feedback.routes';
import { interviewRoutes } from './interview.routes';
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
      const candidate = await loadCandidate(db, body.candidateId);
      if (!candidate || !can(user, 'candidate-view', candidateOwner(candidate)))
        throw fieldError(request, 'candidateId', 'unknown-candidate');
      if (candidate.status !== 'active') throw fieldError(request, 'candidateId', 'candidate-not-active');
      if (candidate.consent_id === null) throw fieldError(request, 'consent', 'candidate-consent-missing');
      // An admin submits on behalf of the candidate's consultant.
      const recruiterId = isAdmin(user) ? Number(candidate.owner_id) : user.id;
      const [recruiter] = await db.query<{ organization_id: string | null }>('SELECT organization_id FROM users WHERE id = $1', [
        recruiterId,
      ]);
      const agencyId = recruiter?.organization_id == null ? null : Number(recruiter.organization_id);
      const keys = candidateIdentityKeys({
        firstName: candidate.first_name,
        lastName: candidate.last_name,
        email: candidate.email,
        phone: candidate.phone,
        dateOfBirth: candidate.date_of_birth === null ? null : String(candidate.date_of_birth),
      });
      let refusedBy: { job: JobFacts; owner: NonNullable<Awaited<ReturnType<typeof owningSubmission>>> } | null = null;
      try {
        const id = await db.transaction(async (tx) => {
          const job = await loadJob(tx, body.jobId, true);
          if (!job) throw fieldError(request, 'jobId', 'unknown-job');
          const [jr] = await tx.query<{ id: string; status: JobRecruiterStatus }>(
            'SELECT id, status FROM job_recruiters WHERE job_id = $1 AND recruiter_id = $2',
            [job.id, recruiterId],
          );
          enforce(
            request,
            decideJobRecruiterAction(
              user,
              {
                job: jobForRecruiterRules(job),
                recruiterId,
                recruiterStatus: jr?.status ?? null,
              },
              'submit-candidate',
            ),
          );
          const [existing] = await tx.query('SELECT 1 FROM applications WHERE job_id = $1 AND candidate_id = $2', [job.id, candidate.id]);
          if (existing) throw conflictOf(request, 'application-exists');
          // The vacancy's row lock serialises submissions to one vacancy; the ownership check runs
          // under an advisory lock per employer so two agencies cannot both pass it at once.
          await tx.query('SELECT pg_advisory_xact_lock(727100, $1::int)', [(job.organizationId ?? 0) % 2_000_000_000]);
          const owner = await owningSubmission(tx, job, { id: Number(candidate.id), keys }, { id: recruiterId, organizationId: agencyId });
          if (owner) {
            refusedBy = { job, owner };
            throw ownedConflict(request, owner);
          }
          const [created] = await tx.query<{ id: string }>(
            `INSERT INTO applications (job_id, candidate_id, recruiter_id, job_recruiter_id, company_organization_id, agency_organization_id,
                                     comment, attachment_ids)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
            [job.id, candidate.id, recruiterId, jr?.id ?? null, job.organizationId, agencyId, body.comment, body.attachments],
          );
          const appId = Number(created!.id);
          await attachFilesOrRefuse(tx, request, 'attachments', {
            user,
            owner: { type: 'application', id: appId },
            fileIds: body.attachments,
            sharesWith: await candidateFileOwners(tx, Number(candidate.id)),
          });
          await writeStatusLog(tx, user, {
            entityType: 'application',
            entityId: appId,
            jobId: job.id,
            action: 'create',
            from: null,
            to: 'proposed',
            comment: body.comment,
          });
          await tx.query('UPDATE jobs SET candidates_count = candidates_count + 1, updated_at = now() WHERE id = $1', [job.id]);
          await tx.query(
            `INSERT INTO user_history (user_id, kind, job_id, application_id, application_status, country_code, sector, department, search_type, experience_level)
           SELECT $1, 'application', j.id, $2, 'proposed', j.country_code, j.sectors[1], j.departments[1], j.search_types[1], j.experience_level
             FROM jobs j WHERE j.id = $3`,
            [recruiterId, appId, job.id],
          );
          if (job.authorId !== user.id) {
            await notifyUser(
              tx,
              messageNotice(job.authorId, 'application-create', 'mail-application-new-subject', 'mail-application-new-body', () => ({
                recruiter: user.name,
                candidate: `${candidate.first_name} ${candidate.last_name}`,
                job: job.title,
              })),
            );
          }
          return appId;
        });
        reply.code(200);
        return { result: await view(user, id, requestLocale(request)) };
      } catch (error) {
        const refusal = refusedBy as { job: JobFacts; owner: NonNullable<Awaited<ReturnType<typeof owningSubmission>>> } | null;
        if (refusal) {
          // The refusal stands even if recording it fails: the 409 is the answer either way.
          try {
            await recordConflict(
              db,
              user,
              refusal.job,
              { id: Number(candidate.id), fullName: `${candidate.first_name} ${candidate.last_name}` },
              refusal.owner,
            );
          } catch (recordError) {
            request.log.error({ err: recordError }, 'recording an ownership conflict failed');
          }
        }
        throw error;
      }
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
      const [existing] = await db.query<{ id: string; status: ApplicationStatus }>(
        'SELECT id, status FROM applications WHERE job_id = $1 AND candidate_id = $2',
        [job.id, candidateId],
      );
      const owner = await owningSubmission(
        db,
        job,
        {
          id: candidateId,
          keys: candidateIdentityKeys({
            firstName: candidate.first_name,
            lastName: candidate.last_name,
            email: candidate.email,
            phone: candidate.phone,
            dateOfBirth: candidate.date_of_birth === null ? null : String(candidate.date_of_birth),
          }),
        },
        { id: user.id, organizationId: user.organizationId },
      );
      return {
        result: {
          application: existing ? { id: Number(existing.id), status: { code: existing.status } } : null,
          ownedBy: owner
            ? {
                recruiter: { id: owner.recruiterId, fullName: owner.recruiterName },
                organization: owner.organizationId === null ? null : { id: owner.organizationId, name: owner.organizationName },
                since: owner.since,
                until: owner.until,
                matchedKeys: owner.matchedKeys,
              }
            : null,
        },
      };
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
      const params: unknown[] = [];
      const p = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      const whereSql = applicationListWhere(user, any, query, p);
      const order = orderBy(applicationSortKeys(query));
      const countParams = [...params];
      const size = query.pageSize ?? 20;
      // The count joins only what its conditions read (an admin's plain list counts applications alone).
      const from = `FROM applications a${any ? '' : ' JOIN jobs j ON j.id = a.job_id'}`;
      const countSql = `SELECT count(*) AS total FROM (SELECT 1 ${from} ${whereSql} LIMIT 10001) s`;
      const [rows, total] = await Promise.all([
        db.query<ApplicationRow>(`${APPLICATION_SELECT} ${whereSql} ORDER BY ${order} ${pageSql(size, query.page * size, p)}`, params),
        longTotals.total(db, countSql, countParams),
      ]);
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
      await tx.query(
        'UPDATE applications SET comment = $2, attachment_ids = coalesce($3, attachment_ids), updated_at = now() WHERE id = $1',
        [row.id, body.comment, body.attachments ?? null],
      );
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
      await db.query('UPDATE applications SET rating = $2, updated_at = now() WHERE id = $1', [row.id, body.rating]);
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
