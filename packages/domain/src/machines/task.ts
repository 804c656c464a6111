/**
 * The task state machine (001 §4.4 "Task: complete", issue 17 point 7): a task is open until its
 * assignee (or an admin) completes it; a done task stays done. The workflow also settles tasks
 * when their record moves on (`taskRules`); that is not an action of a user on the task.
 */
import type { TaskStatus } from '../tasks';
import { taskOwner } from '../tasks';
import type { Actor, Decision } from '../permissions';
import type { Id } from '../id';
import { allowedOf, decide, decideAll } from './engine';
import type { ActionRule } from './engine';

/** Actions on a task's status. */
export const taskActions = ['complete'] as const;
/** An action on a task's status. */
export type TaskAction = (typeof taskActions)[number];

/** What the task rules read: its status and its assignee (its owner). */
export interface TaskContext {
  status: TaskStatus;
  assigneeId: Id;
}

interface TaskRule extends ActionRule<TaskStatus, TaskContext> {
  to: TaskStatus;
}

/** The task rules as data: `-own` resolves against the assignee. */
export const taskMachineRules: Readonly<Record<TaskAction, TaskRule>> = {
  complete: { to: 'done', grants: [{ from: ['open'], permission: 'task-complete' }] },
};

/** The status a task has after an action. */
export function taskTarget(action: TaskAction): TaskStatus {
  return taskMachineRules[action].to;
}

/** May `actor` do `action` on the task now? */
export function decideTaskAction(actor: Actor, context: TaskContext, action: TaskAction): Decision {
  return decide(taskMachineRules[action], context.status, actor, taskOwner({ assigneeId: context.assigneeId }), context);
}

/** Every task action with its decision. */
export function decideTaskActions(actor: Actor, context: TaskContext): Record<TaskAction, Decision> {
  return decideAll(taskActions, (action) => decideTaskAction(actor, context, action));
}

/** The task actions `actor` may do now. */
export function allowedTaskActions(actor: Actor, context: TaskContext): TaskAction[] {
  return allowedOf(decideTaskActions(actor, context));
}
