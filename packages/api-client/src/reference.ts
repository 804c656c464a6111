import type { dataListEntryResponse, dataListNameResponse, InferOutput } from '@mandate/domain';
import type { ApiClient } from './client';
import { operation, type CallOptions } from './operation';

/**
 * An entry of a reference list: its code, its label in the request's language, and any extras
 * (`percentage` of a revenue split). Codes are texts except where the spec gives numbers
 * (`payment-term-modes`: 0 company, 1 agency).
 */
export type DataListEntry = InferOutput<typeof dataListEntryResponse>;

/** `GET /list`: the names of the reference lists that {@link getDataList} accepts. */
export const listDataLists = operation(
  'GET',
  '/list',
  (route) =>
    (client: ApiClient, options: CallOptions = {}): Promise<readonly InferOutput<typeof dataListNameResponse>[]> =>
      route.call(client, {}, options),
);

/**
 * `GET /list/{name}` (000 §7 "Data listings", 001 §7.6): a reference list labelled in the `Locale`
 * header's language: `countries`, `departments`, `experience-levels`, `languages`, `search-types`,
 * `sectors`, `application-statuses`, `assessment-levels`, the reject, withdraw, cancel, decline and
 * on-hold reasons, `revenue-splits`, `feedback-categories` and more (see {@link listDataLists}).
 * Public and cacheable per language; an unknown name is a 404.
 */
export const getDataList = operation(
  'GET',
  '/list/{name}',
  (route) =>
    (client: ApiClient, name: string, options: CallOptions = {}): Promise<readonly DataListEntry[]> =>
      route.call(client, { params: { name } }, options),
);
