/** Who sees and owns an organisation. */
import { canSeeOrganization, isAdmin, type OwnerRef } from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import { type requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { authorize, missing } from '../http/route';
import { organizationViewer, ownOrganizationIds } from '../auth/viewer';
import { type SessionUser } from '../auth/currentUser';
import { loadOrganization, type OrganizationRow } from './organization.queries';

type Viewer = ReturnType<typeof requireUser>;
/**
 * The owner of an organisation's records (teams, units): its members and managers act as owners
 * for `-own` permissions; domain's `isOwner` covers managers, members are added here.
 */
export function organizationOwner(user: SessionUser, organizationId: number, createdBy: number | null = null): OwnerRef {
  return { ownerId: user.organizationId === organizationId ? user.id : createdBy, ownerOrganizationId: organizationId };
}

/** The organisation operations on one database. */
export function organizationService(db: Database) {
  /** The organisation of an `/organization/:id/…` call: 404 when missing, 403 when not visible. */
  async function visibleOrganization(request: FastifyRequest, viewer: Viewer, id: number): Promise<OrganizationRow> {
    const row = await loadOrganization(db, id);
    if (!row) throw missing(request);
    authorize(request, canSeeOrganization(organizationViewer(viewer), id));
    return row;
  }

  /** Only admins see all organisations (null); others their own and managed ones (001 §6). */
  const visibleOrganizationIds = (viewer: Viewer): number[] | null => (isAdmin(viewer) ? null : ownOrganizationIds(viewer));

  return { visibleOrganization, visibleOrganizationIds };
}
