import type { ConsultantSearchFilters, Id, TokenPair, UserListItem, UserProfile } from '@mandate/domain';
import type { ApiClient } from './client';
import type { CallOptions } from './operations';

/** A page of a list call: its items and the number of matches (`totalCapped` when counting stopped at the cap). */
export interface ListPage<T> {
  items: T[];
  total: number;
  totalCapped?: boolean;
}

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
export interface UserCounters {
  invitations: number;
  unreadThreads: number;
  openTasks: number;
}

/** Settings of a user (`/user/{id}/settings/view`). */
export interface UserSettings {
  username: string;
  locale: 'en' | 'de';
  timezone: string | null;
  notificationSettings: Record<string, boolean>;
}

/** `POST /user/list`: users as listed (the consultant picker, user pickers, the switch-user picker). */
export function listUsers(client: ApiClient, query: UserListQuery = {}, options: CallOptions = {}): Promise<ListPage<UserListItem>> {
  return client.post('/user/list', query, options);
}

/** `POST /user/email-check`: whether an address is still free for sign-up. */
export function checkEmail(client: ApiClient, body: { username: string }, options: CallOptions = {}): Promise<{ available: boolean }> {
  return client.post('/user/email-check', body, options);
}

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

/** `POST /register/signup`: a new organisation with its first user, signed in. */
export function signup(
  client: ApiClient,
  payload: SignupPayload,
  options: CallOptions = {},
): Promise<TokenPair & { user: { id: Id; organization: { id: Id; name: string } } }> {
  return client.post('/register/signup', payload, options);
}

/** `POST /password/reset`: mails a reset link (the same answer whether or not the address has an account). */
export function requestPasswordReset(
  client: ApiClient,
  body: { username: string },
  options: CallOptions = {},
): Promise<{ message: string }> {
  return client.post('/password/reset', body, options);
}

/** `POST /password/reset/confirm`: sets a new password with the mailed token and signs in. */
export function confirmPasswordReset(
  client: ApiClient,
  body: { token: string; password: string },
  options: CallOptions = {},
): Promise<TokenPair> {
  return client.post('/password/reset/confirm', body, options);
}

/** `GET /user/counters`: refreshed when the user leaves a dashboard page (001 §2.2). */
export function getUserCounters(client: ApiClient, options: CallOptions = {}): Promise<UserCounters> {
  return client.get('/user/counters', undefined, options);
}

/** `GET /user/{id}/view`: a profile, with optional includes (`canBeDeleted`, `closeAccountErrors`, `summaryStatistics`). */
export function viewUser(client: ApiClient, id: Id, includes: readonly string[] = [], options: CallOptions = {}): Promise<UserProfile> {
  return client.get(`/user/${id}/view`, includes.length > 0 ? { includes } : undefined, options);
}

/** `POST /user/{id}/upload-avatar`: a new profile picture (multipart, field `avatar`), with progress. */
export function uploadUserAvatar(
  client: ApiClient,
  id: Id,
  file: Blob,
  options: CallOptions & { onProgress?: Parameters<ApiClient['upload']>[1]['onProgress'] } = {},
): Promise<unknown> {
  return client.upload(`/user/${id}/upload-avatar`, { ...options, file, fieldName: 'avatar' });
}

/** `PUT /user/{id}/edit`: profile fields (admins also status, roles, subscription, organisation, admin rating). */
export function editUser(client: ApiClient, id: Id, payload: Record<string, unknown>, options: CallOptions = {}): Promise<UserProfile> {
  return client.put(`/user/${id}/edit`, payload, options);
}

/** `GET /user/{id}/settings/view`. */
export function viewUserSettings(client: ApiClient, id: Id, options: CallOptions = {}): Promise<UserSettings> {
  return client.get(`/user/${id}/settings/view`, undefined, options);
}

/** `PUT /user/{id}/settings/edit`: e-mail, language, time zone, notifications, password (with the current one). */
export function editUserSettings(
  client: ApiClient,
  id: Id,
  payload: Partial<Omit<UserSettings, 'timezone'>> & { timezone?: string | null; newPassword?: string; currentPassword?: string },
  options: CallOptions = {},
): Promise<UserSettings> {
  return client.put(`/user/${id}/settings/edit`, payload, options);
}

/** `PUT /user/{id}/close`: closes an account. */
export function closeUser(client: ApiClient, id: Id, body: { reason?: string | null } = {}, options: CallOptions = {}) {
  return client.put<{ id: Id; status: { code: string } }>(`/user/${id}/close`, body, options);
}

/** `DELETE /user/{id}/delete`. */
export function deleteUser(client: ApiClient, id: Id, options: CallOptions = {}) {
  return client.delete<{ id: Id; status: { code: string } }>(`/user/${id}/delete`, undefined, options);
}

/** `POST /user/bulk-block`. */
export function bulkBlockUsers(client: ApiClient, ids: readonly Id[], options: CallOptions = {}) {
  return client.post<{ ids: Id[]; count: number }>('/user/bulk-block', { ids }, options);
}

/** `POST /user/bulk-delete`. */
export function bulkDeleteUsers(client: ApiClient, ids: readonly Id[], options: CallOptions = {}) {
  return client.post<{ ids: Id[]; count: number }>('/user/bulk-delete', { ids }, options);
}
