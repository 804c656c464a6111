/**
 * The candidate list (submission) state machine. 000 §4 names the actions (create, complete research
 * with a milestone, reject, withdraw, edit feedback) but no statuses; the statuses are this project's
 * ({@link candidateListStatuses}), recorded in docs/decisions/domain-application-state-machine.md.
 */
import type { CandidateListStatus } from '../statuses';
import { candidateListStatuses } from '../statuses';
import { jobOwner, recruiterOwner } from '../permissions';
import type { Actor, Decision } from '../permissions';
import { allowedOf, decide, decideAll } from './engine';
import type { ActionRule } from './engine';
import { submissionGuards } from './jobRecruiter';
import type { JobRecruiterContext } from './jobRecruiter';

/** Actions on a candidate list. */
export const candidateListActions = ['create', 'edit', 'complete', 'reject', 'withdraw', 'edit-feedback'] as const;
/** An action on a candidate list. */
export type CandidateListAction = (typeof candidateListActions)[number];

/** A candidate list's status for the machine; `null` before it exists. */
export type CandidateListMachineStatus = CandidateListStatus | null;

/** Every machine status including "not created yet". */
export const candidateListMachineStatuses: readonly CandidateListMachineStatus[] = [null, ...candidateListStatuses];

/** What the candidate-list rules read: the consultant's relation to the vacancy and the list's status. */
export interface CandidateListContext extends JobRecruiterContext {
  listStatus: CandidateListMachineStatus;
}

interface CandidateListRule extends ActionRule<CandidateListMachineStatus, CandidateListContext> {
  side: 'employer' | 'recruiter';
  /** The status after the action; absent when unchanged. */
  to?: CandidateListStatus;
}

/** The candidate-list rules as data. */
export const candidateListRules: Readonly<Record<CandidateListAction, CandidateListRule>> = {
  create: {
    side: 'recruiter',
    to: 'submitted',
    grants: [
      { from: [null], permission: 'candidate-list-create', ownerOnly: true },
      { from: [null], permission: 'candidate-list-create', adminOnly: true },
    ],
    guards: submissionGuards,
  },
  edit: { side: 'recruiter', grants: [{ from: ['submitted'], permission: 'candidate-list-edit' }] },
  complete: { side: 'employer', to: 'completed', grants: [{ from: ['submitted'], permission: 'candidate-list-complete' }] },
  reject: { side: 'employer', to: 'rejected', grants: [{ from: ['submitted'], permission: 'candidate-list-reject' }] },
  withdraw: { side: 'recruiter', to: 'withdrawn', grants: [{ from: ['submitted'], permission: 'candidate-list-withdraw' }] },
  'edit-feedback': {
    side: 'employer',
    grants: [{ from: ['submitted', 'completed', 'rejected'], permission: 'candidate-list-feedback' }],
  },
};

/** The status a candidate list has after an action, or undefined when unchanged. */
export function candidateListTarget(action: CandidateListAction): CandidateListStatus | undefined {
  return candidateListRules[action].to;
}

/**
 * May `actor` do `action` on the candidate list now? Employer-side actions (complete, reject, edit
 * feedback) resolve `-own` against the vacancy owner; the others against the consultant.
 */
export function decideCandidateListAction(actor: Actor, context: CandidateListContext, action: CandidateListAction): Decision {
  const rule = candidateListRules[action];
  const owner = rule.side === 'employer' ? jobOwner(context.job) : recruiterOwner(context.recruiterId);
  return decide(rule, context.listStatus, actor, owner, context);
}

/** Every candidate-list action with its decision. */
export function decideCandidateListActions(actor: Actor, context: CandidateListContext): Record<CandidateListAction, Decision> {
  return decideAll(candidateListActions, (action) => decideCandidateListAction(actor, context, action));
}

/** The candidate-list actions `actor` may do now. */
export function allowedCandidateListActions(actor: Actor, context: CandidateListContext): CandidateListAction[] {
  return allowedOf(decideCandidateListActions(actor, context));
}
