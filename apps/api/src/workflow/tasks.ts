/**
 * The workflow's tasks (issue 17 point 7): every status change of a workflow record, in its own
 * transaction, completes the record's open tasks that waited on the status it leaves (the action
 * they asked for was taken) and opens the task of the status it reaches for the user who must act
 * (domain's `taskRules`). The tasks feature (`tasks/`) lists, completes and edits them.
 */
import { TASK_DUE_DAYS, taskOpenedBy, taskRecordTypes, type TaskParty } from '@mandate/domain';
import type { Queryable } from '../db/database';

/** A status change as the workflow records it. */
export interface TaskChange {
  entityType: string;
  entityId: number;
  jobId: number | null;
  to: string;
}

/** The user of a record who must act: the vacancy's author or the record's consultant. */
async function partyOf(tx: Queryable, change: TaskChange, party: TaskParty): Promise<number | null> {
  if (party === 'employer') {
    const [job] = await tx.query<{ author_id: string }>('SELECT author_id FROM jobs WHERE id = $1', [change.jobId]);
    return job ? Number(job.author_id) : null;
  }
  const table = change.entityType === 'application' ? 'applications' : 'job_recruiters';
  const [row] = await tx.query<{ recruiter_id: string }>(`SELECT recruiter_id FROM ${table} WHERE id = $1`, [change.entityId]);
  return row ? Number(row.recruiter_id) : null;
}

/**
 * Settles the tasks of one status change in the caller's transaction: done for the record's open
 * tasks opened in another status (completed by `actorId`), a new open task when the new status waits
 * for someone other than the actor; a vacancy that closes, is cancelled or expires ends its open tasks.
 */
export async function settleTasks(tx: Queryable, actorId: number, change: TaskChange): Promise<void> {
  if (change.entityType === 'job') {
    // A vacancy that closes ends whatever waited on it.
    if (['closed', 'cancelled', 'expired'].includes(change.to)) {
      await tx.query(
        `UPDATE tasks SET status = 'done', completed_at = now(), completed_by = $2, updated_at = now() WHERE job_id = $1 AND status = 'open'`,
        [change.entityId, actorId],
      );
    }
    return;
  }
  if (!(taskRecordTypes as readonly string[]).includes(change.entityType)) return;
  await tx.query(
    `UPDATE tasks SET status = 'done', completed_at = now(), completed_by = $4, updated_at = now()
      WHERE record_type = $1 AND record_id = $2 AND status = 'open' AND opened_status <> $3`,
    [change.entityType, change.entityId, change.to, actorId],
  );
  const rule = taskOpenedBy(change.entityType, change.to);
  if (!rule || change.jobId === null) return;
  const assignee = await partyOf(tx, change, rule.assignee);
  if (assignee === null || assignee === actorId) return;
  await tx.query(
    `INSERT INTO tasks (kind, assignee_id, record_type, record_id, opened_status, job_id, due_date)
     VALUES ($1, $2, $3, $4, $5, $6, current_date + $7::int)
     ON CONFLICT (record_type, record_id, kind) WHERE status = 'open' DO NOTHING`,
    [rule.kind, assignee, change.entityType, change.entityId, change.to, change.jobId, TASK_DUE_DAYS],
  );
}
