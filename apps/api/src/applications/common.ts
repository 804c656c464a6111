import {
  domainMessagesDe,
  domainReasonMessages,
  reasonMessageId,
  type Decision,
  type DomainErrorId,
  type JobStatus,
  type ReasonCode,
} from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import { type requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { conflict, forbidden, unprocessable } from '../http/errors';
import { domainMessage, requestLocale, t, type Locale, type ServerMessage } from '../http/i18n';
import { enqueueMail } from '../mail/outbox';

export type Queryable = Pick<Database, 'query'>;
export type Viewer = ReturnType<typeof requireUser>;

/** Reasons that concern who asks (403, as the vacancy routes answer them); every other reason concerns the record's state (409). */
const permissionReasons = new Set<ReasonCode>(['permission-denied', 'not-owner', 'admin-only', 'not-the-recruiter']);

/** A domain reason in the request's language. */
export function reasonText(locale: Locale, reason: ReasonCode): string {
  const id = reasonMessageId(reason);
  return (locale === 'de' ? (domainMessagesDe as Record<string, string | undefined>)[id] : undefined) ?? domainReasonMessages[id];
}

/** Throws the refusal of a domain decision: 403 for who asks, 409 (with the reason) for the state. */
export function enforce(request: FastifyRequest, decision: Decision): void {
  if (decision.allowed) return;
  const text = reasonText(requestLocale(request), decision.reason);
  throw permissionReasons.has(decision.reason) ? forbidden(text) : conflict(text);
}

/** A 409 with one of the server's messages. */
export const conflictOf = (request: FastifyRequest, key: ServerMessage, params: Record<string, string | number> = {}) =>
  conflict(t(requestLocale(request), key, params));

/** The facts of a vacancy the application rules read. */
export interface JobFacts {
  id: number;
  title: string;
  status: JobStatus;
  authorId: number;
  organizationId: number | null;
  acceptingCandidates: boolean;
  customTermsPhase: 'applying' | 'submitting' | null;
  positionCount: number;
  placementCount: number;
  successFeePercentage: number | null;
  successFeeFixedAmount: number | null;
  revenueSplit: string | null;
}

interface JobRow {
  id: string;
  title: string;
  status: JobStatus;
  author_id: string;
  organization_id: string | null;
  accepting_candidates: boolean;
  custom_terms_phase: 'applying' | 'submitting' | null;
  position_count: number;
  placement_count: number;
  success_fee_percentage: string | null;
  success_fee_fixed_amount: number | null;
  revenue_split: string | null;
}

export const JOB_FACT_COLUMNS = `j.id, j.title, j.status, j.author_id, j.organization_id, j.accepting_candidates, j.custom_terms_phase,
  j.position_count, j.placement_count, j.success_fee_percentage, j.success_fee_fixed_amount, j.revenue_split`;

export function jobFacts(row: JobRow): JobFacts {
  return {
    id: Number(row.id),
    title: row.title,
    status: row.status,
    authorId: Number(row.author_id),
    organizationId: row.organization_id === null ? null : Number(row.organization_id),
    acceptingCandidates: row.accepting_candidates,
    customTermsPhase: row.custom_terms_phase,
    positionCount: row.position_count,
    placementCount: row.placement_count,
    successFeePercentage: row.success_fee_percentage === null ? null : Number(row.success_fee_percentage),
    successFeeFixedAmount: row.success_fee_fixed_amount,
    revenueSplit: row.revenue_split,
  };
}

/** Loads a vacancy's facts; `lock` takes a row lock for the rest of the transaction. */
export async function loadJob(db: Queryable, id: number, lock = false): Promise<JobFacts | null> {
  const [row] = await db.query<JobRow>(`SELECT ${JOB_FACT_COLUMNS} FROM jobs j WHERE j.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return row ? jobFacts(row) : null;
}

/** The vacancy's author as domain's `jobOwner` wants it. */
export const authoredBy = (job: Pick<JobFacts, 'authorId' | 'organizationId'>) => ({
  id: job.authorId,
  organization: job.organizationId === null ? null : { id: job.organizationId },
});

/** The vacancy as the consultant and candidate-list machines read it (custom terms are not tracked per consultant here). */
export const jobForRecruiterRules = (job: JobFacts) => ({
  authoredBy: authoredBy(job),
  acceptingCandidates: job.acceptingCandidates,
  customTnC: null,
  status: { code: job.status },
});

/** One status change of a workflow record (status_logs, 0007). */
export interface LogEntry {
  entityType: 'application' | 'candidate-list' | 'placement' | 'job';
  entityId: number;
  jobId: number | null;
  action: string;
  from: string | null;
  to: string;
  reason?: string | null;
  comment?: string | null;
  details?: Record<string, unknown>;
  /** The log's date, when not now (an admin's back-dated offer). */
  at?: string | null;
}

/** Writes a status-log row in the caller's transaction. */
export async function writeLog(tx: Queryable, user: Viewer, entry: LogEntry): Promise<void> {
  await tx.query(
    `INSERT INTO status_logs (entity_type, entity_id, job_id, action, from_status, to_status, reason, comment, details, actor_id, owner_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, coalesce($12::timestamptz, now()))`,
    [
      entry.entityType,
      entry.entityId,
      entry.jobId,
      entry.action,
      entry.from,
      entry.to,
      entry.reason ?? null,
      entry.comment ?? null,
      JSON.stringify(entry.details ?? {}),
      user.id,
      user.session.ownerId,
      entry.at ?? null,
    ],
  );
}

/** A log entry as the API answers it (the spec's `logs`: status and creationDate, plus who and from). */
export interface LogView {
  id: number;
  action: string;
  status: { code: string };
  fromStatus: { code: string } | null;
  creationDate: string;
  reason: string | null;
  comment: string | null;
  actor: { id: number; fullName: string } | null;
}

interface LogRow {
  id: string;
  entity_id: string;
  action: string;
  from_status: string | null;
  to_status: string;
  created_at: Date | string;
  reason: string | null;
  comment: string | null;
  actor_id: string | null;
  actor_name: string | null;
}

export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The logs of records of one type, oldest first, grouped by record id. */
export async function loadLogs(db: Queryable, entityType: LogEntry['entityType'], ids: number[]): Promise<Map<number, LogView[]>> {
  const result = new Map<number, LogView[]>();
  if (ids.length === 0) return result;
  const rows = await db.query<LogRow>(
    `SELECT l.id, l.entity_id, l.action, l.from_status, l.to_status, l.created_at, l.reason, l.comment, l.actor_id,
            u.first_name || ' ' || u.last_name AS actor_name
       FROM status_logs l LEFT JOIN users u ON u.id = l.actor_id
      WHERE l.entity_type = $1 AND l.entity_id = ANY($2::bigint[])
      ORDER BY l.created_at, l.id`,
    [entityType, ids],
  );
  for (const row of rows) {
    const key = Number(row.entity_id);
    const list = result.get(key) ?? [];
    list.push({
      id: Number(row.id),
      action: row.action,
      status: { code: row.to_status },
      fromStatus: row.from_status === null ? null : { code: row.from_status },
      creationDate: iso(row.created_at)!,
      reason: row.reason,
      comment: row.comment,
      actor: row.actor_id === null ? null : { id: Number(row.actor_id), fullName: row.actor_name ?? '' },
    });
    result.set(key, list);
  }
  return result;
}

/** A user's address and language, for mail. */
export async function recipient(db: Queryable, userId: number): Promise<{ email: string; locale: Locale; name: string } | null> {
  const [row] = await db.query<{ username: string; locale: Locale; name: string; status: string }>(
    "SELECT username, locale, first_name || ' ' || last_name AS name, status FROM users WHERE id = $1",
    [userId],
  );
  return row && row.status !== 'deleted' ? { email: row.username, locale: row.locale, name: row.name } : null;
}

/** Queues one mail to a user in their language, in the caller's transaction. */
export async function mailUser(
  tx: Queryable,
  userId: number,
  kind: string,
  subject: ServerMessage,
  body: ServerMessage,
  params: (locale: Locale) => Record<string, string | number>,
): Promise<void> {
  const to = await recipient(tx, userId);
  if (!to) return;
  const p = params(to.locale);
  await enqueueMail(tx, { kind, to: to.email, subject: t(to.locale, subject, p), text: t(to.locale, body, p) });
}

/** The largest amount of money the server stores (total packages, fees). */
export const MAX_AMOUNT = 1_000_000_000_000;

/** A 422 on one field with a domain validation message. */
export function domainFieldError(request: FastifyRequest, field: string, id: DomainErrorId) {
  const locale = requestLocale(request);
  return unprocessable(t(locale, 'validation-failed'), { [field]: domainMessage(locale, id) });
}

/**
 * A candidate name search as SQL on `c` (candidates): every word of `text` must begin the first
 * name, the last name or the e-mail address. Prefix LIKEs on lower-case btree indexes (0012) keep
 * the planner's estimates exact, so a search finds its few candidates by index instead of testing
 * every row. Returns null when the text holds no word.
 */
export function candidateSearchCondition(text: string | null, param: (value: unknown) => string): string | null {
  const words =
    (text ?? '')
      .toLowerCase()
      .match(/[\p{L}\p{N}@._+-]+/gu)
      ?.slice(0, 5) ?? [];
  if (words.length === 0) return null;
  return words
    .map((word) => {
      const pattern = param(`${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
      return `(lower(c.first_name) LIKE ${pattern} OR lower(c.last_name) LIKE ${pattern} OR lower(c.email) LIKE ${pattern})`;
    })
    .join(' AND ');
}
