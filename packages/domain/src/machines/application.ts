/**
 * The application state machine. 001 §4.3 gives the nine statuses and the actions but not the graph;
 * the graph here is this project's, recorded in docs/decisions/domain-application-state-machine.md.
 */
import type { ApplicationStatus } from '../statuses';
import { applicationStatuses } from '../statuses';
import { jobOwner, recruiterOwner } from '../permissions';
import type { Actor, Decision, OwnerRef } from '../permissions';
import type { Application, Id, JobAuthor, StatusLog } from '../types';
import { localDateIn } from '../time';
import type { LocalDate } from '../time';
import { allowedOf, decide, decideAll } from './engine';
import type { ActionRule } from './engine';

/** Actions on an application. `line-review` forwards to the line manager; `revert-placement` undoes a hire. */
export const applicationActions = [
  'interview',
  'review',
  'line-review',
  'offer',
  'hire',
  'backup',
  'reject',
  'withdraw',
  'reactivate',
  'revert-placement',
] as const;
/** An action on an application. */
export type ApplicationAction = (typeof applicationActions)[number];

/** Statuses in which the candidate is in the running. */
export const applicationActiveStatuses = [
  'proposed',
  'interview',
  'in-review',
  'line-manager-review',
  'offer-made',
] as const satisfies readonly ApplicationStatus[];

/** Statuses the candidate leaves only by `reactivate`. */
export const applicationParkedStatuses = ['rejected', 'withdrawn', 'backed-up'] as const satisfies readonly ApplicationStatus[];

/** Statuses `reactivate` and `revert-placement` may return to. */
export const applicationReturnStatuses: readonly ApplicationStatus[] = [...applicationActiveStatuses, 'backed-up'];

/** Where an action leads: a fixed status, or back to the status before the current one. */
export type ApplicationTarget = ApplicationStatus | 'previous';

interface ApplicationRule extends ActionRule<ApplicationStatus, ApplicationContext> {
  /** Whose `-own` permission applies: the vacancy owner's, or the consultant's who submitted. */
  side: 'employer' | 'recruiter';
  to: ApplicationTarget;
}

/** What the application rules read. */
export interface ApplicationContext {
  application: Pick<Application, 'logs'> & { status: { code: ApplicationStatus } };
  /** The vacancy's author, against whom employer-side `-own` permissions resolve. */
  job: { authoredBy: JobAuthor };
  /** The consultant who submitted the candidate. */
  recruiterId: Id;
}

const active = applicationActiveStatuses;
const inRunning: readonly ApplicationStatus[] = [...active, 'backed-up'];
const before = (...statuses: ApplicationStatus[]) => statuses;

/** The application graph as data: per action, the statuses it starts from and where it leads. */
export const applicationRules: Readonly<Record<ApplicationAction, ApplicationRule>> = {
  interview: {
    side: 'employer',
    to: 'interview',
    grants: [{ from: before('proposed', 'interview', 'in-review', 'line-manager-review'), permission: 'application-interview' }],
  },
  review: {
    side: 'employer',
    to: 'in-review',
    grants: [{ from: before('proposed', 'interview', 'line-manager-review'), permission: 'application-review' }],
  },
  'line-review': {
    side: 'employer',
    to: 'line-manager-review',
    grants: [{ from: before('proposed', 'interview', 'in-review'), permission: 'application-review' }],
  },
  offer: {
    side: 'employer',
    to: 'offer-made',
    grants: [{ from: before('proposed', 'interview', 'in-review', 'line-manager-review', 'backed-up'), permission: 'application-offer' }],
  },
  hire: { side: 'employer', to: 'recruited', grants: [{ from: inRunning, permission: 'application-hire' }] },
  backup: { side: 'employer', to: 'backed-up', grants: [{ from: active, permission: 'application-backup' }] },
  reject: { side: 'employer', to: 'rejected', grants: [{ from: inRunning, permission: 'application-reject' }] },
  withdraw: { side: 'recruiter', to: 'withdrawn', grants: [{ from: inRunning, permission: 'application-withdraw' }] },
  reactivate: { side: 'employer', to: 'previous', grants: [{ from: applicationParkedStatuses, permission: 'application-reactivate' }] },
  'revert-placement': { side: 'employer', to: 'previous', grants: [{ from: ['recruited'], permission: 'placement-revert' }] },
};

/** Where `reactivate` goes when the logs hold no earlier active status. */
export const REACTIVATE_FALLBACK: ApplicationStatus = 'proposed';
/** Where `revert-placement` goes when the logs hold no earlier active status. */
export const REVERT_PLACEMENT_FALLBACK: ApplicationStatus = 'offer-made';

function sortedLogs<S extends string>(logs: readonly StatusLog<S>[]): StatusLog<S>[] {
  // Stable sort by date: entries with equal dates keep the order the server sent.
  return logs
    .map((log, index) => ({ log, index, time: Date.parse(log.creationDate) }))
    .sort((a, b) => (a.time === b.time || Number.isNaN(a.time) || Number.isNaN(b.time) ? a.index - b.index : a.time - b.time))
    .map((e) => e.log);
}

/**
 * The status an application had before it entered its current status: the newest log entry, older
 * than the run of entries in the current status, whose status is one `reactivate` may return to.
 * @returns that status, or null when the logs hold none
 */
export function previousApplicationStatus(application: ApplicationContext['application']): ApplicationStatus | null {
  const current = application.status.code;
  const logs = sortedLogs(application.logs);
  let i = logs.length - 1;
  while (i >= 0 && logs[i]?.status.code === current) i -= 1;
  for (; i >= 0; i -= 1) {
    const code = logs[i]?.status.code;
    if (code !== undefined && code !== current && applicationReturnStatuses.includes(code)) return code;
  }
  return null;
}

/**
 * The status an application moves to after `action` (whether or not the action is allowed now).
 * `reactivate` and `revert-placement` return to {@link previousApplicationStatus}, else to their fallbacks.
 */
export function applicationTargetStatus(application: ApplicationContext['application'], action: ApplicationAction): ApplicationStatus {
  const to = applicationRules[action].to;
  if (to !== 'previous') return to;
  const fallback = action === 'revert-placement' ? REVERT_PLACEMENT_FALLBACK : REACTIVATE_FALLBACK;
  return previousApplicationStatus(application) ?? fallback;
}

function ownerOf(rule: ApplicationRule, context: ApplicationContext): OwnerRef {
  return rule.side === 'employer' ? jobOwner(context.job) : recruiterOwner(context.recruiterId);
}

/**
 * May `actor` do `action` on the application now? Employer-side actions resolve `-own` against the
 * vacancy owner; `withdraw` against the consultant who submitted.
 */
export function decideApplicationAction(actor: Actor, context: ApplicationContext, action: ApplicationAction): Decision {
  const rule = applicationRules[action];
  return decide(rule, context.application.status.code, actor, ownerOf(rule, context), context);
}

/** Every application action with its decision. */
export function decideApplicationActions(actor: Actor, context: ApplicationContext): Record<ApplicationAction, Decision> {
  return decideAll(applicationActions, (action) => decideApplicationAction(actor, context, action));
}

/** The application actions `actor` may do now. */
export function allowedApplicationActions(actor: Actor, context: ApplicationContext): ApplicationAction[] {
  return allowedOf(decideApplicationActions(actor, context));
}

/** Every (from, action, to) edge of the graph, `to` being `previous` for returns; for docs and tests. */
export function applicationGraphEdges(): { from: ApplicationStatus; action: ApplicationAction; to: ApplicationTarget }[] {
  return applicationStatuses.flatMap((from) =>
    applicationActions
      .filter((action) => applicationRules[action].grants.some((g) => g.from.includes(from)))
      .map((action) => ({ from, action, to: applicationRules[action].to })),
  );
}

/**
 * The offer date the hire dialog prefills (000 §2): when the application is in `offer-made`, the
 * day of the newest log entry of that status, in the viewer's time zone; otherwise null.
 */
export function hireOfferDateDefault(application: ApplicationContext['application'], timeZone?: string): LocalDate | null {
  if (application.status.code !== 'offer-made') return null;
  const offer = sortedLogs(application.logs)
    .filter((log) => log.status.code === 'offer-made')
    .at(-1);
  return offer ? localDateIn(offer.creationDate, timeZone) : null;
}
