/**
 * What a user may do with a candidate now (issue 16 §1: edit, clone, delete where allowed, record
 * the consent). The server answers it in the candidate's menu and list, and refuses the same way;
 * the browser never decides it.
 */
import type { ApplicationStatus } from './statuses';
import { ALLOWED, checkPermission, refused, type Actor, type Decision, type OwnerRef } from './permissions';
import type { CandidateStatus } from './schemas/candidate';

/** The actions on a candidate, in the order a menu offers them. */
export const candidateActions = ['edit', 'consent', 'clone', 'delete'] as const;
/** An action on a candidate. */
export type CandidateAction = (typeof candidateActions)[number];

/** Applications still running: a candidate with one of these may not be deleted. */
export const runningApplicationStatuses = [
  'proposed',
  'interview',
  'in-review',
  'line-manager-review',
  'offer-made',
  'backed-up',
] as const satisfies readonly ApplicationStatus[];

/** What the rules read of a candidate. */
export interface CandidateForRules extends OwnerRef {
  status: CandidateStatus;
  /** How many of its applications are still running ({@link runningApplicationStatuses}). */
  runningApplications: number;
}

const permissionOf: Readonly<Record<CandidateAction, 'candidate-edit' | 'candidate-clone' | 'candidate-delete'>> = {
  edit: 'candidate-edit',
  consent: 'candidate-edit',
  clone: 'candidate-clone',
  delete: 'candidate-delete',
};

/**
 * Whether `user` may take `action` on the candidate: the candidate permission on its owner (its
 * consultant, or a manager of their agency); a deleted candidate is only cloned; a candidate with a
 * running application is not deleted. Cloning also needs `candidate-create`.
 */
export function decideCandidateAction(user: Actor, candidate: CandidateForRules, action: CandidateAction): Decision {
  const permission = checkPermission(user, permissionOf[action], candidate);
  if (!permission.allowed) return permission;
  if (action === 'clone') return checkPermission(user, 'candidate-create');
  if (candidate.status !== 'active') return refused('status-not-allowed');
  if (action === 'delete' && candidate.runningApplications > 0) return refused('has-running-applications');
  return ALLOWED;
}

/** Every action's decision. */
export function decideCandidateActions(user: Actor, candidate: CandidateForRules): Record<CandidateAction, Decision> {
  return Object.fromEntries(candidateActions.map((action) => [action, decideCandidateAction(user, candidate, action)])) as Record<
    CandidateAction,
    Decision
  >;
}

/** The actions allowed now, in menu order. */
export function allowedCandidateActions(user: Actor, candidate: CandidateForRules): CandidateAction[] {
  return candidateActions.filter((action) => decideCandidateAction(user, candidate, action).allowed);
}
