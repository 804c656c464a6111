import type { StatusLogRow } from './statusLog.queries';

/**
 * A log entry as answered by every history and logs route (000 §3 `logs`: status, creationDate,
 * comment; plus who, from, action, reason and details). The actor is named twice: `actionUser`
 * (`name`) as the vacancy history reads it, `actor` (`fullName`) as the application, placement and
 * candidate-list logs read it.
 */
export function statusLogView(row: StatusLogRow) {
  const details = typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details;
  const actorId = row.actor_id === null ? null : Number(row.actor_id);
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
    actionUser: actorId === null ? null : { id: actorId, name: row.actor_name ?? '' },
    actor: actorId === null ? null : { id: actorId, fullName: row.actor_name ?? '' },
    ownerId: row.owner_id === null ? null : Number(row.owner_id),
    creationDate: new Date(row.created_at).toISOString(),
  };
}
export type StatusLogView = ReturnType<typeof statusLogView>;
