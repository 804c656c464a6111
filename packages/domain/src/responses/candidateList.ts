/** Answers about candidate lists (submissions, 000 §3, 001 §7.5). */
import * as v from 'valibot';
import { candidateListStatuses, jobStatuses, milestoneTypes } from '../statuses';
import { statusLogEntry } from './application';
import { coded, id, isoDateTime, text } from './shared';

/** What the user may do with a candidate list now (domain's candidate-list machine; `create` is not asked of a list). */
export const candidateListRecordActions = ['edit', 'complete', 'reject', 'withdraw', 'edit-feedback'] as const;

/** A candidate list (submission, 000 §3) with its status log, feedback and the actions the user may take now. */
export const candidateListResponse = v.object({
  id: id(),
  title: text(),
  comment: v.nullable(text()),
  /** Ids of the attached files. */
  attachments: v.array(id()),
  status: coded(candidateListStatuses),
  milestone: v.nullable(v.picklist(milestoneTypes)),
  job: v.object({ id: id(), title: text(), status: coded(jobStatuses) }),
  recruiter: v.object({
    id: id(),
    fullName: text(),
    organization: v.nullable(v.object({ id: id(), name: v.nullable(text()) })),
  }),
  feedback: v.nullable(
    v.object({ id: id(), feedback: text(), assessmentLevel: v.nullable(text()), creationDate: v.nullable(isoDateTime()) }),
  ),
  logs: v.array(statusLogEntry(candidateListStatuses)),
  actions: v.array(v.picklist(candidateListRecordActions)),
  creationDate: v.nullable(isoDateTime()),
  statusChangeDate: v.nullable(isoDateTime()),
  updateDate: v.nullable(isoDateTime()),
});
