/** A task as the API answers it. */
import type { InferOutput, taskResponse } from '@mandate/domain';
import { iso } from '../db/values';
import type { TaskRow } from './tasks.queries';

export const taskView = (row: TaskRow): InferOutput<typeof taskResponse> => ({
  id: Number(row.id),
  kind: { code: row.kind },
  status: { code: row.status },
  title: row.title,
  note: row.note,
  dueDate: row.due_date,
  assignee: { id: Number(row.assignee_id), fullName: row.assignee_name },
  record: { type: row.record_type, id: Number(row.record_id) },
  job: { id: Number(row.job_id), title: row.job_title },
  about: row.about,
  creationDate: iso(row.created_at)!,
  completionDate: iso(row.completed_at),
  completedBy: row.completed_by === null ? null : { id: Number(row.completed_by), fullName: row.completed_by_name ?? '' },
});
