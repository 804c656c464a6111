/** Answers about consultants on vacancies (001 §3 job-recruiter, §7.4) and the history entries of their log. */
import * as v from 'valibot';
import { jobRecruiterActions, jobRecruiterDisplayStatuses } from '../machines/jobRecruiter';
import { jobRecruiterSourceCodes, jobRecruiterStatuses } from '../statuses';
import { coded, count, id, isoDateTime, namedRef, text } from './shared';

/**
 * One entry of a vacancy's history (its own status changes and those of its consultants) and of a
 * consultant's log on a vacancy: who (`actionUser`, and `ownerId` when an admin acted as them), when,
 * from, to, action, reason, comment and details.
 */
export const historyEntryResponse = v.object({
  id: id(),
  entityType: text(),
  entityId: id(),
  jobId: v.nullable(id()),
  action: text(),
  status: coded(),
  fromStatus: v.nullable(coded()),
  reason: v.nullable(text()),
  comment: v.nullable(text()),
  details: v.record(text(), v.unknown()),
  /** How the consultant came to the vacancy (invitation, admin-invitation, request), when the entry is theirs. */
  source: v.nullable(coded()),
  actionUser: v.nullable(v.object({ id: id(), name: text() })),
  /** The admin acting as this user, when switched. */
  ownerId: v.nullable(id()),
  creationDate: isoDateTime(),
});

/** A consultant on a vacancy (001 §3 job-recruiter), with the status shown to people (000 §4). */
export const jobRecruiterResponse = v.object({
  id: id(),
  job: v.object({ id: id(), title: text() }),
  recruiter: v.object({ id: id(), fullName: text(), organization: v.nullable(namedRef()) }),
  status: coded(jobRecruiterStatuses),
  displayStatus: coded(jobRecruiterDisplayStatuses),
  /** The invitation text or the cover letter. */
  comment: v.nullable(text()),
  lastStatus: v.object({ source: coded(jobRecruiterSourceCodes), creationDate: v.nullable(isoDateTime()) }),
  termsAgreed: v.boolean(),
  testimonialRequestDate: v.nullable(isoDateTime()),
  companyPlacementsCount: count(),
  /** The candidates this consultant submitted to the vacancy. */
  candidatesCount: count(),
  creationDate: v.nullable(isoDateTime()),
  /** The log of the relation's status; in the view and in the answers of changes, not in lists. */
  logs: v.optional(v.array(historyEntryResponse)),
});

/** A consultant on a vacancy as the vacancy's list answers it: with what the viewer may do with them now (001 §4.2). */
export const vacancyJobRecruiterResponse = v.object({
  ...jobRecruiterResponse.entries,
  actions: v.array(v.picklist(jobRecruiterActions)),
});
