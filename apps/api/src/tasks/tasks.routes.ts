/**
 * Tasks (001 §7.8 "Tasks: POST list, PUT complete, PUT edit"): `POST /task/list` (status open, done
 * or all; sort due or created; paging; admins: assigneeId), `PUT /task/{id}/complete`,
 * `PUT /task/{id}/edit` (title, note, dueDate); and `GET /task/{id}/logs`, its status log (not in the
 * specs: the audit trail of issue 12). The workflow creates them (`workflow/tasks.ts`).
 */
import { taskEditSchema, taskListQuerySchema } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { doc, idParam } from '../http/route';
import { parse } from '../http/validation';
import { complete, edit, taskLogs, tasksPage } from './tasks.service';

const TAG = 'Tasks';

export async function taskRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post(
    '/task/list',
    doc(TAG, 'The viewer’s tasks (admins: any user’s): open, done or all; by due date or newest first; paged', taskListQuerySchema),
    async (request) => {
      const viewer = requireUser(request);
      const query = parse(request, taskListQuerySchema, request.body ?? {});
      return { result: await tasksPage(db, request, viewer, query) };
    },
  );

  app.put('/task/:id/complete', doc(TAG, 'Mark a task done (its assignee, admins)'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    return { result: await complete(db, request, viewer, id) };
  });

  app.put(
    '/task/:id/edit',
    doc(TAG, 'Change a task’s title, note and due date (its assignee, admins)', taskEditSchema),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const body = parse(request, taskEditSchema, request.body ?? {});
      return { result: await edit(db, request, viewer, id, body) };
    },
  );

  app.get('/task/:id/logs', doc(TAG, 'The status log of a task (its assignee, admins)'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    return { result: await taskLogs(db, request, viewer, id) };
  });
}
