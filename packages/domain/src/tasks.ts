/**
 * Tasks (001 §4.4 "Task: complete", §7.8 "Tasks: POST list, PUT complete, PUT edit"): what a user
 * must do next in the workflow. The spec does not show the transition graph; these are the rules of
 * issue 17 point 7. A status change of a workflow record opens a task for the user who must act
 * (see {@link taskRules}); the task is done when that record leaves the status it was opened in (the
 * action it asks for was taken), or when its assignee marks it done.
 */
import type { Actor, OwnerRef } from './permissions';
import { can } from './permissions';

/** What a task asks for. */
export const taskKinds = ['approve-recruiter', 'review-application', 'answer-offer'] as const;
export type TaskKind = (typeof taskKinds)[number];

/** A task is open until done. */
export const taskStatuses = ['open', 'done'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** The workflow records a task is about. */
export const taskRecordTypes = ['job-recruiter', 'application'] as const;
export type TaskRecordType = (typeof taskRecordTypes)[number];

/** Who must act: the vacancy's author (the employer owner) or the consultant of the record. */
export type TaskParty = 'employer' | 'recruiter';

/** A status change that opens a task. */
export interface TaskRule {
  record: TaskRecordType;
  /** The record's status that waits for someone. */
  status: string;
  kind: TaskKind;
  assignee: TaskParty;
}

/**
 * The workflow's tasks: a consultant's request on a vacancy waits for the employer's approval or
 * rejection; a new application waits for the employer's review; an offer waits for the candidate's
 * answer, which the consultant brings back (hire, withdraw).
 */
export const taskRules: readonly TaskRule[] = [
  { record: 'job-recruiter', status: 'requested', kind: 'approve-recruiter', assignee: 'employer' },
  { record: 'application', status: 'proposed', kind: 'review-application', assignee: 'employer' },
  { record: 'application', status: 'offer-made', kind: 'answer-offer', assignee: 'recruiter' },
];

/** The task a record opens when it reaches `status`, if any. */
export function taskOpenedBy(record: string, status: string): TaskRule | undefined {
  return taskRules.find((rule) => rule.record === record && rule.status === status);
}

/** Days a workflow task is due after it opens. */
export const TASK_DUE_DAYS = 3;

/** The owner of a task: its assignee. */
export const taskOwner = (task: { assigneeId: number }): OwnerRef => ({ ownerId: task.assigneeId });

/** Who sees a task: its assignee (`task-view-own`) and admins (`task-view-any`). */
export const canViewTask = (user: Actor | null | undefined, task: { assigneeId: number }): boolean =>
  can(user, 'task-view', taskOwner(task));
