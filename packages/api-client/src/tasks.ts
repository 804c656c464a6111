import type { Id, InferOutput, TaskEditPayload, TaskListQuery, taskResponse } from '@mandate/domain';
import type { ApiClient } from './client';
import { operation, type CallOptions } from './operation';
import type { ListPage, LogEntry } from './shapes';

/** A task (001 §4.4, §7.8): what its assignee must do next, on which workflow record of which vacancy. */
export type TaskRecord = InferOutput<typeof taskResponse>;

/** `POST /task/list`: the user's tasks (open by default, by due date, paged; admins: `assigneeId`). */
export const listTasks = operation(
  'POST',
  '/task/list',
  (route) =>
    (client: ApiClient, query: Partial<TaskListQuery> = {}, options: CallOptions = {}): Promise<ListPage<TaskRecord>> =>
      route.call(client, { body: query }, options),
);

/** `PUT /task/{id}/complete`: marks a task done. */
export const completeTask = operation(
  'PUT',
  '/task/{id}/complete',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<TaskRecord> =>
      route.call(client, { params: { id } }, options),
);

/** `PUT /task/{id}/edit`: a task's title, note and due date. */
export const editTask = operation(
  'PUT',
  '/task/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, body: TaskEditPayload, options: CallOptions = {}): Promise<TaskRecord> =>
      route.call(client, { params: { id }, body }, options),
);

/** `GET /task/{id}/logs`: its status log (its assignee, admins). */
export const getTaskLogs = operation(
  'GET',
  '/task/{id}/logs',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<ListPage<LogEntry<TaskRecord['status']['code']>>> =>
      route.call(client, { params: { id } }, options),
);
