/**
 * The vacancy (job) state machine: every row of the table in 001 §4.1, as data.
 * Job owner: the author or a manager of the author's organisation ({@link jobOwner}).
 */
import { jobStatuses } from '../statuses';
import type { JobStatus } from '../statuses';
import { jobOwner } from '../permissions';
import type { Actor, Decision } from '../permissions';
import type { Job } from '../types';
import { allowedOf, decide, decideAll } from './engine';
import type { ActionRule } from './engine';

/** Actions on a vacancy (001 §4.1). */
export const jobActions = [
  'pay-for-publication',
  'hold',
  'reactivate',
  'reopen',
  'republish',
  'cancel',
  'edit',
  'toggle-accepting-candidates',
  'toggle-accepting-headhunters',
  'invite',
  'send-to-all-recruiters',
  'review-shortlist',
  'delete-draft',
] as const;
/** An action on a vacancy. */
export type JobAction = (typeof jobActions)[number];

/** English labels of the vacancy actions (menu items and buttons of the vacancy view). */
export const jobActionLabelsEn: Readonly<Record<JobAction, string>> = {
  'pay-for-publication': 'Publish',
  hold: 'Put on hold',
  reactivate: 'Reactivate',
  reopen: 'Reopen',
  republish: 'Republish',
  cancel: 'Cancel vacancy',
  edit: 'Edit',
  'toggle-accepting-candidates': 'Accept candidates on/off',
  'toggle-accepting-headhunters': 'Accept headhunters on/off',
  invite: 'Invite search consultants',
  'send-to-all-recruiters': 'Send to all search consultants',
  'review-shortlist': 'Review shortlist',
  'delete-draft': 'Delete draft',
};

/** German labels of the vacancy actions. */
export const jobActionLabelsDe: Readonly<Record<JobAction, string>> = {
  'pay-for-publication': 'Veröffentlichen',
  hold: 'Pausieren',
  reactivate: 'Reaktivieren',
  reopen: 'Wieder eröffnen',
  republish: 'Erneut veröffentlichen',
  cancel: 'Stelle abbrechen',
  edit: 'Bearbeiten',
  'toggle-accepting-candidates': 'Kandidaten annehmen ein/aus',
  'toggle-accepting-headhunters': 'Headhunter annehmen ein/aus',
  invite: 'Personalberater einladen',
  'send-to-all-recruiters': 'An alle Personalberater senden',
  'review-shortlist': 'Shortlist prüfen',
  'delete-draft': 'Entwurf löschen',
};

/** What the vacancy rules read of a job. */
export type JobForRules = Pick<Job, 'authoredBy' | 'premoderation' | 'isExclusiveForHeadhunters' | 'recruiters' | 'candidates'> & {
  status: { code: JobStatus };
  statistics?: { recruitedCandidates?: number } | null;
};

const except = (...excluded: JobStatus[]): JobStatus[] => jobStatuses.filter((s) => !excluded.includes(s));

/** The statuses the owner may edit a vacancy in (001 §4.1 "Edit own job"). */
export const jobOwnEditableStatuses = ['draft', 'active', 'on-hold'] as const satisfies readonly JobStatus[];

/**
 * The vacancy table of 001 §4.1 as data, plus deleting a draft (001 §7.3). The target status of status-changing actions is in
 * {@link jobActionTargets}.
 */
export const jobRules: Readonly<Record<JobAction, ActionRule<JobStatus, JobForRules>>> = {
  'pay-for-publication': { grants: [{ from: ['draft'], permission: 'job-publish' }] },
  hold: { grants: [{ from: ['active'], permission: 'job-hold' }] },
  reactivate: {
    grants: [
      { from: ['on-hold'], permission: 'job-reactivate' },
      { from: ['cancelled'], permission: 'job-reactivate-any', adminOnly: true },
    ],
  },
  reopen: { grants: [{ from: ['closed'], permission: 'job-reopen-any', adminOnly: true }] },
  // Not a row of the table: PUT /job/{id}/republish (001 §7.3) publishes an expired vacancy again.
  republish: { grants: [{ from: ['expired'], permission: 'job-publish' }] },
  cancel: {
    grants: [{ from: except('cancelled'), permission: 'job-cancel' }],
    guards: [
      (job) => {
        if (job.premoderation) return null;
        if ((job.statistics?.recruitedCandidates ?? 0) > 0) return 'has-recruited-candidates';
        return job.status.code === 'active' || job.status.code === 'on-hold' ? null : 'status-not-allowed';
      },
    ],
  },
  edit: {
    grants: [
      { from: jobOwnEditableStatuses, permission: 'job-edit-own' },
      { from: jobStatuses, permission: 'job-edit-any' },
    ],
  },
  'toggle-accepting-candidates': { grants: [{ from: ['active'], permission: 'job-edit' }] },
  'toggle-accepting-headhunters': { grants: [{ from: ['active'], permission: 'job-edit' }] },
  invite: {
    grants: [{ from: ['active'], permission: 'job-recruiter-invite' }],
    guards: [(job) => (job.isExclusiveForHeadhunters ? 'exclusive-for-headhunters' : null)],
  },
  'send-to-all-recruiters': {
    grants: [
      { from: ['active', 'on-hold', 'cancelled', 'closed'], permission: 'job-send-to-recruiters-any', adminOnly: true },
      { from: ['active', 'on-hold'], permission: 'job-send-to-recruiters' },
    ],
    guards: [(job) => (job.recruiters.length > 0 ? null : 'no-recruiters')],
  },
  'review-shortlist': {
    grants: [
      { from: except('draft'), permission: 'shortlist-review-any', adminOnly: true },
      { from: ['active', 'on-hold'], permission: 'shortlist-review' },
    ],
    guards: [(job) => (job.candidates.length > 0 ? null : 'no-candidates')],
  },
  // Not a row of the table: DELETE /job/{id}/delete-draft (001 §7.3) removes a draft.
  'delete-draft': { grants: [{ from: ['draft'], permission: 'job-delete-draft' }] },
};

/** The status a vacancy moves to after an action; actions absent here leave the status unchanged. */
export const jobActionTargets: Readonly<Partial<Record<JobAction, JobStatus>>> = {
  'pay-for-publication': 'active',
  hold: 'on-hold',
  reactivate: 'active',
  reopen: 'active',
  republish: 'active',
  cancel: 'cancelled',
  'delete-draft': 'deleted-draft',
};

/**
 * May `actor` do `action` on `job` now?
 * @returns allowed, or refused with a reason code (see {@link decide} for the order of reasons)
 */
export function decideJobAction(actor: Actor, job: JobForRules, action: JobAction): Decision {
  return decide(jobRules[action], job.status.code, actor, jobOwner(job), job);
}

/** Every vacancy action with its decision for `actor` on `job`. */
export function decideJobActions(actor: Actor, job: JobForRules): Record<JobAction, Decision> {
  return decideAll(jobActions, (action) => decideJobAction(actor, job, action));
}

/** The vacancy actions `actor` may do on `job` now. */
export function allowedJobActions(actor: Actor, job: JobForRules): JobAction[] {
  return allowedOf(decideJobActions(actor, job));
}
