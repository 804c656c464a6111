/** Answers about the signed-in user: `GET /user/current` and `GET /user/counters`. */
import * as v from 'valibot';
import { permissionCodes, roleCodes, type PermissionCode } from '../permissions';
import { userStatuses } from '../statuses';
import { coded, count, id, list, maybe, namedRef, place, text } from './shared';

const role = () => coded(roleCodes);

/** `GET /user/current`: the signed-in user, fetched at start and after login (000 §4). */
export const currentUserResponse = v.object({
  id: id(),
  name: text(),
  username: text(),
  status: coded(userStatuses),
  roles: list(role()),
  permissions: list(v.picklist(permissionCodes as readonly PermissionCode[] as [PermissionCode, ...PermissionCode[]])),
  isEnterprise: v.boolean(),
  isAdmin: v.boolean(),
  customer: maybe(v.object({ country: maybe(coded()) })),
  place: maybe(place()),
  organization: maybe(namedRef()),
  managedOrganizations: v.optional(list(namedRef())),
  invitationCount: v.optional(count()),
  /** The original admin when switched to another user. */
  owner: maybe(v.object({ id: id(), name: text(), roles: list(role()) })),
});

/** `GET /user/counters`: open invitations, unread threads, open tasks (001 §2.2). */
export const userCountersResponse = v.object({
  invitations: count(),
  unreadThreads: count(),
  openTasks: count(),
});
