/** The SQL of the workflow's tasks (tasks.ts `settleTasks`). */
import type { Queryable } from '../db/database';

/** A vacancy's author, or undefined. */
export async function jobAuthorOf(tx: Queryable, jobId: number | null): Promise<{ author_id: string } | undefined> {
  const [job] = await tx.query<{ author_id: string }>('SELECT author_id FROM jobs WHERE id = $1', [jobId]);
  return job;
}

/** The consultant of an application or a consultant's place on a vacancy, or undefined. */
export async function recruiterOf(
  tx: Queryable,
  table: 'applications' | 'job_recruiters',
  id: number,
): Promise<{ recruiter_id: string } | undefined> {
  const [row] = await tx.query<{ recruiter_id: string }>(`SELECT recruiter_id FROM ${table} WHERE id = $1`, [id]);
  return row;
}

/** Completes every open task of a vacancy (it closed, was cancelled or expired). */
export async function completeJobTasks(tx: Queryable, jobId: number, actorId: number): Promise<void> {
  await tx.query(
    `UPDATE tasks SET status = 'done', completed_at = now(), completed_by = $2, updated_at = now() WHERE job_id = $1 AND status = 'open'`,
    [jobId, actorId],
  );
}

/** Completes a record's open tasks opened in another status than `to`. */
export async function completeLeftTasks(tx: Queryable, recordType: string, recordId: number, to: string, actorId: number): Promise<void> {
  await tx.query(
    `UPDATE tasks SET status = 'done', completed_at = now(), completed_by = $4, updated_at = now()
      WHERE record_type = $1 AND record_id = $2 AND status = 'open' AND opened_status <> $3`,
    [recordType, recordId, to, actorId],
  );
}

/** Opens a task, due in `dueDays`, unless the record has a task of its kind open. */
export async function openTask(
  tx: Queryable,
  t: { kind: string; assigneeId: number; recordType: string; recordId: number; openedStatus: string; jobId: number; dueDays: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO tasks (kind, assignee_id, record_type, record_id, opened_status, job_id, due_date)
     VALUES ($1, $2, $3, $4, $5, $6, current_date + $7::int)
     ON CONFLICT (record_type, record_id, kind) WHERE status = 'open' DO NOTHING`,
    [t.kind, t.assigneeId, t.recordType, t.recordId, t.openedStatus, t.jobId, t.dueDays],
  );
}
