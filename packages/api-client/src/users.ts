import type {
  ConsultantSearchFilters,
  Id,
  InferOutput,
  organizationMemberResponse,
  ShortlistRecipientCreatePayload,
  signupResponse,
  TokenPair,
  UploadedFile,
  userBulkResponse,
  userCountersResponse,
  userListItemResponse,
  userProfileResponse,
  userSettingsResponse,
  userStatusChangeResponse,
} from '@mandate/domain';
import type { ApiClient } from './client';
import { operation, type CallOptions, type UploadCallOptions } from './operation';
import type { ListPage } from './shapes';

/** One sort key of the user list. */
export interface UserSort {
  field: string;
  order?: 'ASC' | 'DESC';
}

/** Parameters of `POST /user/list` (000 §7): the picker's filters plus the list's own. */
export type UserListQuery = Partial<ConsultantSearchFilters> & {
  roles?: readonly string[];
  userPsl?: Id | null;
  excludeCompanyBlacklist?: Id | null;
  withInvitations?: boolean;
  organizationId?: Id | null;
  sort?: readonly UserSort[];
  includeDemo?: boolean;
  page?: number;
  pageSize?: number;
};

/** The signed-in user's counters (open invitations, unread threads, open tasks). */
export type UserCounters = InferOutput<typeof userCountersResponse>;

/** A user as listed (the consultant picker, user pickers, the user table). */
export type UserListEntry = InferOutput<typeof userListItemResponse>;

/** A profile (`GET /user/{id}/view`) with what its `includes` add. */
export type UserProfileRecord = InferOutput<typeof userProfileResponse>;

/** Settings of a user (`/user/{id}/settings/view`). */
export type UserSettings = InferOutput<typeof userSettingsResponse>;

/** Payload of `POST /register/signup`. */
export interface SignupPayload {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  type: 'company' | 'agency';
  organizationName: string;
  countryCode?: string | null;
  city?: string | null;
  phone?: string | null;
  locale?: 'en' | 'de';
  acceptTerms: true;
}

/** `POST /user/list`: users as listed (the consultant picker, user pickers, the switch-user picker). */
export const listUsers = operation(
  'POST',
  '/user/list',
  (route) =>
    (client: ApiClient, query: UserListQuery = {}, options: CallOptions = {}): Promise<ListPage<UserListEntry>> =>
      route.call(client, { body: query }, options),
);

/** `POST /user/email-check`: whether an address is still free for sign-up. */
export const checkEmail = operation(
  'POST',
  '/user/email-check',
  (route) =>
    (client: ApiClient, body: { username: string }, options: CallOptions = {}): Promise<{ available: boolean }> =>
      route.call(client, { body }, options),
);

/**
 * `POST /user/create-shortlist-recipient`: a reviewer for the employer's shortlists by e-mail — a new
 * line manager of their company, or the active colleague with that address (answered as a member).
 */
export const createShortlistRecipient = operation(
  'POST',
  '/user/create-shortlist-recipient',
  (route) =>
    (
      client: ApiClient,
      payload: ShortlistRecipientCreatePayload,
      options: CallOptions = {},
    ): Promise<InferOutput<typeof organizationMemberResponse>> =>
      route.call(client, { body: payload }, options),
);

/** `POST /register/signup`: a new organisation with its first user, signed in. */
export const signup = operation(
  'POST',
  '/register/signup',
  (route) =>
    (client: ApiClient, payload: SignupPayload, options: CallOptions = {}): Promise<InferOutput<typeof signupResponse>> =>
      route.call(client, { body: payload }, options),
);

/** `POST /password/reset`: mails a reset link (the same answer whether or not the address has an account). */
export const requestPasswordReset = operation(
  'POST',
  '/password/reset',
  (route) =>
    (client: ApiClient, body: { username: string }, options: CallOptions = {}): Promise<{ message: string }> =>
      route.call(client, { body }, options),
);

/** `POST /password/reset/confirm`: sets a new password with the mailed token and signs in. */
export const confirmPasswordReset = operation(
  'POST',
  '/password/reset/confirm',
  (route) =>
    (client: ApiClient, body: { token: string; password: string }, options: CallOptions = {}): Promise<TokenPair> =>
      route.call(client, { body }, options),
);

/** `GET /user/counters`: refreshed when the user leaves a dashboard page (001 §2.2). */
export const getUserCounters = operation(
  'GET',
  '/user/counters',
  (route) =>
    (client: ApiClient, options: CallOptions = {}): Promise<UserCounters> =>
      route.call(client, {}, options),
);

/** `GET /user/{id}/view`: a profile, with optional includes (`canBeDeleted`, `closeAccountErrors`, `summaryStatistics`). */
export const viewUser = operation(
  'GET',
  '/user/{id}/view',
  (route) =>
    (client: ApiClient, id: Id, includes: readonly string[] = [], options: CallOptions = {}): Promise<UserProfileRecord> =>
      route.call(client, { params: { id }, ...(includes.length > 0 ? { query: { includes } } : {}) }, options),
);

/** `POST /user/{id}/upload-avatar`: a new profile picture (multipart, field `avatar`), with progress. */
export const uploadUserAvatar = operation(
  'POST',
  '/user/{id}/upload-avatar',
  (route) =>
    (client: ApiClient, id: Id, file: Blob, options: UploadCallOptions = {}): Promise<UploadedFile> =>
      route.upload(client, { params: { id }, file, fieldName: 'avatar' }, options),
);

/** `PUT /user/{id}/edit`: profile fields (admins also status, roles, subscription, organisation, admin rating). */
export const editUser = operation(
  'PUT',
  '/user/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, payload: Record<string, unknown>, options: CallOptions = {}): Promise<UserProfileRecord> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `GET /user/{id}/settings/view`. */
export const viewUserSettings = operation(
  'GET',
  '/user/{id}/settings/view',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<UserSettings> =>
      route.call(client, { params: { id } }, options),
);

/** `PUT /user/{id}/settings/edit`: e-mail, language, time zone, notifications, password (with the current one). */
export const editUserSettings = operation(
  'PUT',
  '/user/{id}/settings/edit',
  (route) =>
    (
      client: ApiClient,
      id: Id,
      payload: Partial<Pick<UserSettings, 'username' | 'locale' | 'notificationSettings' | 'messageMail'>> & {
        timezone?: string | null;
        newPassword?: string;
        currentPassword?: string;
      },
      options: CallOptions = {},
    ): Promise<UserSettings> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `PUT /user/{id}/close`: closes an account. */
export const closeUser = operation(
  'PUT',
  '/user/{id}/close',
  (route) =>
    (client: ApiClient, id: Id, body: { reason?: string | null } = {}, options: CallOptions = {}) =>
      route.call<InferOutput<typeof userStatusChangeResponse>>(client, { params: { id }, body }, options),
);

/** `DELETE /user/{id}/delete`. */
export const deleteUser = operation(
  'DELETE',
  '/user/{id}/delete',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}) =>
      route.call<InferOutput<typeof userStatusChangeResponse>>(client, { params: { id } }, options),
);

/** `POST /user/bulk-block`. */
export const bulkBlockUsers = operation(
  'POST',
  '/user/bulk-block',
  (route) =>
    (client: ApiClient, ids: readonly Id[], options: CallOptions = {}) =>
      route.call<InferOutput<typeof userBulkResponse>>(client, { body: { ids } }, options),
);

/** `POST /user/bulk-delete`. */
export const bulkDeleteUsers = operation(
  'POST',
  '/user/bulk-delete',
  (route) =>
    (client: ApiClient, ids: readonly Id[], options: CallOptions = {}) =>
      route.call<InferOutput<typeof userBulkResponse>>(client, { body: { ids } }, options),
);
