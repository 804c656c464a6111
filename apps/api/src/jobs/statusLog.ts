import type { Database } from '../db/database';

type Queryable = Pick<Database, 'query'>;

/** The records whose status changes are logged in `status_logs` (migration 0007). */
export type LoggedEntity = 'job' | 'job-recruiter' | 'application' | 'candidate-list' | 'placement';

/** One status change: who, when (now), from, to, reason, comment (the spec's `logs` and the audit trail). */
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
  /** The acting user and, after a switch-user, the admin behind them. */
  actor: { id: number; ownerId?: number | null };
}

/** Writes one log row; call it in the transaction of the change it records. */
export async function writeStatusLog(tx: Queryable, change: StatusChange): Promise<number> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO status_logs (entity_type, entity_id, job_id, action, from_status, to_status, reason, comment, details, actor_id, owner_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
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
      change.actor.id,
      change.actor.ownerId ?? null,
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

export const STATUS_LOG_SELECT = `SELECT l.id, l.entity_type, l.entity_id, l.job_id, l.action, l.from_status, l.to_status, l.reason, l.comment,
       l.details, l.actor_id, l.owner_id, l.created_at, u.first_name || ' ' || u.last_name AS actor_name
  FROM status_logs l LEFT JOIN users u ON u.id = l.actor_id`;

/** A log entry as answered (000 §3 `logs`: status, creationDate, comment; plus who, from, action and reason). */
export function statusLogView(row: StatusLogRow) {
  const details = typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details;
  return {
    id: Number(row.id),
    entityType: row.entity_type,
    entityId: Number(row.entity_id),
    jobId: row.job_id === null ? null : Number(row.job_id),
    action: row.action,
    status: { code: row.to_status },
    fromStatus: row.from_status === null ? null : { code: row.from_status },
    reason: row.reason,
    comment: row.comment,
    details,
    source: typeof details.source === 'string' ? { code: details.source } : null,
    actionUser: row.actor_id === null ? null : { id: Number(row.actor_id), name: row.actor_name ?? '' },
    ownerId: row.owner_id === null ? null : Number(row.owner_id),
    creationDate: new Date(row.created_at).toISOString(),
  };
}
export type StatusLogView = ReturnType<typeof statusLogView>;

/** The logs of some records of one type, oldest first, grouped by record id. */
export async function statusLogsOf(db: Queryable, entityType: LoggedEntity, ids: readonly number[]): Promise<Map<number, StatusLogView[]>> {
  const byId = new Map<number, StatusLogView[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await db.query<StatusLogRow>(
    `${STATUS_LOG_SELECT} WHERE l.entity_type = $1 AND l.entity_id = ANY($2::bigint[]) ORDER BY l.id`,
    [entityType, ids],
  );
  for (const row of rows) byId.get(Number(row.entity_id))?.push(statusLogView(row));
  return byId;
}
