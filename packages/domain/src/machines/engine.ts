/**
 * The small engine every state machine of this package runs on. A machine is data: per action, a
 * list of grants (from which statuses, with which permission, admin-only or not) and guards (extra
 * conditions on the record, each with its reason code). {@link decide} reads that data the same way
 * for every machine, so the answer is deterministic and the reason order is the same everywhere:
 * status first, then who, then the record's conditions.
 */
import { ALLOWED, checkPermission, isAdmin, isOwner, refused } from '../permissions';
import type { Actor, Decision, OwnerRef, PermissionCode, ReasonCode, ScopedPermission } from '../permissions';

/** One way an action is granted: in these statuses, to holders of this permission. */
export interface Grant<S> {
  /** Statuses (of the record) in which this grant applies. */
  from: readonly S[];
  /** Permission to hold; a base such as `job-edit` accepts `-any`, or `-own` on an owned record. */
  permission: PermissionCode | ScopedPermission;
  /** Only admins (content-admin, sales-admin) get this grant. */
  adminOnly?: boolean;
  /** The actor must also own the record (for unscoped permissions, which carry no `-own`). */
  ownerOnly?: boolean;
}

/** A condition on the record: returns the reason it fails, or null when it holds. */
export type Guard<C> = (context: C) => ReasonCode | null;

/** An action of a machine, as data. */
export interface ActionRule<S, C> {
  grants: readonly Grant<S>[];
  guards?: readonly Guard<C>[];
}

/**
 * Decides one action.
 * @param rule the action's grants and guards
 * @param status the record's status now
 * @param actor the user asking
 * @param owner the record's owner, against which `-own` permissions resolve
 * @param context what the guards read
 * @returns allowed, or refused with the first failing reason: `status-not-allowed` when no grant
 *   covers the status, `admin-only` when only admin grants do, the permission reason
 *   (`permission-denied`, `not-owner`) when none applies to the actor, else the first failing guard
 */
export function decide<S, C>(rule: ActionRule<S, C>, status: S, actor: Actor, owner: OwnerRef, context: C): Decision {
  const grants = rule.grants.filter((g) => g.from.includes(status));
  if (grants.length === 0) return refused('status-not-allowed');
  const admin = isAdmin(actor);
  const open = grants.filter((g) => !g.adminOnly || admin);
  if (open.length === 0) return refused('admin-only');
  const refusals = open.map((grant) => grantRefusal(grant, actor, owner));
  if (!refusals.includes(null)) return refused(refusals.includes('not-owner') ? 'not-owner' : 'permission-denied');
  for (const guard of rule.guards ?? []) {
    const reason = guard(context);
    if (reason) return refused(reason);
  }
  return ALLOWED;
}

/** Why a grant does not apply to the actor (`permission-denied` or `not-owner`), or null when it does. */
function grantRefusal<S>(grant: Grant<S>, actor: Actor, owner: OwnerRef): ReasonCode | null {
  const held = checkPermission(actor, grant.permission, owner);
  if (!held.allowed) return held.reason;
  return grant.ownerOnly && !isOwner(actor, owner) ? 'not-owner' : null;
}

/**
 * Decides every action of a machine at once.
 * @returns a record from action to decision, in the order of `actions`
 */
export function decideAll<A extends string>(actions: readonly A[], decideOne: (action: A) => Decision): Record<A, Decision> {
  return Object.fromEntries(actions.map((action) => [action, decideOne(action)])) as Record<A, Decision>;
}

/** The actions of a decision record that are allowed, in order. */
export function allowedOf<A extends string>(decisions: Record<A, Decision>): A[] {
  return (Object.keys(decisions) as A[]).filter((action) => decisions[action].allowed);
}
