import {
  consultantSearchFiltersSchema,
  bulkSchema,
  closeSchema,
  settingsEditSchema,
  userEditSchema,
  can,
  hasRole,
  isAdmin,
  type userCountersResponse,
  type InferOutput,
  type userBulkResponse,
  type userProfileResponse,
  type userStatusChangeResponse,
} from '@mandate/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/context';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { conflict } from '../http/errors';
import { requestLocale, t } from '../http/i18n';
import { parse } from '../http/validation';
import { replacePicture } from '../files/pictures';
import type { FileStorage } from '../files/storage';
import { UserFacetIndex } from './facetIndex';
import { authorize, fieldError, idParam, includesOf, missing, doc } from '../http/route';
import { num, numOrNull } from '../db/values';
import { type SessionUser } from '../auth/currentUser';
import {
  isPreferredSupplierOf,
  loadUser,
  managedOrganizationsOf,
  markDeleted,
  openInvitations,
  organizationExists,
  revokeAllSessions,
  setUsersStatus,
  updateUser,
  usersByIds,
  type UserRow,
} from './user.queries';
import { usernameExists } from './account.queries';
import { listEntry, ownerOf, settingsOf, closeAccountErrors } from './user.view';
import { listUsers } from './user.list';
import { accountRoutes } from './account.routes';
import { shortlistRecipientRoutes } from './shortlistRecipient.routes';
import { unreadThreadCount } from '../inbox/inbox.queries';
import { openTaskCount } from '../tasks/tasks.queries';

const TAG = 'Users';

const deletedStatus = (row: UserRow): InferOutput<typeof userStatusChangeResponse> => ({ id: num(row.id), status: { code: 'deleted' } });

type Viewer = ReturnType<typeof requireUser>;
export interface UserRouteOptions {
  db: Database;
  /** Answer the consultant search's facet filters from an in-memory index (decision 0013). */
  searchIndex: boolean | { refreshAfterMs: number };
  /** Where profile pictures are kept. */
  storage: FileStorage;
  /** Attempts per window and address for the anonymous calls (sign-up, e-mail check, password reset). */
  rateLimit: { max: number; timeWindow: number };
}

/** Users and administration (001 §7.8) under /api: /user/…, /register/signup, /password/reset. */
export async function userRoutes(app: FastifyInstance, { db, storage, rateLimit, searchIndex }: UserRouteOptions) {
  const facetIndex = searchIndex
    ? new UserFacetIndex(db, {
        refreshAfterMs: searchIndex === true ? 1000 : searchIndex.refreshAfterMs,
        onError: (error) => app.log.error({ err: error }, 'user facet index read failed'),
      })
    : null;
  // Read at start-up, so that the first search does not wait for it.
  if (facetIndex) app.addHook('onReady', () => void facetIndex.refresh().catch(() => undefined));

  /** The target of a /user/:id/… call: 404 when missing, and deleted users only for admins. */
  async function target(request: FastifyRequest, viewer: SessionUser): Promise<UserRow> {
    const { id } = parse(request, idParam, request.params);
    const row = await loadUser(db, id);
    if (!row || (row.status === 'deleted' && !isAdmin(viewer))) throw missing(request);
    return row;
  }

  async function profile(row: UserRow, viewer: Viewer, includes: Set<string>): Promise<InferOutput<typeof userProfileResponse>> {
    const admin = isAdmin(viewer);
    const self = num(row.id) === viewer.id;
    const entry = listEntry(row, { withInvitations: true, admin });
    // 001 §2.6: the phone of an employer is hidden from recruiters.
    const hidePhone = !admin && !self && row.roles.includes('employer') && hasRole(viewer, 'recruiter');
    const managed = await managedOrganizationsOf(db, row.id);
    const result: InferOutput<typeof userProfileResponse> = {
      ...entry,
      username: row.username,
      phone: hidePhone ? null : row.phone,
      phoneCountry: hidePhone || !row.phone_calling_code ? null : { callingCode: row.phone_calling_code },
      status: { code: row.status },
      creationDate: new Date(row.created_at).toISOString(),
      managedOrganizations: managed.map((m) => ({ id: num(m.id), name: m.name })),
      sectors: row.sectors,
      departments: row.departments,
      searchTypes: row.search_types,
      countries: row.countries,
      keywords: row.keywords,
      address: self || admin ? row.address : null,
      zipCode: self || admin ? row.zip_code : null,
      locale: row.locale,
      ...(admin ? { adminRating: numOrNull(row.admin_rating) } : {}),
    };
    if (viewer.organizationId !== null && row.roles.includes('recruiter')) {
      result.isPreferredSupplier = await isPreferredSupplierOf(db, viewer.organizationId, row);
    }
    if (includes.has('summaryStatistics')) {
      // Vacancy and response-time figures come from the job modules; until then they are empty.
      result.summaryStatistics = {
        jobPublished: 0,
        jobClosed: 0,
        avgRecruiterResponseTime: null,
        avgRecruiterResponseTimeCount: 0,
        avgCandidateResponseTime: null,
        avgCandidateResponseTimeCount: 0,
        avgTimeToInterview: null,
        avgTimeToInterviewCount: 0,
        candidateFeedbackRatio: null,
      };
    }
    if (includes.has('canBeDeleted') || includes.has('closeAccountErrors')) {
      const errors = closeAccountErrors(row);
      if (includes.has('canBeDeleted')) result.canBeDeleted = (admin || self) && row.status !== 'deleted' && errors.length === 0;
      if (includes.has('closeAccountErrors')) result.closeAccountErrors = errors;
    }
    return result;
  }

  app.post(
    '/user/list',
    doc(TAG, 'Users and the consultant picker: filters, paging, sort; answers { items, total }', consultantSearchFiltersSchema()),
    async (request) => listUsers(db, facetIndex, request),
  );

  await accountRoutes(app, { db, rateLimit });
  await shortlistRecipientRoutes(app, { db });

  // ---- the signed-in user's counters ----------------------------------------------------------
  app.get('/user/counters', doc(TAG, "The signed-in user's counters"), async (request) => {
    const viewer = requireUser(request);
    const counters: InferOutput<typeof userCountersResponse> = {
      invitations: await openInvitations(db, viewer.id),
      unreadThreads: await unreadThreadCount(db, viewer.id),
      openTasks: await openTaskCount(db, viewer.id),
    };
    return { result: counters };
  });

  // ---- profile ---------------------------------------------------------------------------------
  app.get('/user/:id/view', doc(TAG, "A user's profile (includes[]: extra parts)"), async (request) => {
    const viewer = requireUser(request);
    const row = await target(request, viewer);
    return { result: await profile(row, viewer, includesOf(request.query)) };
  });

  // Multipart with one image (field `avatar`); the answer is the stored picture.
  app.post('/user/:id/upload-avatar', doc(TAG, 'Upload a profile picture'), async (request) => {
    const viewer = requireUser(request);
    const row = await target(request, viewer);
    authorize(request, can(viewer, 'user-edit', ownerOf(row)));
    return { result: await replacePicture(request, { db, storage, user: viewer, kind: 'avatar', recordId: num(row.id) }) };
  });

  app.put('/user/:id/edit', doc(TAG, 'Edit a profile (admins: status, roles, subscription, organisation, rating)'), async (request) => {
    const viewer = requireUser(request);
    const row = await target(request, viewer);
    authorize(request, can(viewer, 'user-edit', ownerOf(row)));
    const admin = isAdmin(viewer);
    const body = parse(request, userEditSchema(admin), request.body ?? {});
    const self = num(row.id) === viewer.id;
    if (self && body.status !== undefined && body.status !== row.status) throw conflict(t(requestLocale(request), 'not-yourself'));
    if (body.organizationId) {
      if (!(await organizationExists(db, body.organizationId))) throw fieldError(request, 'organizationId', 'unknown-organization');
    }
    const columns: Record<string, unknown> = {
      first_name: body.firstName,
      last_name: body.lastName,
      position: body.position,
      phone: body.phone,
      phone_calling_code: body.phoneCallingCode,
      city: body.city,
      country_code: body.countryCode,
      address: body.address,
      zip_code: body.zipCode,
      locale: body.locale,
      sectors: body.sectors,
      departments: body.departments,
      search_types: body.searchTypes,
      countries: body.countries?.map((c) => c.toUpperCase()),
      keywords: body.keywords,
      status: body.status,
      roles: body.roles ? [...new Set(body.roles)] : undefined,
      subscription: body.subscription,
      organization_id: body.organizationId,
      admin_rating: body.adminRating,
    };
    await db.transaction(async (tx) => {
      const changed = await updateUser(tx, row.id, columns);
      // A blocked or deleted account loses its sessions at once.
      if (changed && (body.status === 'blocked' || body.status === 'deleted'))
        await revokeAllSessions(tx, num(row.id), `status-${body.status}`);
    });
    return { result: await profile((await loadUser(db, num(row.id)))!, viewer, new Set()) };
  });

  // ---- settings --------------------------------------------------------------------------------
  app.get('/user/:id/settings/view', doc(TAG, "A user's settings"), async (request) => {
    const viewer = requireUser(request);
    const row = await target(request, viewer);
    authorize(request, can(viewer, 'settings-view', { ownerId: num(row.id) }));
    return { result: settingsOf(row) };
  });

  app.put('/user/:id/settings/edit', doc(TAG, 'Edit settings: e-mail, language, time zone, notifications, password'), async (request) => {
    const viewer = requireUser(request);
    const row = await target(request, viewer);
    authorize(request, can(viewer, 'settings-edit', { ownerId: num(row.id) }));
    const body = parse(request, settingsEditSchema, request.body ?? {});
    const self = num(row.id) === viewer.id;
    let passwordHash: string | undefined;
    if (body.newPassword !== undefined) {
      // Your own password needs the current one; an admin setting another user's does not.
      if (self || !isAdmin(viewer)) {
        if (row.password_hash && !(await verifyPassword(body.currentPassword ?? '', row.password_hash))) {
          throw fieldError(request, 'currentPassword', 'password-wrong');
        }
      }
      passwordHash = await hashPassword(body.newPassword);
    }
    if (body.username !== undefined && body.username.toLowerCase() !== row.username.toLowerCase()) {
      if (await usernameExists(db, body.username, row.id)) throw fieldError(request, 'username', 'email-taken');
    }
    const columns: Record<string, unknown> = {
      username: body.username,
      locale: body.locale,
      timezone: body.timezone,
      notification_settings: body.notificationSettings ? { ...row.notification_settings, ...body.notificationSettings } : undefined,
      password_hash: passwordHash,
      message_mail: body.messageMail,
    };
    try {
      await updateUser(db, row.id, columns);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw fieldError(request, 'username', 'email-taken');
      throw error;
    }
    return { result: settingsOf((await loadUser(db, num(row.id)))!) };
  });

  // ---- closing, deleting and blocking accounts -------------------------------------------------
  app.put('/user/:id/close', doc(TAG, "Close one's own account (reason)"), async (request) => {
    const viewer = requireUser(request);
    const row = await target(request, viewer);
    const self = num(row.id) === viewer.id;
    authorize(request, self || can(viewer, 'user-delete', ownerOf(row)));
    parse(request, closeSchema, request.body ?? {});
    if (row.status === 'deleted') throw conflict(t(requestLocale(request), 'account-closed'));
    const errors = closeAccountErrors(row);
    if (errors.length) throw conflict(errors.join(' '));
    await db.transaction(async (tx) => {
      await markDeleted(tx, row.id);
      await revokeAllSessions(tx, num(row.id), 'account-closed');
    });
    return { result: deletedStatus(row) };
  });

  app.delete('/user/:id/delete', doc(TAG, 'Delete a user (admins)'), async (request) => {
    const viewer = requireUser(request);
    const row = await target(request, viewer);
    authorize(request, can(viewer, 'user-delete', ownerOf(row)));
    if (num(row.id) === viewer.id) throw conflict(t(requestLocale(request), 'not-yourself'));
    if (row.status === 'deleted') throw conflict(t(requestLocale(request), 'account-closed'));
    await db.transaction(async (tx) => {
      await markDeleted(tx, row.id);
      await revokeAllSessions(tx, num(row.id), 'deleted');
    });
    return { result: deletedStatus(row) };
  });

  /** Admin bulk actions: every target is checked first, then all change in one transaction. */
  async function bulk(request: FastifyRequest, permission: 'user-block' | 'user-delete', status: 'blocked' | 'deleted') {
    const viewer = requireUser(request);
    authorize(request, can(viewer, permission, { ownerId: null }));
    const { ids } = parse(request, bulkSchema, request.body);
    const unique = [...new Set(ids)];
    if (unique.includes(viewer.id)) throw conflict(t(requestLocale(request), 'not-yourself'));
    const rows = await usersByIds(db, unique);
    if (rows.length !== unique.length) throw fieldError(request, 'ids', 'unknown-user');
    for (const row of rows) authorize(request, can(viewer, permission, ownerOf(row)));
    const changed = await db.transaction(async (tx) => {
      const updated = await setUsersStatus(tx, unique, status);
      for (const id of updated) await revokeAllSessions(tx, id, status);
      return updated;
    });
    const answer: InferOutput<typeof userBulkResponse> = { ids: changed, count: changed.length };
    return { result: answer };
  }
  app.post('/user/bulk-block', doc(TAG, 'Block several users at once (admins)'), (request) => bulk(request, 'user-block', 'blocked'));
  app.post('/user/bulk-delete', doc(TAG, 'Delete several users at once (admins)'), (request) => bulk(request, 'user-delete', 'deleted'));
}
