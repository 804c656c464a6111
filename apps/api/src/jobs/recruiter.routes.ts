import {
  allowedJobRecruiterActions,
  applySchema,
  computeRevenue,
  declineInvitationSchema,
  DEFAULT_REVENUE_SPLIT,
  inviteSchema,
  isAdmin,
  isRecruiter,
  jobRecruiterListQuerySchema,
  rejectRecruiterSchema,
  selectSuppliersSchema,
  statusCommentSchema,
  withdrawRecruiterSchema,
  safeString,
  type InferOutput,
  type revenueSplitResponse,
  type vacancyJobRecruiterResponse,
} from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { requestLocale, t } from '../http/i18n';
import { parse } from '../http/validation';
import { enqueueMail } from '../mail/outbox';
import { referenceLists } from '../reference/lists';
import { mailRecipient } from '../workflow/notify';
import { authorize, fieldError, idParam, missing, doc } from '../http/route';
import { num } from '../db/values';
import { ownOrganizationIds } from '../auth/viewer';
import { isEmployerSide, loadJob, recruiterContext, visibleJob } from './common';
import { type JobRow } from './job.queries';
import { listRelationRows, listVacancyRelations, loadRelation, organizationTypes } from './recruiter.queries';
import { jobRecruiterView } from './recruiter.view';
import { recruiterService } from './recruiter.service';
const TAG = 'Consultants on vacancies';

const revenueSplitParams = v.object({
  companyId: v.pipe(safeString(), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number)),
  agencyId: v.pipe(safeString(), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number)),
});
const revenueSplitQuery = v.object({
  jobId: v.optional(v.pipe(safeString(), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number))),
  totalCompensation: v.optional(v.pipe(safeString(), v.regex(/^\d{1,12}$/, 'domain.error.type'), v.transform(Number))),
});

/** Consultants on vacancies (001 §7.4) under /api/job-recruiter and /api/job/{id}/job-recruiter. */
export async function jobRecruiterRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const { relationView, onRelation, ownAction, inviteAll } = recruiterService(db);

  app.get(
    '/job/:id/job-recruiter',
    doc(TAG, 'The consultants on a vacancy with what the viewer may do with each (consultants see only themselves)'),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const job = await visibleJob(db, request, viewer, id);
      const employer = isEmployerSide(viewer, job);
      const rows = await listVacancyRelations(db, id, employer ? null : viewer.id);
      // Each row with what this viewer may do with it now (the domain machine decides, 001 §4.2).
      const items: InferOutput<typeof vacancyJobRecruiterResponse>[] = rows.map((row) => ({
        ...jobRecruiterView(row),
        actions: allowedJobRecruiterActions(viewer, recruiterContext(job, num(row.recruiter_id), row.status, row.terms_agreed_at !== null)),
      }));
      return { result: { items, total: rows.length } };
    },
  );

  app.post(
    '/job-recruiter/list',
    doc(TAG, 'Consultants on vacancies: a consultant’s own (invitations), or those on the viewer’s vacancies', jobRecruiterListQuerySchema),
    async (request) => {
      const viewer = requireUser(request);
      const body = parse(request, jobRecruiterListQuerySchema, request.body ?? {});
      const orgs = ownOrganizationIds(viewer);
      const scope = isAdmin(viewer)
        ? null
        : { userId: viewer.id, organizationIds: orgs.length && !isRecruiter(viewer) ? viewer.managedOrganizations.map((o) => o.id) : null };
      const { rows, total } = await listRelationRows(db, scope, body);
      return { result: { items: rows.map((row) => jobRecruiterView(row)), total: num(total) } };
    },
  );

  for (const suffix of ['view', 'get']) {
    app.get(`/job-recruiter/:id/${suffix}`, doc(TAG, 'A consultant on a vacancy with the logs of their status'), async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const relation = await loadRelation(db, 'r.id = $1', [id]);
      if (!relation) throw missing(request);
      const job = await visibleJob(db, request, viewer, num(relation.job_id));
      if (!isEmployerSide(viewer, job) && num(relation.recruiter_id) !== viewer.id) throw missing(request);
      return { result: await relationView(db, id) };
    });
  }

  app.post(
    '/job/:id/job-recruiter/invite',
    doc(TAG, 'Invite consultants to a vacancy (several at once; text and its language)', inviteSchema),
    async (request) => {
      const body = parse(request, inviteSchema, request.body ?? {});
      return inviteAll(request, body.recruiters, { kind: 'invite', language: body.language, comment: body.comment });
    },
  );

  app.post(
    '/job/:id/job-recruiter/select',
    doc(TAG, 'Select consultants as suppliers of a vacancy (001 §2.5; admins give the mail’s subject and body)', selectSuppliersSchema()),
    async (request) => {
      // Admins edit the selected-recruiter template (both parts required); the others' mail is the stored one.
      const admin = isAdmin(requireUser(request));
      const body = parse(request, selectSuppliersSchema({ isAdmin: admin }), request.body ?? {});
      return inviteAll(request, body.recruiters, {
        kind: 'selected-recruiter',
        language: body.language,
        comment: null,
        // The admin's schema requires both parts; the type is the union of both roles' schemas.
        given: admin && body.comment?.subject && body.comment.body ? { subject: body.comment.subject, body: body.comment.body } : null,
      });
    },
  );

  app.post(
    '/job/:id/job-recruiter/invitation/accept',
    doc(TAG, 'Accept an invitation (cover letter required)', applySchema),
    async (request) => {
      const body = parse(request, applySchema, request.body ?? {});
      return ownAction(request, 'accept-invitation', { comment: body.comment, notify: 'author', storeComment: true });
    },
  );

  app.post(
    '/job/:id/job-recruiter/invitation/decline',
    doc(TAG, 'Decline an invitation (reason, comment, copy to employer)', declineInvitationSchema),
    async (request) => {
      const body = parse(request, declineInvitationSchema, request.body ?? {});
      return ownAction(request, 'decline-invitation', {
        reason: body.declineReason,
        comment: body.comment,
        details: { sendCopyToEmployer: body.sendCopyToEmployer },
        notify: body.sendCopyToEmployer ? 'author' : null,
      });
    },
  );

  app.post(
    '/job/:id/job-recruiter/request',
    doc(TAG, 'Apply to work on a vacancy (cover letter required)', applySchema),
    async (request) => {
      const body = parse(request, applySchema, request.body ?? {});
      return ownAction(request, 'request', { comment: body.comment, source: 'request', notify: 'author', storeComment: true });
    },
  );

  app.put('/job-recruiter/:id/approve', doc(TAG, 'Approve a consultant’s request', statusCommentSchema), async (request) => {
    const body = parse(request, statusCommentSchema, request.body ?? {});
    return onRelation(request, 'approve', () => ({ comment: body.comment, notify: 'recruiter' }));
  });

  app.put(
    '/job-recruiter/:id/reject',
    doc(TAG, 'Reject a consultant (reason text, copy to the consultant)', rejectRecruiterSchema),
    async (request) => {
      const body = parse(request, rejectRecruiterSchema, request.body ?? {});
      return onRelation(request, 'reject', () => ({
        comment: body.comment,
        details: { sendCopyToRecruiter: body.sendCopyToRecruiter },
        notify: body.sendCopyToRecruiter ? 'recruiter' : null,
      }));
    },
  );

  app.put('/job-recruiter/:id/reactivate', doc(TAG, 'Accept a rejected consultant again', statusCommentSchema), async (request) => {
    const body = parse(request, statusCommentSchema, request.body ?? {});
    return onRelation(request, 'reactivate', () => ({ comment: body.comment, notify: 'recruiter' }));
  });

  app.put(
    '/job-recruiter/:id/withdraw',
    doc(TAG, 'The consultant withdraws from a vacancy (reason, comment, copy to employer)', withdrawRecruiterSchema),
    async (request) => {
      const body = parse(request, withdrawRecruiterSchema, request.body ?? {});
      return onRelation(request, 'withdraw', () => ({
        reason: body.withdrawReason,
        comment: body.comment,
        details: { sendCopyToEmployer: body.sendCopyToEmployer },
        notify: body.sendCopyToEmployer ? 'author' : null,
      }));
    },
  );

  app.put('/job-recruiter/:id/withdraw-invitation', doc(TAG, 'Withdraw an open invitation', statusCommentSchema), async (request) => {
    const body = parse(request, statusCommentSchema, request.body ?? {});
    return onRelation(request, 'withdraw-invitation', () => ({ comment: body.comment, notify: 'recruiter' }));
  });

  app.put(
    '/job-recruiter/:id/request-testimonial',
    doc(TAG, 'Ask the employer for a testimonial (accepted consultants)', statusCommentSchema),
    async (request) => {
      const viewer = requireUser(request);
      const body = parse(request, statusCommentSchema, request.body ?? {});
      const answer = await onRelation(request, 'request-testimonial', () => ({ comment: body.comment }));
      // The request mail goes to the vacancy's author (outside the first transaction: nothing to roll back with it).
      await db.transaction(async (tx) => {
        const job = await loadJob(tx, answer.result.job.id, viewer.id);
        const target = job ? await mailRecipient(tx, num(job.author_id)) : null;
        if (!job || !target) return;
        await enqueueMail(tx, {
          kind: 'testimonial-request',
          to: target.email,
          subject: t(target.locale, 'testimonial-request-subject', { job: job.title }),
          text: t(target.locale, 'testimonial-request-body', { job: job.title, recruiter: answer.result.recruiter.fullName }),
        });
      });
      return answer;
    },
  );

  app.get(
    '/company/:companyId/agency/:agencyId/revenue-split',
    {
      schema: {
        tags: [TAG],
        summary: 'The revenue split between a company and an agency, for a vacancy (?jobId=, ?totalCompensation=)',
        security: [{ token: [] }],
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const { companyId, agencyId } = parse(request, revenueSplitParams, request.params);
      const query = parse(request, revenueSplitQuery, request.query ?? {});
      const orgs = await organizationTypes(db, [companyId, agencyId]);
      const company = orgs.find((o) => num(o.id) === companyId);
      const agency = orgs.find((o) => num(o.id) === agencyId);
      if (!company || !agency) throw missing(request);
      if (company.type !== 'company') throw fieldError(request, 'companyId', 'not-a-company');
      if (agency.type !== 'agency') throw fieldError(request, 'agencyId', 'not-an-agency');
      const mine = ownOrganizationIds(viewer);
      authorize(request, isAdmin(viewer) || mine.includes(companyId) || mine.includes(agencyId));
      let job: JobRow | undefined;
      if (query.jobId) {
        job = await visibleJob(db, request, viewer, query.jobId);
        if (job.organization_id === null || num(job.organization_id) !== companyId)
          throw fieldError(request, 'jobId', 'not-in-organization');
      }
      const locale = requestLocale(request);
      const splits = referenceLists['revenue-splits']!(locale);
      const split = splits.find((s) => s.code === job?.revenue_split) ?? splits.find((s) => s.code === DEFAULT_REVENUE_SPLIT.code)!;
      const percentage = Number(split.extra?.percentage ?? DEFAULT_REVENUE_SPLIT.percentage);
      const successFee = job
        ? {
            successFeePercentage: job.success_fee_percentage === null ? null : Number(job.success_fee_percentage),
            successFeeFixedAmount: job.success_fee_fixed_amount,
          }
        : null;
      const result: InferOutput<typeof revenueSplitResponse> = {
        company: { id: companyId },
        agency: { id: agencyId },
        job: job ? { id: num(job.id) } : null,
        revenueSplit: { code: String(split.code), label: split.label[locale], percentage },
        successFee: successFee ? { percentage: successFee.successFeePercentage, fixed: successFee.successFeeFixedAmount } : null,
        ...computeRevenue({ totalCompensation: query.totalCompensation ?? null, successFee, splitPercentage: percentage }),
      };
      return { result };
    },
  );
}
