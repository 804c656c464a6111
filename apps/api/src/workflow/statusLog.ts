/** The status log's reader: rows of `statusLog.queries.ts` as `statusLog.view.ts` answers them. */
import type { Queryable } from '../db/database';
import { jobHistoryRows, statusLogRow, statusLogRowsOf, type LoggedEntity } from './statusLog.queries';
import { statusLogView, type StatusLogView } from './statusLog.view';

/** The logs of some records of one type, oldest first, grouped by record id (every id has a list). */
export async function statusLogsOf(db: Queryable, entityType: LoggedEntity, ids: readonly number[]): Promise<Map<number, StatusLogView[]>> {
  const byId = new Map<number, StatusLogView[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  for (const row of await statusLogRowsOf(db, entityType, ids)) byId.get(Number(row.entity_id))?.push(statusLogView(row));
  return byId;
}

/** The log of one record, oldest first. */
export async function statusLogOf(db: Queryable, entityType: LoggedEntity, id: number): Promise<StatusLogView[]> {
  return (await statusLogsOf(db, entityType, [id])).get(id)!;
}

/** A vacancy's history (see {@link jobHistoryRows}). */
export async function jobHistory(db: Queryable, jobId: number, relationId?: number): Promise<StatusLogView[]> {
  return (await jobHistoryRows(db, jobId, relationId)).map(statusLogView);
}

/** One entry, or undefined. */
export async function statusLogEntry(db: Queryable, id: number): Promise<StatusLogView | undefined> {
  const row = await statusLogRow(db, id);
  return row && statusLogView(row);
}

export { writeStatusLog, updateStatusLogComment, type LoggedEntity, type StatusChange } from './statusLog.queries';
export type { StatusLogView } from './statusLog.view';
