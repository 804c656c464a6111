/** Answers about tasks (001 §4.4, §7.8). */
import * as v from 'valibot';
import { taskKinds, taskRecordTypes, taskStatuses } from '../tasks';
import { coded, id, isoDateTime, text } from './shared';

/** A task: what its assignee must do, on which record of which vacancy, by when. */
export const taskResponse = v.object({
  id: id(),
  kind: coded(taskKinds),
  status: coded(taskStatuses),
  /** The assignee's own title; null: the kind's text in the reader's language. */
  title: v.nullable(text()),
  note: v.nullable(text()),
  /** `YYYY-MM-DD`, or null when the task has no due date. */
  dueDate: v.nullable(v.pipe(text(), v.isoDate())),
  assignee: v.object({ id: id(), fullName: text() }),
  /** The workflow record the task is about and the vacancy it belongs to. */
  record: v.object({ type: v.picklist(taskRecordTypes), id: id() }),
  job: v.object({ id: id(), title: text() }),
  /** Whom it is about: the consultant of a request or an offer, the candidate of an application. */
  about: v.nullable(text()),
  creationDate: isoDateTime(),
  completionDate: v.nullable(isoDateTime()),
  /** Who completed it (the assignee, or whoever took the action it asked for). */
  completedBy: v.nullable(v.object({ id: id(), fullName: text() })),
});
