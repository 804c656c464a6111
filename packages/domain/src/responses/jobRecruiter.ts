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

/**
 * `GET /company/{companyId}/agency/{agencyId}/revenue-split`: the split between a company and an
 * agency (of a vacancy's terms when given) and the revenue of a package by it (domain's `computeRevenue`).
 */
export const revenueSplitResponse = v.object({
  company: v.object({ id: id() }),
  agency: v.object({ id: id() }),
  job: v.nullable(v.object({ id: id() })),
  revenueSplit: v.object({ code: text(), label: text(), percentage: v.number() }),
  successFee: v.nullable(v.object({ percentage: v.nullable(v.number()), fixed: v.nullable(v.number()) })),
  totalCompensation: v.number(),
  /** The total success fee. */
  fee: v.number(),
  /** The fee as a percent of the package, one decimal; null when the package is 0. */
  feePercentage: v.nullable(v.number()),
  /** The product's share: the split percentage of the fee, rounded. */
  productRevenue: v.number(),
  /** The agency's revenue: fee minus the product's share. */
  agencyRevenue: v.number(),
});
