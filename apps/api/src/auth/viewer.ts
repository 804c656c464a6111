/** The organisations a signed-in user acts for, as the routes of every feature read them. */
import { isAdmin, type Actor } from '@mandate/domain';
import type { SessionUser } from './currentUser';

/** The organisations a user belongs to or manages. */
export function ownOrganizationIds(user: SessionUser): number[] {
  const ids = user.managedOrganizations.map((o) => o.id);
  if (user.organizationId !== null) ids.unshift(user.organizationId);
  return [...new Set(ids)];
}

/** The viewer as domain's `canSeeOrganization` wants it. */
export const organizationViewer = (user: SessionUser & Actor) => ({
  roles: user.roles,
  managedOrganizations: user.managedOrganizations,
  organization: user.organizationId === null ? null : { id: user.organizationId },
});

/** Whether `user` may change an organisation's data: admins, and managers of that organisation. */
export function canManageOrganization(user: SessionUser, organizationId: number): boolean {
  return isAdmin(user) || user.managedOrganizations.some((o) => o.id === organizationId);
}
