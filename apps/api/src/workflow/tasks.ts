/**
 * The workflow's tasks (issue 17 point 7): every status change of a workflow record, in its own
 * transaction, completes the record's open tasks that waited on the status it leaves (the action
 * they asked for was taken) and opens the task of the status it reaches for the user who must act
 * (domain's `taskRules`). The tasks feature (`tasks/`) lists, completes and edits them.
 */
import { TASK_DUE_DAYS, taskOpenedBy, taskRecordTypes, type TaskParty } from '@mandate/domain';
import type { Queryable } from '../db/database';
import { completeJobTasks, completeLeftTasks, jobAuthorOf, openTask, recruiterOf } from './tasks.queries';

/** A status change as the workflow records it. */
export interface TaskChange {
  entityType: string;
  entityId: number;
  jobId: number | null;
  to: string;
}

/** The user of a record who must act: the vacancy's author or the record's consultant. */
async function partyOf(tx: Queryable, change: TaskChange, party: TaskParty): Promise<number | null> {
  if (party === 'employer') {
    const job = await jobAuthorOf(tx, change.jobId);
    return job ? Number(job.author_id) : null;
  }
  const row = await recruiterOf(tx, change.entityType === 'application' ? 'applications' : 'job_recruiters', change.entityId);
  return row ? Number(row.recruiter_id) : null;
}

/**
 * Settles the tasks of one status change in the caller's transaction: done for the record's open
 * tasks opened in another status (completed by `actorId`), a new open task when the new status waits
 * for someone other than the actor; a vacancy that closes, is cancelled or expires ends its open tasks.
 */
export async function settleTasks(tx: Queryable, actorId: number, change: TaskChange): Promise<void> {
  if (change.entityType === 'job') {
    // A vacancy that closes ends whatever waited on it.
    if (['closed', 'cancelled', 'expired'].includes(change.to)) {
      await completeJobTasks(tx, change.entityId, actorId);
    }
    return;
  }
  if (!(taskRecordTypes as readonly string[]).includes(change.entityType)) return;
  await completeLeftTasks(tx, change.entityType, change.entityId, change.to, actorId);
  const rule = taskOpenedBy(change.entityType, change.to);
  if (!rule || change.jobId === null) return;
  const assignee = await partyOf(tx, change, rule.assignee);
  if (assignee === null || assignee === actorId) return;
  await openTask(tx, {
    kind: rule.kind,
    assigneeId: assignee,
    recordType: change.entityType,
    recordId: change.entityId,
    openedStatus: change.to,
    jobId: change.jobId,
    dueDays: TASK_DUE_DAYS,
  });
}
