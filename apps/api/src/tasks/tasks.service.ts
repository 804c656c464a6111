/**
 * Tasks (001 §4.4, §7.8; issue 17 point 7): the workflow opens and settles them
 * (`workflow/tasks.ts`); here their assignee lists, completes and edits them (`task-*-own`), admins
 * any user's (`task-*-any`). Nobody else sees a task: it answers 404 to them.
 */
import { can, canViewTask, taskOwner, type TaskEditPayload, type TaskListQuery } from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../auth/context';
import type { Database, Queryable } from '../db/database';
import { authorize, missing } from '../http/route';
import { taskTexts } from './tasks.messages';
import { completeTask, listTasks, loadTask, updateTask, type TaskRow } from './tasks.queries';
import { taskView } from './tasks.view';

const ownerOf = (row: TaskRow) => taskOwner({ assigneeId: Number(row.assignee_id) });

/** A page of the viewer's tasks, or (admins) of the user `assigneeId`. */
export async function tasksPage(db: Database, request: FastifyRequest, viewer: Viewer, query: TaskListQuery) {
  const assigneeId = query.assigneeId ?? viewer.id;
  authorize(request, can(viewer, 'task-view', { ownerId: assigneeId }));
  const { rows, total } = await listTasks(db, assigneeId, query);
  return { items: rows.map(taskView), total };
}

/** Loads and locks a task the viewer may see, or answers 404. */
async function visible(tx: Queryable, request: FastifyRequest, viewer: Viewer, id: number): Promise<TaskRow> {
  const row = await loadTask(tx, id, true);
  if (!row || !canViewTask(viewer, { assigneeId: Number(row.assignee_id) })) throw missing(request);
  return row;
}

export async function complete(db: Database, request: FastifyRequest, viewer: Viewer, id: number) {
  return db.transaction(async (tx) => {
    const row = await visible(tx, request, viewer, id);
    authorize(request, can(viewer, 'task-complete', ownerOf(row)));
    if (row.status === 'done') throw taskTexts.conflict(request, 'task-done');
    await completeTask(tx, id, viewer.id);
    return taskView((await loadTask(tx, id))!);
  });
}

export async function edit(db: Database, request: FastifyRequest, viewer: Viewer, id: number, body: TaskEditPayload) {
  return db.transaction(async (tx) => {
    const row = await visible(tx, request, viewer, id);
    authorize(request, can(viewer, 'task-edit', ownerOf(row)));
    await updateTask(tx, id, { title: body.title, note: body.note ?? null, dueDate: body.dueDate ?? null });
    return taskView((await loadTask(tx, id))!);
  });
}
