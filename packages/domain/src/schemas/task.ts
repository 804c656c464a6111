/** Schemas of the task calls (001 §7.8 "Tasks: POST list, PUT complete, PUT edit"). */
import * as v from 'valibot';
import { id, localDate, option, optionalText, paging, requiredText, TEXT_LIMITS } from './fields';

/** Which tasks a list shows: the open ones (the default), the done ones, or both. */
export const taskListStatuses = ['open', 'done', 'all'] as const;
/** How a task list is sorted: by due date (soonest first, then the oldest), or newest first. */
export const taskSortFields = ['due', 'created'] as const;

/**
 * The task list: the viewer's tasks (admins: another user's with `assigneeId`), open ones by
 * default, by due date, paged.
 */
export const taskListQuerySchema = v.object(
  {
    status: v.optional(option(taskListStatuses), 'open'),
    sort: v.optional(option(taskSortFields), 'due'),
    assigneeId: v.optional(id()),
    ...paging(20, 100),
  },
  'domain.error.required',
);

/** Editing a task (its assignee, admins): the title, a note and the due date (none: no date). */
export const taskEditSchema = v.object(
  {
    title: requiredText(TEXT_LIMITS.short),
    note: optionalText(TEXT_LIMITS.long),
    dueDate: v.optional(v.nullable(localDate()), null),
  },
  'domain.error.required',
);

export type TaskListQuery = v.InferOutput<typeof taskListQuerySchema>;
export type TaskEditPayload = v.InferOutput<typeof taskEditSchema>;
