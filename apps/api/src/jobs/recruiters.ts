import {
  allowedJobRecruiterActions,
  applySchema,
  computeRevenue,
  decideJobAction,
  decideJobRecruiterAction,
  declineInvitationSchema,
  DEFAULT_REVENUE_SPLIT,
  inviteSchema,
  isAdmin,
  isRecruiter,
  jobRecruiterDisplayStatus,
  jobRecruiterListQuerySchema,
  jobRecruiterTarget,
  rejectRecruiterSchema,
  selectSuppliersSchema,
  statusCommentSchema,
  withdrawRecruiterSchema,
  type JobRecruiterAction,
  type JobRecruiterStatus,
  type Locale,
  safeString,
} from '@mandate/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { requestLocale, t } from '../http/i18n';
import { parse } from '../http/validation';
import { enqueueMail } from '../mail/outbox';
import { referenceLists } from '../reference/lists';
import { recruiterStatusNotice } from './mail';
import { renderTemplate } from './templates';
import { statusLogsOf } from '../workflow/statusLog';
import { mailRecipient } from '../workflow/notify';
import { enforce, transition } from '../workflow/transition';
import { authorize, fieldError, idParam, missing, doc } from '../http/route';
import { num } from '../db/values';
import { ownOrganizationIds } from '../auth/viewer';
import {
  isBlacklisted,
  isEmployerSide,
  jobForRules,
  loadJob,
  recountRecruiters,
  recruiterContext,
  visibleJob,
  type JobRow,
  type Queryable,
  type Viewer,
} from './common';

const TAG = 'Consultants on vacancies';

/** A consultant's relation to a vacancy with the consultant's name and agency. */
interface JobRecruiterRow {
  id: string;
  job_id: string;
  recruiter_id: string;
  status: JobRecruiterStatus;
  source: 'invitation' | 'admin-invitation' | 'request';
  comment: string | null;
  invited_by: string | null;
  terms_agreed_at: Date | string | null;
  testimonial_requested_at: Date | string | null;
  placements_count: number;
  /** The candidates this consultant submitted to the vacancy (applications). */
  candidates_count: string | number;
  status_changed_at: Date | string;
  created_at: Date | string;
  first_name: string;
  last_name: string;
  organization_id: string | null;
  organization_name: string | null;
  job_title: string;
}

const JR_SELECT = `SELECT r.id, r.job_id, r.recruiter_id, r.status, r.source, r.comment, r.invited_by, r.terms_agreed_at,
       r.testimonial_requested_at, r.placements_count, r.status_changed_at, r.created_at, u.first_name, u.last_name,
       u.organization_id, o.name AS organization_name, j.title AS job_title,
       (SELECT count(*) FROM applications a WHERE a.job_id = r.job_id AND a.recruiter_id = r.recruiter_id) AS candidates_count
  FROM job_recruiters r JOIN users u ON u.id = r.recruiter_id JOIN jobs j ON j.id = r.job_id LEFT JOIN organizations o ON o.id = u.organization_id`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A consultant on a vacancy (001 §3 job-recruiter), with the displayed status of 000 §4. */
function jobRecruiterView(row: JobRecruiterRow, logs?: unknown[]) {
  return {
    id: num(row.id),
    job: { id: num(row.job_id), title: row.job_title },
    recruiter: {
      id: num(row.recruiter_id),
      fullName: `${row.first_name} ${row.last_name}`,
      organization: row.organization_id ? { id: num(row.organization_id), name: row.organization_name ?? '' } : null,
    },
    status: { code: row.status },
    displayStatus: { code: jobRecruiterDisplayStatus(row.status, row.source) },
    comment: row.comment,
    lastStatus: { source: { code: row.source }, creationDate: iso(row.status_changed_at) },
    termsAgreed: row.terms_agreed_at !== null,
    testimonialRequestDate: iso(row.testimonial_requested_at),
    companyPlacementsCount: row.placements_count,
    candidatesCount: num(row.candidates_count),
    creationDate: iso(row.created_at),
    ...(logs ? { logs } : {}),
  };
}

const revenueSplitParams = v.object({
  companyId: v.pipe(safeString(), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number)),
  agencyId: v.pipe(safeString(), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number)),
});
const revenueSplitQuery = v.object({
  jobId: v.optional(v.pipe(safeString(), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number))),
  totalCompensation: v.optional(v.pipe(safeString(), v.regex(/^\d{1,12}$/, 'domain.error.type'), v.transform(Number))),
});

async function loadRelation(db: Queryable, where: string, params: unknown[], lock = false): Promise<JobRecruiterRow | undefined> {
  const [row] = await db.query<JobRecruiterRow>(`${JR_SELECT} WHERE ${where}${lock ? ' FOR UPDATE OF r' : ''}`, params);
  return row;
}

/** Adjusts a consultant's invitation counters (users.invitations_*), never below zero. */
async function countInvitation(
  tx: Queryable,
  recruiterId: number,
  change: { total?: number; open?: number; accepted?: number; admin?: number },
) {
  await tx.query(
    `UPDATE users SET invitations_total = greatest(0, invitations_total + $2), invitations_open = greatest(0, invitations_open + $3),
            invitations_accepted = greatest(0, invitations_accepted + $4), invitations_admin = greatest(0, invitations_admin + $5)
      WHERE id = $1`,
    [recruiterId, change.total ?? 0, change.open ?? 0, change.accepted ?? 0, change.admin ?? 0],
  );
}

interface RecruiterChange {
  comment?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
  /** The source of a new or restarted relation (invitation, admin-invitation, request). */
  source?: JobRecruiterRow['source'];
  /** Who gets the notification mail: the consultant, the vacancy's author, or nobody. */
  notify?: 'recruiter' | 'author' | null;
  /** Keep the relation's stored text (`comment`): the invitation text or the cover letter. */
  storeComment?: boolean;
}

/** Writes a consultant's new status on a vacancy: the relation updated, or created by its first action. */
async function writeRelation(
  tx: Queryable,
  viewer: Viewer,
  jobId: number,
  recruiterId: number,
  relation: JobRecruiterRow | undefined,
  action: JobRecruiterAction,
  to: JobRecruiterStatus,
  source: JobRecruiterRow['source'],
  change: RecruiterChange,
): Promise<number> {
  if (!relation) {
    const [created] = await tx.query<{ id: string }>(
      'INSERT INTO job_recruiters (job_id, recruiter_id, status, source, comment, invited_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [jobId, recruiterId, to, source, change.comment ?? null, action === 'invite' ? viewer.id : null],
    );
    return num(created!.id);
  }
  const id = num(relation.id);
  await tx.query(
    `UPDATE job_recruiters SET status = $2, source = $3, status_changed_at = CASE WHEN status = $2 THEN status_changed_at ELSE now() END,
            updated_at = now()${change.storeComment ? ', comment = $4' : ''}${action === 'request-testimonial' ? ', testimonial_requested_at = now()' : ''}
      WHERE id = $1`,
    change.storeComment ? [id, to, source, change.comment ?? null] : [id, to, source],
  );
  return id;
}

/** Consultants on vacancies (001 §7.4) under /api/job-recruiter and /api/job/{id}/job-recruiter. */
export async function jobRecruiterRoutes(app: FastifyInstance, { db }: { db: Database }) {
  /**
   * One job-recruiter action in the caller's transaction: the domain machine decides on the
   * relation's status (403/409 with its reason), the relation is written, logged, counted and mailed.
   */
  async function apply(
    tx: Queryable,
    request: FastifyRequest,
    viewer: Viewer,
    job: JobRow,
    recruiterId: number,
    relation: JobRecruiterRow | undefined,
    action: JobRecruiterAction,
    change: RecruiterChange = {},
  ): Promise<number> {
    const jobId = num(job.id);
    const source = change.source ?? relation?.source ?? 'request';
    const { id } = await transition(tx, request, viewer, {
      entity: 'job-recruiter',
      action,
      // The caller holds the locks of the vacancy and of the relation (when there is one).
      lock: async (q) => ({
        banned:
          action === 'invite' || action === 'request'
            ? await isBlacklisted(q, job.organization_id === null ? null : num(job.organization_id), recruiterId)
            : false,
      }),
      decide: ({ banned }) =>
        decideJobRecruiterAction(
          viewer,
          recruiterContext(job, recruiterId, relation?.status ?? null, !!relation?.terms_agreed_at, banned),
          action,
        ),
      from: () => relation?.status ?? null,
      to: () => jobRecruiterTarget(action) ?? relation!.status,
      write: (q, _facts, status) => writeRelation(q, viewer, jobId, recruiterId, relation, action, status, source, change),
      jobId: () => jobId,
      log: { reason: change.reason ?? null, comment: change.comment ?? null, details: { source, recruiterId, ...change.details } },
      after: async (q) => {
        await recountRecruiters(q, jobId);
        if (action === 'invite') await countInvitation(q, recruiterId, { total: 1, open: 1, admin: source === 'admin-invitation' ? 1 : 0 });
        if (action === 'accept-invitation') await countInvitation(q, recruiterId, { open: -1, accepted: 1 });
        if (action === 'decline-invitation' || action === 'withdraw-invitation') await countInvitation(q, recruiterId, { open: -1 });
      },
      notify: async (q, _facts, status) => {
        if (!change.notify) return [];
        const [recruiter] = await q.query<{ name: string }>("SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1", [
          recruiterId,
        ]);
        return [
          recruiterStatusNotice(change.notify === 'recruiter' ? recruiterId : num(job.author_id), {
            job: job.title,
            recruiter: recruiter?.name ?? '',
            status,
            source,
            actor: viewer.name,
            comment: change.comment ?? null,
            kind: `job-recruiter-${action}`,
          }),
        ];
      },
    });
    return id;
  }

  async function relationView(tx: Queryable, id: number) {
    const row = (await loadRelation(tx, 'r.id = $1', [id]))!;
    const logs = await statusLogsOf(tx, 'job-recruiter', [id]);
    return jobRecruiterView(row, logs.get(id));
  }

  /** A `/job-recruiter/{id}/…` action: the relation and its vacancy must be visible to the viewer. */
  async function onRelation(request: FastifyRequest, action: JobRecruiterAction, change: (row: JobRecruiterRow) => RecruiterChange) {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    return db.transaction(async (tx) => {
      const relation = await loadRelation(tx, 'r.id = $1', [id], true);
      if (!relation) throw missing(request);
      const job = await visibleJob(tx, request, viewer, num(relation.job_id), true);
      if (!isEmployerSide(viewer, job) && num(relation.recruiter_id) !== viewer.id) throw missing(request);
      await apply(tx, request, viewer, job, num(relation.recruiter_id), relation, action, change(relation));
      return { result: await relationView(tx, id) };
    });
  }

  /** A `/job/{id}/job-recruiter/…` action of the consultant themself. */
  async function ownAction(request: FastifyRequest, action: JobRecruiterAction, change: RecruiterChange) {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    return db.transaction(async (tx) => {
      const job = await visibleJob(tx, request, viewer, id, true);
      const relation = await loadRelation(tx, 'r.job_id = $1 AND r.recruiter_id = $2', [id, viewer.id], true);
      const relationId = await apply(tx, request, viewer, job, viewer.id, relation, action, change);
      return { result: await relationView(tx, relationId) };
    });
  }

  app.get(
    '/job/:id/job-recruiter',
    doc(TAG, 'The consultants on a vacancy with what the viewer may do with each (consultants see only themselves)'),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const job = await visibleJob(db, request, viewer, id);
      const employer = isEmployerSide(viewer, job);
      const rows = await db.query<JobRecruiterRow>(
        `${JR_SELECT} WHERE r.job_id = $1 ${employer ? '' : 'AND r.recruiter_id = $2'} ORDER BY r.id`,
        employer ? [id] : [id, viewer.id],
      );
      // Each row with what this viewer may do with it now (the domain machine decides, 001 §4.2).
      const items = rows.map((row) => ({
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
      const params: unknown[] = [];
      const p = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      const where: string[] = [];
      if (!isAdmin(viewer)) {
        const mine = [`r.recruiter_id = ${p(viewer.id)}`, `j.author_id = $1`];
        const orgs = ownOrganizationIds(viewer);
        if (orgs.length && !isRecruiter(viewer))
          mine.push(`j.organization_id = ANY(${p(viewer.managedOrganizations.map((o) => o.id))}::bigint[])`);
        where.push(`(${mine.join(' OR ')})`);
      }
      if (body.jobId) where.push(`r.job_id = ${p(body.jobId)}`);
      if (body.recruiterId) where.push(`r.recruiter_id = ${p(body.recruiterId)}`);
      if (body.statuses.length) where.push(`r.status = ANY(${p(body.statuses)}::text[])`);
      const whereSql = where.join(' AND ') || 'TRUE';
      const countParams = [...params];
      const rows = await db.query<JobRecruiterRow>(
        `${JR_SELECT} WHERE ${whereSql} ORDER BY r.status_changed_at DESC, r.id DESC LIMIT ${p(body.pageSize)} OFFSET ${p(body.page * body.pageSize)}`,
        params,
      );
      const [count] = await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM job_recruiters r JOIN jobs j ON j.id = r.job_id WHERE ${whereSql}`,
        countParams,
      );
      return { result: { items: rows.map((row) => jobRecruiterView(row)), total: num(count?.n ?? 0) } };
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

  /**
   * Invites several consultants to a vacancy in one transaction (the domain's `invite` rules for the
   * vacancy and for each), storing `comment` as the invitation text and mailing each the template of
   * `kind` in `language` (`given`: an admin's edited subject and body instead of the stored template).
   */
  async function inviteAll(
    request: FastifyRequest,
    recruiterIds: readonly number[],
    mail: {
      kind: 'invite' | 'selected-recruiter';
      language: Locale;
      comment: string | null;
      given?: { subject: string; body: string } | null;
    },
  ) {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const recruiters = [...new Set(recruiterIds)];
    if (recruiters.length > 50) throw fieldError(request, 'recruiters', 'validation-failed');
    return db.transaction(async (tx) => {
      const job = await visibleJob(tx, request, viewer, id, true);
      enforce(request, decideJobAction(viewer, jobForRules(job), 'invite'));
      const found = await tx.query<{ id: string }>(
        "SELECT id FROM users WHERE id = ANY($1::bigint[]) AND status = 'active' AND 'recruiter' = ANY(roles)",
        [recruiters],
      );
      if (found.length !== recruiters.length) throw fieldError(request, 'recruiters', 'not-a-recruiter');
      const source = isAdmin(viewer) ? 'admin-invitation' : 'invitation';
      const items = [];
      for (const recruiterId of recruiters) {
        const relation = await loadRelation(tx, 'r.job_id = $1 AND r.recruiter_id = $2', [id, recruiterId], true);
        const relationId = await apply(tx, request, viewer, job, recruiterId, relation, 'invite', {
          comment: mail.comment,
          source,
          storeComment: true,
        });
        // The invitation itself, from the template of its language.
        const target = await mailRecipient(tx, recruiterId);
        if (target) {
          const rendered = await renderTemplate(tx, mail.kind, mail.language, job, target.name, mail.comment, mail.given);
          await enqueueMail(tx, {
            kind: mail.kind === 'invite' ? 'job-invitation' : 'job-supplier-selection',
            to: target.email,
            subject: rendered.subject,
            text: rendered.text,
            html: rendered.html,
          });
        }
        items.push(await relationView(tx, relationId));
      }
      return { result: { items, total: items.length } };
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
      const orgs = await db.query<{ id: string; type: string }>('SELECT id, type FROM organizations WHERE id = ANY($1::bigint[])', [
        [companyId, agencyId],
      ]);
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
      return {
        result: {
          company: { id: companyId },
          agency: { id: agencyId },
          job: job ? { id: num(job.id) } : null,
          revenueSplit: { code: String(split.code), label: split.label[locale], percentage },
          successFee: successFee ? { percentage: successFee.successFeePercentage, fixed: successFee.successFeeFixedAmount } : null,
          ...computeRevenue({ totalCompensation: query.totalCompensation ?? null, successFee, splitPercentage: percentage }),
        },
      };
    },
  );
}
