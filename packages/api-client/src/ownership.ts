import type {
  applicationDuplicatesResponse,
  CandidateIdentityKeys,
  Id,
  InferOutput,
  ownershipConflictResponse,
  OwnershipConflictListQuery,
  OwnershipResolvePayload,
  ownershipSettingsResponse,
  OwnershipSettingsPayload,
} from '@mandate/domain';
import type { ApiClient } from './client';
import { operation, type CallOptions } from './operation';
import type { ListPage } from './shapes';

/** Which identity key made two submissions the same person. */
export type IdentityKey = keyof CandidateIdentityKeys;

/** An employer's candidate-ownership window (0 switches the rule off). */
export type OwnershipSettings = InferOutput<typeof ownershipSettingsResponse>;

/** A refused duplicate submission: who tried, who owns the person, and how the employer resolved it. */
export type OwnershipConflict = InferOutput<typeof ownershipConflictResponse>;

/** An application of a vacancy whose candidate was also submitted separately to the same employer. */
export type ApplicationDuplicates = InferOutput<typeof applicationDuplicatesResponse>;

/** `GET /candidate-ownership/settings`: the ownership window of the user's employer (admins and managers: `organizationId`). */
export const getOwnershipSettings = operation(
  'GET',
  '/candidate-ownership/settings',
  (route) =>
    (client: ApiClient, query: { organizationId?: Id | null } = {}, options: CallOptions = {}): Promise<OwnershipSettings> =>
      route.call(client, { query }, options),
);

/** `PUT /candidate-ownership/settings`: sets the window in months (managers and admins; 0 switches the rule off). */
export const editOwnershipSettings = operation(
  'PUT',
  '/candidate-ownership/settings',
  (route) =>
    (
      client: ApiClient,
      payload: OwnershipSettingsPayload,
      query: { organizationId?: Id | null } = {},
      options: CallOptions = {},
    ): Promise<OwnershipSettings> =>
      route.call(client, { body: payload, query }, options),
);

/** `POST /candidate-ownership/conflict/list`: refused duplicate submissions on the user's vacancies (open by default). */
export const listOwnershipConflicts = operation(
  'POST',
  '/candidate-ownership/conflict/list',
  (route) =>
    (client: ApiClient, query: Partial<OwnershipConflictListQuery> = {}, options: CallOptions = {}): Promise<ListPage<OwnershipConflict>> =>
      route.call(client, { body: query }, options),
);

/** `PUT /candidate-ownership/conflict/{id}/resolve`: keep the owner, or allow the submission. */
export const resolveOwnershipConflict = operation(
  'PUT',
  '/candidate-ownership/conflict/{id}/resolve',
  (route) =>
    (client: ApiClient, id: Id, payload: OwnershipResolvePayload, options: CallOptions = {}): Promise<OwnershipConflict> =>
      route.call(client, { params: { id }, body: payload }, options),
);

/** `POST /job/{id}/application/duplicates` (001 §7.3): the vacancy's applications that duplicate other submissions. */
export const listApplicationDuplicates = operation(
  'POST',
  '/job/{id}/application/duplicates',
  (route) =>
    (client: ApiClient, jobId: Id, options: CallOptions = {}): Promise<ListPage<ApplicationDuplicates>> =>
      route.call(client, { params: { id: jobId }, body: {} }, options),
);
