/**
 * Applications (`/application/…`, 001 §7.5): create, match, list, view, edit, rating, the status
 * transitions of domain's application machine (withdraw, reject, backup, offer, hire, reactivate,
 * review), feedback, interviews, placement edit and revert. Every transition is decided by domain
 * inside the transaction that applies it, together with its status-log row, side records and mail.
 */
import {
  allowedApplicationActions,
  applicationCreateSchema,
  applicationEditSchema,
  applicationFeedbackSchema,
  applicationListQuerySchema,
  applicationMatchSchema,
  applicationRatingSchema,
  applicationReviewSchema,
  applicationStatusLabel,
  applicationTargetStatus,
  backupCandidateSchema,
  can,
  candidateIdentityKeys,
  decideApplicationAction,
  decideJobRecruiterAction,
  hireSchema,
  interviewCancelSchema,
  interviewListQuerySchema,
  interviewSchema,
  isAdmin,
  jobOwner,
  localDateIn,
  offerSchema,
  placementSchema,
  reactivateCandidateSchema,
  recruitmentFee,
  rejectCandidateSchema,
  withdrawCandidateSchema,
  type Actor,
  type ApplicationAction,
  type ApplicationContext,
  type ApplicationStatus,
  type JobRecruiterStatus,
  type LocalDate,
  type OwnerRef,
} from '@mandate/domain';
import { statusLogOf, statusLogsOf, writeStatusLog, type StatusLogView } from '../workflow/statusLog';
import { messageNotice, notifyUser } from '../workflow/notify';
import { enforce, transition as runTransition } from '../workflow/transition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { CountCache } from '../db/countCache';
import { orderBy, type SortKey } from '../db/keyset';
import { pageSql } from '../db/paging';
import { requestLocale, type Locale } from '../http/i18n';
import { parse } from '../http/validation';
import { addFileReadRule, linkedIds } from '../files/access';
import { attachFilesOrRefuse } from '../files/links';
import { candidateFileOwners, candidateOwner, canViewCandidate, loadCandidate } from './candidates';
import { owningSubmission, ownedConflict, recordConflict } from './ownership';
import { authorize, fieldError, idParam, missing, doc, conflictOf, domainFieldError } from '../http/route';
import {
  authoredBy,
  jobForRecruiterRules,
  candidateSearchCondition,
  MAX_AMOUNT,
  iso,
  jobFacts,
  loadJob,
  type JobFacts,
  type Queryable,
  type Viewer,
} from './common';

/** Totals of 1,000 applications and more are reused for 5 s (docs/decisions/0012-api-request-cost.md). */
const longTotals = new CountCache();
const TAG = 'Applications';

/**
 * Hooks for tests only: `afterHireFirstWrite` runs inside the hire's transaction right after its
 * first write (the placement), so a test can make the hire fail there and check that nothing stays.
 */
export const applicationTestHooks: { afterHireFirstWrite?: (tx: Queryable) => Promise<void> } = {};

interface ApplicationRow {
  id: string;
  job_id: string;
  candidate_id: string;
  recruiter_id: string;
  job_recruiter_id: string | null;
  company_organization_id: string | null;
  agency_organization_id: string | null;
  status: ApplicationStatus;
  comment: string | null;
  attachment_ids: string[];
  rating: string | null;
  reject_reason: string | null;
  withdraw_reason: string | null;
  interviews_count: number;
  status_changed_at: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
  // the vacancy
  title: string;
  job_status: JobFacts['status'];
  author_id: string;
  organization_id: string | null;
  accepting_candidates: boolean;
  custom_terms_phase: JobFacts['customTermsPhase'];
  position_count: number;
  placement_count: number;
  success_fee_percentage: string | null;
  success_fee_fixed_amount: number | null;
  revenue_split: string | null;
  // the candidate and the consultant
  first_name: string;
  last_name: string;
  candidate_email: string | null;
  candidate_phone: string | null;
  candidate_city: string | null;
  recruiter_name: string;
  agency_name: string | null;
}

const APPLICATION_COLUMNS = `a.id, a.job_id, a.candidate_id, a.recruiter_id, a.job_recruiter_id, a.company_organization_id, a.agency_organization_id,
         a.status, a.comment, a.attachment_ids, a.rating, a.reject_reason, a.withdraw_reason, a.interviews_count,
         a.status_changed_at, a.created_at, a.updated_at,
         j.title, j.status AS job_status, j.author_id, j.organization_id, j.accepting_candidates, j.custom_terms_phase,
         j.position_count, j.placement_count, j.success_fee_percentage, j.success_fee_fixed_amount, j.revenue_split,
         c.first_name, c.last_name, c.email AS candidate_email, c.phone AS candidate_phone, c.city AS candidate_city,
         ru.first_name || ' ' || ru.last_name AS recruiter_name, ro.name AS agency_name`;
export const APPLICATION_FROM = `FROM applications a
    JOIN jobs j ON j.id = a.job_id
    JOIN candidates c ON c.id = a.candidate_id
    JOIN users ru ON ru.id = a.recruiter_id
    LEFT JOIN organizations ro ON ro.id = a.agency_organization_id`;
const APPLICATION_SELECT = `SELECT ${APPLICATION_COLUMNS} ${APPLICATION_FROM}`;

export type ApplicationListQuery = v.InferOutput<typeof applicationListQuerySchema>;

/**
 * WHERE clause of the application list (and its export): what `user` may see (everything with
 * `any`: application-view-any), with the query's filters.
 */
export function applicationListWhere(user: Viewer, any: boolean, query: ApplicationListQuery, p: (value: unknown) => string): string {
  const where: string[] = [];
  if (!any) {
    const orgs = user.managedOrganizations.map((o) => o.id);
    const me = p(user.id);
    const managed = orgs.length ? p(orgs) : null;
    where.push(
      `(j.author_id = ${me} OR a.recruiter_id = ${me}${managed ? ` OR j.organization_id = ANY(${managed}::bigint[]) OR a.agency_organization_id = ANY(${managed}::bigint[])` : ''})`,
    );
  }
  if (query.jobId !== null) where.push(`a.job_id = ${p(query.jobId)}`);
  if (query.candidateId !== null) where.push(`a.candidate_id = ${p(query.candidateId)}`);
  if (query.recruiterId !== null) where.push(`a.recruiter_id = ${p(query.recruiterId)}`);
  if (query.status.length) where.push(`a.status = ANY(${p(query.status)})`);
  const search = candidateSearchCondition(query.search, p);
  if (search) where.push(`a.candidate_id IN (SELECT c.id FROM candidates c WHERE ${search})`);
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

/** The ORDER BY keys of the application list (and its export). */
export function applicationSortKeys(query: Pick<ApplicationListQuery, 'sortBy' | 'sortOrder'>): SortKey[] {
  const dir = query.sortOrder;
  const id = (d: SortKey['dir']): SortKey => ({ sql: 'a.id', type: 'bigint', dir: d });
  const keys: Record<ApplicationListQuery['sortBy'], SortKey[]> = {
    creationDate: [id(dir)],
    updateDate: [{ sql: 'a.updated_at', type: 'timestamptz', dir }, id(dir)],
    status: [{ sql: 'a.status', type: 'text', dir }, id('DESC')],
    candidate: [{ sql: 'lower(c.last_name)', type: 'text', dir }, { sql: 'lower(c.first_name)', type: 'text', dir }, id('DESC')],
  };
  return keys[query.sortBy];
}

const jobOf = (row: ApplicationRow): JobFacts => jobFacts({ ...row, id: row.job_id, status: row.job_status });

/** The consultant's side as owner: the consultant, and managers of their agency. */
const recruiterSide = (row: ApplicationRow): OwnerRef => ({
  ownerId: Number(row.recruiter_id),
  ownerOrganizationId: row.agency_organization_id === null ? null : Number(row.agency_organization_id),
});
const employerSide = (row: ApplicationRow): OwnerRef => jobOwner({ authoredBy: authoredBy(jobOf(row)) });

function contextOf(row: ApplicationRow, logs: readonly StatusLogView[]): ApplicationContext {
  return {
    application: {
      status: { code: row.status },
      logs: logs
        .filter((l) => l.action !== 'edit')
        .map((l) => ({ status: { code: l.status.code as ApplicationStatus }, creationDate: l.creationDate })),
    },
    job: { authoredBy: authoredBy(jobOf(row)) },
    recruiterId: Number(row.recruiter_id),
  };
}

/** Whether the user may see the application: from the employer's side or the consultant's. */
const canView = (user: Actor, row: ApplicationRow) =>
  can(user, 'application-view', employerSide(row)) || can(user, 'application-view', recruiterSide(row));

/**
 * Who may read an application's documents (its files, its PDF): whoever may see the application
 * (`GET /application/{id}/view`), and the line managers a shortlist holding it was sent to for review
 * (issue 20). Answers the rule per application among `ids` that exists.
 */
async function documentReaders(db: Queryable, user: Actor & { id: number }, ids: readonly number[]): Promise<boolean[]> {
  const rows = await db.query<ApplicationRow & { reviewer: boolean }>(
    `SELECT ${APPLICATION_COLUMNS},
            EXISTS (SELECT 1 FROM job_shortlists s WHERE s.job_id = a.job_id AND a.id = ANY(s.application_ids) AND $2 = ANY(s.recipient_ids)) AS reviewer
       ${APPLICATION_FROM} WHERE a.id = ANY($1::bigint[])`,
    [ids, user.id],
  );
  return rows.map((row) => row.reviewer || canView(user, row));
}

/**
 * Whether `user` may read the documents of the application (its PDF, for the routes of other
 * modules) by the rule of its files; null when it does not exist.
 */
export async function applicationDocumentsVisibility(db: Queryable, user: Viewer, id: number): Promise<boolean | null> {
  const [readable] = await documentReaders(db, user, [id]);
  return readable ?? null;
}

// Whoever may read an application's documents may download its files.
addFileReadRule(async ({ db, user, file }) => {
  const ids = linkedIds(file, 'application');
  return ids.length > 0 && (await documentReaders(db, user, ids)).some(Boolean);
});

interface PlacementRow {
  id: string;
  application_id: string;
  job_id: string;
  recruiter_id: string;
  status: 'active' | 'reverted';
  offer_date: string;
  signature_date: string;
  start_date: string;
  total_package: string;
  recruitment_fee: string;
  fee_percentage: string | null;
  revenue_split: string | null;
  approval_number: string;
  approval_note: string | null;
  is_guarantee_case: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const PLACEMENT_SELECT = `
  SELECT id, application_id, job_id, recruiter_id, status, to_char(offer_date, 'YYYY-MM-DD') AS offer_date,
         to_char(signature_date, 'YYYY-MM-DD') AS signature_date, to_char(start_date, 'YYYY-MM-DD') AS start_date,
         total_package, recruitment_fee, fee_percentage, revenue_split, approval_number, approval_note, is_guarantee_case,
         created_at, updated_at
    FROM placements`;

/** A placement as 001 §3 lists it. */
function placementView(row: PlacementRow) {
  return {
    id: Number(row.id),
    applicationId: Number(row.application_id),
    jobId: Number(row.job_id),
    status: { code: row.status },
    offerDate: row.offer_date,
    signatureDate: row.signature_date,
    startDate: row.start_date,
    totalPackage: Number(row.total_package),
    recruitmentFee: Number(row.recruitment_fee),
    feePercentage: row.fee_percentage === null ? null : Number(row.fee_percentage),
    revenueSplit: row.revenue_split,
    approvalNumber: row.approval_number,
    approvalNote: row.approval_note,
    isGuaranteeCase: row.is_guarantee_case,
    creationDate: iso(row.created_at),
    updateDate: iso(row.updated_at),
  };
}

interface FeedbackRow {
  id: string;
  application_id: string;
  author_id: string | null;
  author_name: string | null;
  feedback: string;
  assessment_level: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const FEEDBACK_SELECT = `
  SELECT f.id, f.application_id, f.author_id, u.first_name || ' ' || u.last_name AS author_name, f.feedback, f.assessment_level,
         f.created_at, f.updated_at
    FROM application_feedback f LEFT JOIN users u ON u.id = f.author_id`;

function feedbackView(row: FeedbackRow) {
  return {
    id: Number(row.id),
    applicationId: Number(row.application_id),
    feedback: row.feedback,
    assessmentLevel: row.assessment_level,
    author: row.author_id === null ? null : { id: Number(row.author_id), fullName: row.author_name ?? '' },
    creationDate: iso(row.created_at),
    updateDate: iso(row.updated_at),
  };
}

/** An application in a list. */
function listEntry(row: ApplicationRow, locale: Locale) {
  return {
    id: Number(row.id),
    status: { code: row.status, label: applicationStatusLabel(row.status, locale) },
    job: { id: Number(row.job_id), title: row.title, status: { code: row.job_status } },
    candidate: {
      id: Number(row.candidate_id),
      fullName: `${row.first_name} ${row.last_name}`,
      email: row.candidate_email,
      phone: row.candidate_phone,
      city: row.candidate_city,
    },
    recruiter: {
      id: Number(row.recruiter_id),
      fullName: row.recruiter_name,
      organization: row.agency_organization_id === null ? null : { id: Number(row.agency_organization_id), name: row.agency_name },
    },
    rating: row.rating === null ? null : Number(row.rating),
    interviewsCount: row.interviews_count,
    creationDate: iso(row.created_at),
    statusChangeDate: iso(row.status_changed_at),
  };
}

/** Today in the request's time zone (the `Timezone` header), for "not later than today". */
function todayFor(request: FastifyRequest): LocalDate {
  const header = request.headers['timezone'];
  const zone = Array.isArray(header) ? header[0] : header;
  try {
    return localDateIn(new Date(), zone || undefined);
  } catch {
    return localDateIn(new Date());
  }
}

const reviewParams = v.object({
  id: idParam.entries.id,
  step: v.picklist(['hr', 'line-manager'], 'domain.error.option'),
});
const feedbackParams = v.object({ id: idParam.entries.id, fid: idParam.entries.id });

export async function applicationWorkflowRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const loadRow = async (q: Queryable, id: number, lock = false): Promise<ApplicationRow | null> => {
    const [row] = await q.query<ApplicationRow>(`${APPLICATION_SELECT} WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`, [id]);
    return row ?? null;
  };

  /** The application of the path, visible to the user, or 404. */
  const load = async (request: FastifyRequest, user: Viewer, id?: number) => {
    const appId = id ?? parse(request, idParam, request.params).id;
    const row = await loadRow(db, appId);
    if (!row || !canView(user, row)) throw missing(request);
    return row;
  };

  const view = async (user: Viewer, id: number, locale: Locale, loaded?: ApplicationRow) => {
    const row = loaded ?? (await loadRow(db, id))!;
    const [logs, placements, feedback] = await Promise.all([
      statusLogsOf(db, 'application', [id]),
      db.query<PlacementRow>(`${PLACEMENT_SELECT} WHERE application_id = $1 AND status = 'active'`, [id]),
      db.query<FeedbackRow>(`${FEEDBACK_SELECT} WHERE f.application_id = $1 ORDER BY f.id DESC LIMIT 1`, [id]),
    ]);
    const appLogs = logs.get(id) ?? [];
    const feedbackVisible = can(user, 'feedback-view', employerSide(row));
    return {
      ...listEntry(row, locale),
      comment: row.comment,
      attachments: row.attachment_ids.map(Number),
      rejectReason: row.reject_reason,
      withdrawReason: row.withdraw_reason,
      updateDate: iso(row.updated_at),
      logs: appLogs,
      feedback: feedbackVisible && feedback[0] ? feedbackView(feedback[0]) : null,
      placement: placements[0] ? placementView(placements[0]) : null,
      actions: allowedApplicationActions(user, contextOf(row, appLogs)),
    };
  };

  /**
   * Applies one action of the application machine in one transaction: locks the application,
   * asks domain (409/403 with the reason when refused), moves the status, writes the log, runs the
   * action's side records, queues the mail, and answers the updated application.
   */
  const transition = async (
    request: FastifyRequest,
    user: Viewer,
    id: number,
    action: ApplicationAction,
    options: {
      comment?: string | null;
      reason?: string | null;
      at?: string | null;
      columns?: Record<string, unknown>;
      /** Who hears of it: the consultant (employer-side actions), the vacancy's author, or nobody. */
      notify?: 'recruiter' | 'employer' | null;
      side?: (tx: Queryable, row: ApplicationRow, to: ApplicationStatus) => Promise<void>;
    } = {},
  ) => {
    await db.transaction(async (tx) =>
      runTransition(tx, request, user, {
        entity: 'application',
        action,
        lock: async (q) => {
          const row = await loadRow(q, id, true);
          return row && { row, context: contextOf(row, await statusLogOf(q, 'application', id)) };
        },
        decide: ({ context }) => decideApplicationAction(user, context, action),
        from: ({ row }) => row.status,
        to: ({ context }) => applicationTargetStatus(context.application, action),
        write: async (q, _facts, to) => {
          const columns = Object.entries(options.columns ?? {});
          await q.query(
            `UPDATE applications SET status = $2, status_changed_at = now(), updated_at = now()${columns.map(([c], i) => `, ${c} = $${i + 3}`).join('')}
              WHERE id = $1`,
            [id, to, ...columns.map(([, value]) => value)],
          );
          return id;
        },
        jobId: ({ row }) => Number(row.job_id),
        log: { reason: options.reason ?? null, comment: options.comment ?? null, at: options.at ?? null },
        after: (q, { row }, to) => options.side?.(q, row, to) ?? Promise.resolve(),
        notify: (_q, { row }, to) => {
          const notify = options.notify === undefined ? 'recruiter' : options.notify;
          const target = notify === 'recruiter' ? Number(row.recruiter_id) : notify === 'employer' ? Number(row.author_id) : null;
          if (target === null || target === user.id) return [];
          return [
            messageNotice(target, `application-${action}`, 'mail-application-status-subject', 'mail-application-status-body', (locale) => ({
              actor: user.name,
              candidate: `${row.first_name} ${row.last_name}`,
              job: row.title,
              status: applicationStatusLabel(to, locale),
              comment: options.comment ?? '',
            })),
          ];
        },
      }),
    );
    return { result: await view(user, id, requestLocale(request)) };
  };

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

  app.put(
    '/application/:id/hire',
    doc(TAG, 'Hire: placement with the fee from domain, consultant ratings, statistics; closes the filled vacancy', hireSchema()),
    async (request) => {
      const user = requireUser(request);
      const row = await load(request, user);
      const body = parse(request, hireSchema({ today: todayFor(request) }), request.body);
      if (body.totalPackage > MAX_AMOUNT) throw domainFieldError(request, 'totalPackage', 'domain.error.max');
      // Ratings are for consultants who supplied candidates on the vacancy (000 §5).
      if (body.ratings.length) {
        const suppliers = new Set(
          (await db.query<{ r: string }>('SELECT DISTINCT recruiter_id AS r FROM applications WHERE job_id = $1', [row.job_id])).map((r) =>
            Number(r.r),
          ),
        );
        const stranger = body.ratings.findIndex((r) => !suppliers.has(r.user.id));
        if (stranger >= 0) throw fieldError(request, `ratings.${stranger}.user.id`, 'unknown-user');
      }
      return transition(request, user, Number(row.id), 'hire', {
        comment: body.approvalNote,
        side: async (tx, current) => {
          const job = (await loadJob(tx, Number(current.job_id), true))!;
          const fee = recruitmentFee(body.totalPackage, job);
          const [placement] = await tx.query<{ id: string }>(
            `INSERT INTO placements (application_id, job_id, recruiter_id, offer_date, signature_date, start_date, total_package, recruitment_fee,
                                   fee_percentage, revenue_split, approval_number, approval_note, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
            [
              current.id,
              job.id,
              current.recruiter_id,
              body.offerDate,
              body.signatureDate,
              body.startDate,
              body.totalPackage,
              fee,
              job.successFeePercentage,
              job.revenueSplit,
              body.approvalNumber,
              body.approvalNote,
              user.id,
            ],
          );
          await applicationTestHooks.afterHireFirstWrite?.(tx);
          const placementId = Number(placement!.id);
          await writeStatusLog(tx, user, {
            entityType: 'placement',
            entityId: placementId,
            jobId: job.id,
            action: 'create',
            from: null,
            to: 'active',
          });
          for (const rating of body.ratings) {
            await tx.query(
              `INSERT INTO recruiter_ratings (job_id, recruiter_id, application_id, context, rating, rated_by) VALUES ($1, $2, $3, 'hire', $4, $5)`,
              [job.id, rating.user.id, current.id, rating.rating, user.id],
            );
            await tx.query(
              `UPDATE users SET rating = (SELECT round(avg(rating), 2) FROM recruiter_ratings WHERE recruiter_id = $1),
                              company_rating_count = company_rating_count + 1, updated_at = now() WHERE id = $1`,
              [rating.user.id],
            );
          }
          await tx.query('UPDATE users SET placements_count = placements_count + 1, updated_at = now() WHERE id = $1', [
            current.recruiter_id,
          ]);
          await tx.query(
            'UPDATE job_recruiters SET placements_count = placements_count + 1, updated_at = now() WHERE job_id = $1 AND recruiter_id = $2',
            [job.id, current.recruiter_id],
          );
          await tx.query(
            `INSERT INTO user_history (user_id, kind, job_id, application_id, salary, application_status, country_code, sector, department, search_type, experience_level)
           SELECT $1, 'placement', j.id, $2, $3, 'recruited', j.country_code, j.sectors[1], j.departments[1], j.search_types[1], j.experience_level
             FROM jobs j WHERE j.id = $4`,
            [current.recruiter_id, current.id, Math.min(body.totalPackage, 2_000_000_000), job.id],
          );
          const filled = job.placementCount + 1 >= job.positionCount;
          await tx.query(
            `UPDATE jobs SET placement_count = placement_count + 1, recruited_candidates = recruited_candidates + 1, updated_at = now()
                           ${filled && job.status === 'active' ? ", status = 'closed', closed_at = now(), status_changed_at = now()" : ''}
            WHERE id = $1`,
            [job.id],
          );
          if (filled && job.status === 'active') {
            await writeStatusLog(tx, user, {
              entityType: 'job',
              entityId: job.id,
              jobId: job.id,
              action: 'close',
              from: 'active',
              to: 'closed',
              reason: 'positions-filled',
              details: { applicationId: Number(current.id), placementId },
            });
          }
        },
      });
    },
  );

  // ---- placement edit and revert -------------------------------------------------------------------
  const loadPlacement = async (request: FastifyRequest, user: Viewer) => {
    const { id } = parse(request, idParam, request.params);
    const [placement] = await db.query<PlacementRow>(`${PLACEMENT_SELECT} WHERE id = $1`, [id]);
    const row = placement ? await loadRow(db, Number(placement.application_id)) : null;
    if (!placement || !row || !(can(user, 'placement-view', employerSide(row)) || can(user, 'placement-view', recruiterSide(row)))) {
      throw missing(request);
    }
    return { placement, row };
  };

  app.get('/placement/:id/view', doc(TAG, 'A placement'), async (request) => {
    const user = requireUser(request);
    const { placement } = await loadPlacement(request, user);
    return { result: placementView(placement) };
  });

  app.get('/placement/:id/logs', doc(TAG, 'The status log of a placement'), async (request) => {
    const user = requireUser(request);
    const { placement } = await loadPlacement(request, user);
    const logs = await statusLogOf(db, 'placement', Number(placement.id));
    return { result: { items: logs, total: logs.length } };
  });

  app.put('/placement/:id/edit', doc(TAG, 'Edit a placement (fee recomputed by domain)', placementSchema()), async (request) => {
    const user = requireUser(request);
    const { placement, row } = await loadPlacement(request, user);
    authorize(request, can(user, 'placement-edit', employerSide(row)));
    const body = parse(request, placementSchema({ today: todayFor(request) }), request.body);
    if (body.totalPackage > MAX_AMOUNT) throw domainFieldError(request, 'totalPackage', 'domain.error.max');
    if (body.jobId !== Number(placement.job_id)) throw fieldError(request, 'jobId', 'unknown-job');
    if (placement.status !== 'active') throw conflictOf(request, 'placement-reverted');
    // The fee follows domain's rule: the percentage given (or the vacancy's), else the fixed amount given.
    const job = jobOf(row);
    const percentage = body.feePercentage ?? (body.recruitmentFee == null ? job.successFeePercentage : null);
    if (percentage !== null && percentage < 0) throw domainFieldError(request, 'feePercentage', 'domain.error.min');
    if (percentage !== null && percentage > 100) throw domainFieldError(request, 'feePercentage', 'domain.error.max');
    const fee = recruitmentFee(body.totalPackage, {
      successFeePercentage: percentage,
      successFeeFixedAmount: body.recruitmentFee ?? job.successFeeFixedAmount,
    });
    // The placement's row lock orders an edit after a concurrent revert, which it then refuses.
    await db.transaction((tx) =>
      runTransition(tx, request, user, {
        entity: 'placement',
        action: 'edit',
        lock: async (q) => (await q.query<PlacementRow>(`${PLACEMENT_SELECT} WHERE id = $1 FOR UPDATE`, [placement.id]))[0],
        decide: () => ({ allowed: true }),
        check: async (_q, current) => {
          if (current.status !== 'active') throw conflictOf(request, 'placement-reverted');
        },
        from: () => 'active',
        to: () => 'active',
        write: async (q) => {
          await q.query(
            `UPDATE placements SET offer_date = $2, signature_date = $3, start_date = $4, total_package = $5, recruitment_fee = $6,
                                   fee_percentage = $7, revenue_split = $8, approval_number = $9, approval_note = $10, is_guarantee_case = $11,
                                   updated_at = now()
              WHERE id = $1`,
            [
              placement.id,
              body.offerDate,
              body.signatureDate,
              body.startDate,
              body.totalPackage,
              fee,
              percentage,
              body.revenueSplit,
              body.approvalNumber,
              body.approvalNote,
              body.isGuaranteeCase,
            ],
          );
          return Number(placement.id);
        },
        jobId: () => Number(placement.job_id),
        log: { details: { totalPackage: body.totalPackage, recruitmentFee: fee } },
      }),
    );
    const [updated] = await db.query<PlacementRow>(`${PLACEMENT_SELECT} WHERE id = $1`, [placement.id]);
    return { result: placementView(updated!) };
  });

  app.delete('/placement/:id/revert', doc(TAG, 'Revert a placement: the application returns to its previous status'), async (request) => {
    const user = requireUser(request);
    const { placement, row } = await loadPlacement(request, user);
    if (placement.status !== 'active') throw conflictOf(request, 'placement-reverted');
    return transition(request, user, Number(row.id), 'revert-placement', {
      side: async (tx, current) => {
        const reverted = await tx.query(
          "UPDATE placements SET status = 'reverted', reverted_at = now(), reverted_by = $2, updated_at = now() WHERE id = $1 AND status = 'active' RETURNING id",
          [placement.id, user.id],
        );
        if (!reverted.length) throw conflictOf(request, 'placement-reverted');
        await writeStatusLog(tx, user, {
          entityType: 'placement',
          entityId: Number(placement.id),
          jobId: Number(placement.job_id),
          action: 'revert',
          from: 'active',
          to: 'reverted',
        });
        await tx.query(
          `UPDATE jobs SET placement_count = greatest(placement_count - 1, 0), recruited_candidates = greatest(recruited_candidates - 1, 0), updated_at = now()
            WHERE id = $1`,
          [current.job_id],
        );
        await tx.query('UPDATE users SET placements_count = greatest(placements_count - 1, 0), updated_at = now() WHERE id = $1', [
          current.recruiter_id,
        ]);
        await tx.query(
          'UPDATE job_recruiters SET placements_count = greatest(placements_count - 1, 0), updated_at = now() WHERE job_id = $1 AND recruiter_id = $2',
          [current.job_id, current.recruiter_id],
        );
        await tx.query("DELETE FROM user_history WHERE kind = 'placement' AND application_id = $1", [current.id]);
      },
    });
  });

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

  // ---- interviews ----------------------------------------------------------------------------------
  interface InterviewRow {
    id: string;
    application_id: string;
    job_id: string;
    scheduled_at: Date | string;
    duration_minutes: number;
    location: string | null;
    comment: string | null;
    status: 'scheduled' | 'cancelled';
    cancel_comment: string | null;
    created_at: Date | string;
  }
  const interviewView = (r: InterviewRow) => ({
    id: Number(r.id),
    applicationId: Number(r.application_id),
    jobId: Number(r.job_id),
    date: iso(r.scheduled_at),
    durationMinutes: r.duration_minutes,
    location: r.location,
    comment: r.comment,
    status: { code: r.status },
    cancelComment: r.cancel_comment,
    creationDate: iso(r.created_at),
  });
  const mailInterview = (tx: Queryable, user: Viewer, row: ApplicationRow, date: string, comment: string | null, cancelled: boolean) =>
    notifyUser(
      tx,
      messageNotice(
        Number(row.recruiter_id),
        cancelled ? 'interview-cancel' : 'interview-create',
        'mail-interview-subject',
        'mail-interview-body',
        (locale) => ({
          candidate: `${row.first_name} ${row.last_name}`,
          job: row.title,
          date:
            new Intl.DateTimeFormat(locale === 'de' ? 'de-CH' : 'en-GB', {
              dateStyle: 'medium',
              timeStyle: 'short',
              timeZone: 'UTC',
            }).format(new Date(date)) + ' UTC',
          state: locale === 'de' ? (cancelled ? 'abgesagt' : 'geplant') : cancelled ? 'cancelled' : 'scheduled',
          comment: comment ?? '',
        }),
      ),
    );

  app.post(
    '/application/:id/interview/create',
    doc(TAG, 'Schedule an interview (moves the application to interview)', interviewSchema),
    async (request) => {
      const user = requireUser(request);
      const row = await load(request, user);
      const body = parse(request, interviewSchema, request.body);
      let interviewId = 0;
      await transition(request, user, Number(row.id), 'interview', {
        comment: body.comment,
        notify: null,
        side: async (tx, current) => {
          // After the machine's decision (status first, as domain orders its reasons): the interview permission.
          authorize(request, can(user, 'interview-create', employerSide(current)));
          const [created] = await tx.query<{ id: string }>(
            `INSERT INTO interviews (application_id, job_id, scheduled_at, duration_minutes, location, comment, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
            [current.id, current.job_id, body.date, body.durationMinutes, body.location, body.comment, user.id],
          );
          interviewId = Number(created!.id);
          await tx.query('UPDATE applications SET interviews_count = interviews_count + 1 WHERE id = $1', [current.id]);
          await tx.query('UPDATE users SET interviews_count = interviews_count + 1, updated_at = now() WHERE id = $1', [
            current.recruiter_id,
          ]);
          await mailInterview(tx, user, current, body.date, body.comment, false);
        },
      });
      const [saved] = await db.query<InterviewRow>('SELECT * FROM interviews WHERE id = $1', [interviewId]);
      return { result: interviewView(saved!) };
    },
  );

  app.post('/interview/list', doc(TAG, 'Interviews by application or vacancy', interviewListQuerySchema), async (request) => {
    const user = requireUser(request);
    const query = parse(request, interviewListQuerySchema, request.body ?? {});
    const any = can(user, 'interview-view-any');
    authorize(request, any || user.permissions.includes('interview-view-own'));
    const params: unknown[] = [];
    const where: string[] = [];
    if (!any) {
      params.push(
        user.id,
        user.managedOrganizations.map((o) => o.id),
      );
      where.push(
        '(j.author_id = $1 OR a.recruiter_id = $1 OR j.organization_id = ANY($2::bigint[]) OR a.agency_organization_id = ANY($2::bigint[]))',
      );
    }
    if (query.applicationId !== null) {
      params.push(query.applicationId);
      where.push(`i.application_id = $${params.length}`);
    }
    if (query.jobId !== null) {
      params.push(query.jobId);
      where.push(`i.job_id = $${params.length}`);
    }
    const size = query.pageSize ?? 50;
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const from = 'FROM interviews i JOIN applications a ON a.id = i.application_id JOIN jobs j ON j.id = i.job_id';
    const [rows, [count]] = await Promise.all([
      db.query<InterviewRow>(
        `SELECT i.* ${from} ${whereSql} ORDER BY i.scheduled_at, i.id LIMIT ${size} OFFSET ${query.page * size}`,
        params,
      ),
      db.query<{ total: string }>(`SELECT count(*) AS total ${from} ${whereSql}`, params),
    ]);
    return { result: { items: rows.map(interviewView), total: Number(count?.total ?? 0) } };
  });

  const loadInterview = async (request: FastifyRequest, user: Viewer) => {
    const { id } = parse(request, idParam, request.params);
    const [interview] = await db.query<InterviewRow>('SELECT * FROM interviews WHERE id = $1', [id]);
    const row = interview ? await loadRow(db, Number(interview.application_id)) : null;
    if (!interview || !row || !canView(user, row)) throw missing(request);
    return { interview, row };
  };

  app.put('/interview/:id/edit', doc(TAG, 'Move an interview', interviewSchema), async (request) => {
    const user = requireUser(request);
    const { interview, row } = await loadInterview(request, user);
    authorize(request, can(user, 'interview-edit', employerSide(row)));
    const body = parse(request, interviewSchema, request.body);
    if (interview.status === 'cancelled') throw conflictOf(request, 'interview-cancelled');
    await db.transaction(async (tx) => {
      await tx.query(
        'UPDATE interviews SET scheduled_at = $2, duration_minutes = $3, location = $4, comment = $5, updated_at = now() WHERE id = $1',
        [interview.id, body.date, body.durationMinutes, body.location, body.comment],
      );
      await mailInterview(tx, user, row, body.date, body.comment, false);
    });
    const [saved] = await db.query<InterviewRow>('SELECT * FROM interviews WHERE id = $1', [interview.id]);
    return { result: interviewView(saved!) };
  });

  app.put('/interview/:id/cancel', doc(TAG, 'Cancel an interview (comment)', interviewCancelSchema), async (request) => {
    const user = requireUser(request);
    const { interview, row } = await loadInterview(request, user);
    authorize(request, can(user, 'interview-cancel', employerSide(row)));
    const body = parse(request, interviewCancelSchema, request.body ?? {});
    await db.transaction(async (tx) => {
      const updated = await tx.query(
        "UPDATE interviews SET status = 'cancelled', cancel_comment = $2, cancelled_at = now(), updated_at = now() WHERE id = $1 AND status = 'scheduled' RETURNING id",
        [interview.id, body.comment],
      );
      if (!updated.length) throw conflictOf(request, 'interview-cancelled');
      await tx.query('UPDATE applications SET interviews_count = greatest(interviews_count - 1, 0) WHERE id = $1', [row.id]);
      await tx.query('UPDATE users SET interviews_count = greatest(interviews_count - 1, 0), updated_at = now() WHERE id = $1', [
        row.recruiter_id,
      ]);
      await mailInterview(tx, user, row, iso(interview.scheduled_at)!, body.comment, true);
    });
    const [saved] = await db.query<InterviewRow>('SELECT * FROM interviews WHERE id = $1', [interview.id]);
    return { result: interviewView(saved!) };
  });
}
