/**
 * The status log (`status_logs`, migration 0007): the one writer and the one reader of the audit
 * trail of every workflow record (vacancies, consultants on vacancies, applications, candidate
 * lists, placements, testimonials, tasks). Every status action writes its row here, in the transaction of the change.
 */
import type { Queryable } from '../db/database';

/** The records whose status changes are logged. */
export type LoggedEntity = 'job' | 'job-recruiter' | 'application' | 'candidate-list' | 'placement' | 'testimonial' | 'task';

/** Who changed a status: the acting user and, after a switch-user, the admin behind them. */
export interface LogActor {
  id: number;
  session?: { ownerId: number | null };
}

/** One status change: who, when, from, to, reason, comment. */
export interface StatusChange {
  entityType: LoggedEntity;
  entityId: number;
  /** The vacancy the record belongs to (shown in the vacancy's history). */
  jobId: number | null;
  /** The action that changed the status, e.g. `cancel`, `invite`, `hire`. */
  action: string;
  from: string | null;
  to: string;
  reason?: string | null;
  comment?: string | null;
  details?: Record<string, unknown>;
  /** The log's date, when not now (an admin's back-dated offer). */
  at?: string | null;
}

/** Writes one log row; call it in the transaction of the change it records. */
export async function writeStatusLog(tx: Queryable, actor: LogActor, change: StatusChange): Promise<number> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO status_logs (entity_type, entity_id, job_id, action, from_status, to_status, reason, comment, details, actor_id, owner_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, coalesce($12::timestamptz, now())) RETURNING id`,
    [
      change.entityType,
      change.entityId,
      change.jobId,
      change.action,
      change.from,
      change.to,
      change.reason ?? null,
      change.comment ?? null,
      JSON.stringify(change.details ?? {}),
      actor.id,
      actor.session?.ownerId ?? null,
      change.at ?? null,
    ],
  );
  return Number(row!.id);
}

export interface StatusLogRow {
  id: string;
  entity_type: LoggedEntity;
  entity_id: string;
  job_id: string | null;
  action: string;
  from_status: string | null;
  to_status: string;
  reason: string | null;
  comment: string | null;
  details: Record<string, unknown> | string;
  actor_id: string | null;
  actor_name: string | null;
  owner_id: string | null;
  created_at: Date | string;
}

const SELECT = `SELECT l.id, l.entity_type, l.entity_id, l.job_id, l.action, l.from_status, l.to_status, l.reason, l.comment,
       l.details, l.actor_id, l.owner_id, l.created_at, u.first_name || ' ' || u.last_name AS actor_name
  FROM status_logs l LEFT JOIN users u ON u.id = l.actor_id`;
/** The audit trail's order: by date (a back-dated offer sorts where it happened), then as written. */
const ORDER = 'ORDER BY l.created_at, l.id';

/** The log rows of some records of one type, oldest first. */
export const statusLogRowsOf = (db: Queryable, entityType: LoggedEntity, ids: readonly number[]) =>
  db.query<StatusLogRow>(`${SELECT} WHERE l.entity_type = $1 AND l.entity_id = ANY($2::bigint[]) ${ORDER}`, [entityType, ids]);

/**
 * A vacancy's history: every entry written for it (its own, its consultants', its applications',
 * candidate lists' and placements'); with `relationId`, only its own entries and that consultant's.
 */
export const jobHistoryRows = (db: Queryable, jobId: number, relationId?: number) =>
  relationId === undefined
    ? db.query<StatusLogRow>(`${SELECT} WHERE l.job_id = $1 ${ORDER}`, [jobId])
    : db.query<StatusLogRow>(
        `${SELECT} WHERE l.job_id = $1 AND (l.entity_type = 'job' OR (l.entity_type = 'job-recruiter' AND l.entity_id = $2)) ${ORDER}`,
        [jobId, relationId],
      );

/** One log row by id. */
export async function statusLogRow(db: Queryable, id: number): Promise<StatusLogRow | undefined> {
  const [row] = await db.query<StatusLogRow>(`${SELECT} WHERE l.id = $1`, [id]);
  return row;
}

/** Corrects the comment of one entry (the only part of the trail that may change). */
export async function updateStatusLogComment(db: Queryable, id: number, comment: string | null): Promise<void> {
  await db.query('UPDATE status_logs SET comment = $2 WHERE id = $1', [id, comment]);
}
