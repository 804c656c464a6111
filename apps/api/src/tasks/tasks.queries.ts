/** SQL of the tasks (001 §4.4, §7.8); the workflow writes them in `workflow/tasks.ts`. */
import type { TaskKind, TaskListQuery, TaskRecordType, TaskStatus } from '@mandate/domain';
import type { Queryable } from '../db/database';
import { pageSql } from '../db/paging';

export interface TaskRow {
  id: string;
  kind: TaskKind;
  status: TaskStatus;
  assignee_id: string;
  assignee_name: string;
  record_type: TaskRecordType;
  record_id: string;
  job_id: string;
  job_title: string;
  about: string | null;
  title: string | null;
  note: string | null;
  due_date: string | null;
  created_at: Date | string;
  completed_at: Date | string | null;
  completed_by: string | null;
  completed_by_name: string | null;
}

const SELECT = `SELECT t.id, t.kind, t.status, t.assignee_id, a.first_name || ' ' || a.last_name AS assignee_name,
       t.record_type, t.record_id, t.job_id, j.title AS job_title,
       CASE WHEN t.record_type = 'application' THEN (SELECT c.first_name || ' ' || c.last_name FROM applications ap
                                                      JOIN candidates c ON c.id = ap.candidate_id WHERE ap.id = t.record_id)
            ELSE (SELECT r.first_name || ' ' || r.last_name FROM job_recruiters jr JOIN users r ON r.id = jr.recruiter_id
                   WHERE jr.id = t.record_id) END AS about,
       t.title, t.note, to_char(t.due_date, 'YYYY-MM-DD') AS due_date, t.created_at, t.completed_at,
       t.completed_by, cb.first_name || ' ' || cb.last_name AS completed_by_name
  FROM tasks t JOIN users a ON a.id = t.assignee_id JOIN jobs j ON j.id = t.job_id
  LEFT JOIN users cb ON cb.id = t.completed_by`;

export async function loadTask(db: Queryable, id: number, lock = false): Promise<TaskRow | null> {
  if (lock) await db.query('SELECT id FROM tasks WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await db.query<TaskRow>(`${SELECT} WHERE t.id = $1`, [id]);
  return row ?? null;
}

/** One user's tasks: open, done or all; by due date (none last, then oldest) or newest first. */
export async function listTasks(
  db: Queryable,
  assigneeId: number,
  query: Pick<TaskListQuery, 'status' | 'sort' | 'page' | 'pageSize'>,
): Promise<{ rows: TaskRow[]; total: number }> {
  const params: unknown[] = [assigneeId];
  const p = (value: unknown) => `$${params.push(value)}`;
  const where = `t.assignee_id = $1${query.status === 'all' ? '' : ` AND t.status = ${p(query.status)}`}`;
  const order = query.sort === 'created' ? 't.created_at DESC, t.id DESC' : 't.due_date ASC NULLS LAST, t.created_at ASC, t.id ASC';
  const [count] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM tasks t WHERE ${where}`, params);
  const rows = await db.query<TaskRow>(
    `${SELECT} WHERE ${where} ORDER BY ${order} ${pageSql(query.pageSize, query.page * query.pageSize, p)}`,
    params,
  );
  return { rows, total: Number(count!.n) };
}

/** A user's open tasks, for their counters. */
export async function openTaskCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: string }>("SELECT count(*) AS n FROM tasks WHERE assignee_id = $1 AND status = 'open'", [userId]);
  return Number(row!.n);
}

export async function completeTask(tx: Queryable, id: number, by: number): Promise<void> {
  await tx.query("UPDATE tasks SET status = 'done', completed_at = now(), completed_by = $2, updated_at = now() WHERE id = $1", [id, by]);
}

export async function updateTask(
  tx: Queryable,
  id: number,
  t: { title: string; note: string | null; dueDate: string | null },
): Promise<void> {
  await tx.query('UPDATE tasks SET title = $2, note = $3, due_date = $4::date, updated_at = now() WHERE id = $1', [
    id,
    t.title,
    t.note,
    t.dueDate,
  ]);
}
