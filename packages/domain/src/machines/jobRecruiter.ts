/**
 * The consultant-on-a-vacancy (job-recruiter) state machine of 001 §4.2 as data, and the display
 * mapping of 000 §4. A consultant without any relation to the vacancy has status `null`.
 */
import { jobRecruiterStatuses } from '../statuses';
import type { JobRecruiterDisplaySource, JobRecruiterStatus, JobStatus, Locale } from '../statuses';
import { jobOwner, recruiterOwner } from '../permissions';
import type { Actor, Decision, OwnerRef } from '../permissions';
import type { Id, Job } from '../types';
import { allowedOf, decide, decideAll } from './engine';
import type { ActionRule, Guard } from './engine';

/** Actions on a consultant's relation to a vacancy (001 §4.2). */
export const jobRecruiterActions = [
  'request',
  'approve',
  'reject',
  'reactivate',
  'withdraw',
  'invite',
  'withdraw-invitation',
  'accept-invitation',
  'decline-invitation',
  'testimonial',
  'request-testimonial',
  'submit-candidate',
  'send-to-employer',
] as const;
/** An action on a job-recruiter. */
export type JobRecruiterAction = (typeof jobRecruiterActions)[number];

/** The status of a consultant on a vacancy for the machine: one of the six, or `null` (no relation yet). */
export type JobRecruiterMachineStatus = JobRecruiterStatus | null;

/** Every machine status including "no relation", for iteration. */
export const jobRecruiterMachineStatuses: readonly JobRecruiterMachineStatus[] = [null, ...jobRecruiterStatuses];

/** What the job-recruiter rules read. */
export interface JobRecruiterContext {
  job: Pick<Job, 'authoredBy' | 'acceptingCandidates' | 'customTnC'> &
    Partial<Pick<Job, 'acceptingRecruiters'>> & { status: { code: JobStatus } };
  /** The consultant concerned. */
  recruiterId: Id;
  /** Their status on the vacancy; `null` when they have none. `declined` counts as `withdrawn`. */
  recruiterStatus: JobRecruiterDisplaySource | null;
  /** Whether the vacancy's company has banned this consultant (or their agency); absent means no. */
  recruiterBlacklisted?: boolean;
}

/** Which side of the relation owns an action: the vacancy's owner or the consultant. */
type Side = 'employer' | 'recruiter';

interface JobRecruiterRule extends ActionRule<JobRecruiterMachineStatus, JobRecruiterContext> {
  side: Side;
  /** The status after the action; absent when the action does not change it. */
  to?: JobRecruiterStatus;
}

const all = jobRecruiterMachineStatuses;

const jobIs = (statuses: readonly JobStatus[], reason: 'job-not-active' | 'job-not-active-or-closed') => (c: JobRecruiterContext) =>
  statuses.includes(c.job.status.code) ? null : reason;
const notBlacklisted = (c: JobRecruiterContext) => (c.recruiterBlacklisted ? ('recruiter-blacklisted' as const) : null);

const recruiterAccepted = (c: JobRecruiterContext) =>
  normaliseStatus(c.recruiterStatus) === 'accepted' ? null : ('recruiter-not-accepted' as const);

/**
 * The conditions for submitting to a vacancy, as a candidate or as a candidate list (001 §4.2): an
 * accepted consultant, an active vacancy that accepts candidates. The permission is checked apart.
 */
export const submissionGuards: readonly Guard<JobRecruiterContext>[] = [
  recruiterAccepted,
  jobIs(['active'], 'job-not-active'),
  (c) => (c.job.acceptingCandidates ? null : 'not-accepting-candidates'),
];

/** The job-recruiter rules of 001 §4.2 as data (see docs/decisions/domain-job-recruiter-and-vacancy.md). */
export const jobRecruiterRules: Readonly<Record<JobRecruiterAction, JobRecruiterRule>> = {
  request: {
    side: 'recruiter',
    to: 'requested',
    grants: [{ from: [null, 'withdrawn', 'withdrawn-invitation'], permission: 'job-recruiter-request' }],
    // Not in the table: a consultant applies to an active vacancy that accepts consultants and whose company has not banned them.
    guards: [
      jobIs(['active'], 'job-not-active'),
      (c) => (c.job.acceptingRecruiters === false ? 'not-accepting-recruiters' : null),
      notBlacklisted,
    ],
  },
  approve: { side: 'employer', to: 'accepted', grants: [{ from: ['requested'], permission: 'job-recruiter-approve' }] },
  reject: { side: 'employer', to: 'rejected', grants: [{ from: ['requested', 'accepted'], permission: 'job-recruiter-reject' }] },
  reactivate: { side: 'employer', to: 'accepted', grants: [{ from: ['rejected'], permission: 'job-recruiter-approve' }] },
  withdraw: { side: 'recruiter', to: 'withdrawn', grants: [{ from: ['requested', 'accepted'], permission: 'job-recruiter-withdraw' }] },
  invite: {
    side: 'employer',
    to: 'invited',
    grants: [{ from: [null, 'withdrawn-invitation'], permission: 'job-recruiter-invite' }],
    guards: [jobIs(['active'], 'job-not-active'), notBlacklisted],
  },
  'withdraw-invitation': {
    side: 'employer',
    to: 'withdrawn-invitation',
    grants: [{ from: ['invited'], permission: 'job-recruiter-invite' }],
  },
  'accept-invitation': { side: 'recruiter', to: 'accepted', grants: [{ from: ['invited'], permission: 'job-recruiter-apply' }] },
  'decline-invitation': { side: 'recruiter', to: 'withdrawn', grants: [{ from: ['invited'], permission: 'job-recruiter-decline' }] },
  testimonial: {
    side: 'employer',
    grants: [
      { from: ['accepted'], permission: 'testimonial-create', adminOnly: true },
      { from: ['accepted'], permission: 'testimonial-create', ownerOnly: true },
    ],
    guards: [jobIs(['active', 'closed'], 'job-not-active-or-closed')],
  },
  'request-testimonial': {
    side: 'recruiter',
    grants: [{ from: ['accepted'], permission: 'testimonial-request' }],
    guards: [jobIs(['active', 'closed'], 'job-not-active-or-closed')],
  },
  'submit-candidate': {
    side: 'recruiter',
    grants: [
      { from: all, permission: 'application-create', ownerOnly: true },
      { from: all, permission: 'application-create', adminOnly: true },
    ],
    guards: submissionGuards,
  },
  'send-to-employer': {
    side: 'recruiter',
    grants: [{ from: all, permission: 'application-edit' }],
    guards: [recruiterAccepted, (c) => (customTermsSatisfied(c.job, c.recruiterId) ? null : 'custom-terms-not-agreed')],
  },
};

/** The status a consultant has after an action, or undefined when the action does not change it. */
export function jobRecruiterTarget(action: JobRecruiterAction): JobRecruiterStatus | undefined {
  return jobRecruiterRules[action].to;
}

/** `declined` arrives from the server in some answers; the machine treats it as `withdrawn`. */
function normaliseStatus(status: JobRecruiterDisplaySource | null): JobRecruiterMachineStatus {
  return status === 'declined' ? 'withdrawn' : status;
}

/**
 * Whether the vacancy's custom terms allow sending this consultant's candidate to the employer:
 * true without terms or with terms requested at the submitting phase; with terms requested at the
 * applying phase, only when the consultant agreed (001 §4.2).
 */
export function customTermsSatisfied(job: Pick<Job, 'customTnC'>, recruiterId: Id): boolean {
  const terms = job.customTnC;
  if (!terms || terms.requestOnPhase.code !== 'applying') return true;
  return (terms.agreements ?? []).some((a) => a.recruiter.id === recruiterId);
}

function ownerOf(side: Side, context: JobRecruiterContext): OwnerRef {
  return side === 'employer' ? jobOwner(context.job) : recruiterOwner(context.recruiterId);
}

/**
 * May `actor` do `action` on this consultant's relation to the vacancy now?
 * Employer-side actions resolve `-own` against the vacancy owner, consultant-side actions against the consultant.
 */
export function decideJobRecruiterAction(actor: Actor, context: JobRecruiterContext, action: JobRecruiterAction): Decision {
  const rule = jobRecruiterRules[action];
  return decide(rule, normaliseStatus(context.recruiterStatus), actor, ownerOf(rule.side, context), context);
}

/** Every job-recruiter action with its decision. */
export function decideJobRecruiterActions(actor: Actor, context: JobRecruiterContext): Record<JobRecruiterAction, Decision> {
  return decideAll(jobRecruiterActions, (action) => decideJobRecruiterAction(actor, context, action));
}

/** The job-recruiter actions `actor` may do now. */
export function allowedJobRecruiterActions(actor: Actor, context: JobRecruiterContext): JobRecruiterAction[] {
  return allowedOf(decideJobRecruiterActions(actor, context));
}

/** How a consultant's status on a vacancy is displayed in the picker (000 §4). */
export const jobRecruiterDisplayStatuses = ['invited', 'applied', 'requested', 'rejected', 'declined', 'withdrawn'] as const;
/** A displayed job-recruiter status. */
export type JobRecruiterDisplayStatus = (typeof jobRecruiterDisplayStatuses)[number];

/** Labels of the displayed statuses (EN from 000 §4; DE written for this product). */
export const jobRecruiterDisplayLabels: Readonly<Record<Locale, Record<JobRecruiterDisplayStatus, string>>> = {
  en: {
    invited: 'Invited',
    applied: 'Applied',
    requested: 'Requested',
    rejected: 'Rejected',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
  },
  de: {
    invited: 'Eingeladen',
    applied: 'Beworben',
    requested: 'Angefragt',
    rejected: 'Abgelehnt',
    declined: 'Abgesagt',
    withdrawn: 'Zurückgezogen',
  },
};

/** Sources meaning the relation started with an invitation (000 §4). */
export const invitationSources: readonly string[] = ['invitation', 'admin-invitation'];

/**
 * The displayed status of a consultant on a vacancy (000 §4 table).
 * @param status the underlying status
 * @param sourceCode `lastStatus.source.code`, e.g. `invitation` or `admin-invitation`
 */
export function jobRecruiterDisplayStatus(status: JobRecruiterDisplaySource, sourceCode?: string | null): JobRecruiterDisplayStatus {
  switch (status) {
    case 'invited':
      return 'invited';
    case 'accepted':
    case 'withdrawn-invitation':
      return 'applied';
    case 'requested':
      return 'requested';
    case 'rejected':
      return 'rejected';
    case 'withdrawn':
    case 'declined':
      return sourceCode != null && invitationSources.includes(sourceCode) ? 'declined' : 'withdrawn';
  }
}
