/**
 * Tasks (001 §4.4, §7.8; issue 17 point 7): the workflow opens and settles them
 * (`workflow/tasks.ts`); here their assignee lists, completes and edits them (`task-*-own`), admins
 * any user's (`task-*-any`). Completing is domain's task machine through the workflow's
 * `transition`, logged. Nobody else sees a task: it answers 404 to them.
 */
import {
  can,
  canViewTask,
  decideTaskAction,
  taskOwner,
  taskTarget,
  type TaskEditPayload,
  type TaskListQuery,
  type TaskStatus,
} from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../auth/context';
import type { Database, Queryable } from '../db/database';
import { authorize, missing } from '../http/route';
import { statusLogOf } from '../workflow/statusLog';
import { transition } from '../workflow/transition';
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

/** Loads (and by default locks) a task the viewer may see, or answers 404. */
async function visible(tx: Queryable, request: FastifyRequest, viewer: Viewer, id: number, lock = true): Promise<TaskRow> {
  const row = await loadTask(tx, id, lock);
  if (!row || !canViewTask(viewer, { assigneeId: Number(row.assignee_id) })) throw missing(request);
  return row;
}

/** A task's status log (who completed it, when): its assignee and admins; 404 to everyone else. */
export async function taskLogs(db: Database, request: FastifyRequest, viewer: Viewer, id: number) {
  await visible(db, request, viewer, id, false);
  const logs = await statusLogOf(db, 'task', id);
  return { items: logs, total: logs.length };
}

/**
 * Completes a task through the workflow (issue 12 point 1): domain's task machine decides (403 for
 * who asks, 409 when done already), the status log records who, when, from and to in the same
 * transaction.
 */
export async function complete(db: Database, request: FastifyRequest, viewer: Viewer, id: number) {
  return db.transaction(async (tx) => {
    await transition<TaskRow, TaskStatus>(tx, request, viewer, {
      entity: 'task',
      action: 'complete',
      lock: (q) => visible(q, request, viewer, id),
      decide: (row) => {
        const decision = decideTaskAction(viewer, { status: row.status, assigneeId: Number(row.assignee_id) }, 'complete');
        // The refusal of a repeat keeps its own words ("done already").
        if (!decision.allowed && decision.reason === 'status-not-allowed') throw taskTexts.conflict(request, 'task-done');
        return decision;
      },
      from: (row) => row.status,
      to: () => taskTarget('complete'),
      write: async (q) => {
        await completeTask(q, id, viewer.id);
        return id;
      },
      // Not in the vacancy's history: a task is its assignee's alone.
      jobId: () => null,
      log: (row) => ({ details: { kind: row.kind, recordType: row.record_type, recordId: Number(row.record_id) } }),
    });
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
