import type {
  BlacklistCreatePayload,
  BlacklistEditPayload,
  blacklistEntryResponse,
  BlacklistListQuery,
  Id,
  InferOutput,
  PreferredSupplierCreatePayload,
  PreferredSupplierEditPayload,
  PreferredSupplierListQuery,
  preferredSupplierResponse,
} from '@mandate/domain';
import type { ApiClient } from './client';
import { operation, type CallOptions } from './operation';
import type { ListPage } from './shapes';

/** An entry of a company's blacklist: a consultant or an agency it bans. */
export type BlacklistEntry = InferOutput<typeof blacklistEntryResponse>;

/** An entry of a company's preferred-supplier list (PSL): a consultant or an agency, active or revoked. */
export type PreferredSupplier = InferOutput<typeof preferredSupplierResponse>;

/** `POST /psl/list` (001 §7.9): a company's preferred suppliers (the user's own company by default; admins any). */
export const listPreferredSuppliers = operation(
  'POST',
  '/psl/list',
  (route) =>
    (client: ApiClient, query: Partial<PreferredSupplierListQuery> = {}, options: CallOptions = {}): Promise<ListPage<PreferredSupplier>> =>
      route.call(client, { body: query }, options),
);

/** `POST /psl/organization/{id}/create`: puts a consultant or an agency on the company's preferred-supplier list. */
export const createPreferredSupplier = operation(
  'POST',
  '/psl/organization/{id}/create',
  (route) =>
    (client: ApiClient, companyId: Id, payload: PreferredSupplierCreatePayload, options: CallOptions = {}): Promise<PreferredSupplier> =>
      route.call(client, { params: { id: companyId }, body: payload }, options),
);

/** `PUT /psl/{id}/edit`: changes the comment of a preferred-supplier entry. */
export const editPreferredSupplier = operation(
  'PUT',
  '/psl/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, payload: PreferredSupplierEditPayload, options: CallOptions = {}): Promise<PreferredSupplier> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `PUT /psl/{id}/revoke`: revokes a preferred-supplier entry (409 when it is revoked already). */
export const revokePreferredSupplier = operation(
  'PUT',
  '/psl/{id}/revoke',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<PreferredSupplier> =>
      route.call(client, { params: { id }, body: {} }, options),
);

/** `POST /blacklist/list` (001 §7.8): a company's banned consultants and agencies. */
export const listBlacklist = operation(
  'POST',
  '/blacklist/list',
  (route) =>
    (client: ApiClient, query: Partial<BlacklistListQuery> = {}, options: CallOptions = {}): Promise<ListPage<BlacklistEntry>> =>
      route.call(client, { body: query }, options),
);

/** `POST /blacklist/create`: bans a consultant or an agency for a company (the user's own by default). */
export const createBlacklistEntry = operation(
  'POST',
  '/blacklist/create',
  (route) =>
    (client: ApiClient, payload: BlacklistCreatePayload, options: CallOptions = {}): Promise<BlacklistEntry> =>
      route.call(client, { body: payload }, options),
);

/** `PUT /blacklist/{id}/edit`: changes the comment of a blacklist entry. */
export const editBlacklistEntry = operation(
  'PUT',
  '/blacklist/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, payload: BlacklistEditPayload, options: CallOptions = {}): Promise<BlacklistEntry> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `DELETE /blacklist/{id}/remove`: lifts a ban; answers the removed entry. */
export const removeBlacklistEntry = operation(
  'DELETE',
  '/blacklist/{id}/remove',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<BlacklistEntry> =>
      route.call(client, { params: { id } }, options),
);
