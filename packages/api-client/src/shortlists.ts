/**
 * Shortlists (001 §2.2, §7.3): the shortlists a user reviews or sent, one with its candidates, a
 * vacancy's shortlisted candidates for its print page, and a reviewer's verdict on a candidate.
 */
import type {
  Id,
  InferOutput,
  ShortlistReviewPayload,
  jobShortlistResponse,
  shortlistCandidateResponse,
  shortlistListItemResponse,
} from '@mandate/domain';
import type { ApiClient } from './client';
import { operation, type CallOptions } from './operation';
import type { ListPage } from './shapes';

/** An entry of the shortlist list: its vacancy, sender, candidate count and how many the viewer reviewed. */
export type ShortlistListItem = InferOutput<typeof shortlistListItemResponse>;

/** One candidate of a shortlist with its documents and reviews. */
export type ShortlistCandidate = InferOutput<typeof shortlistCandidateResponse>;

/** A vacancy's shortlisted candidates (its print page). */
export type JobShortlist = InferOutput<typeof jobShortlistResponse>;

/** `GET /job/shortlist/list?jobId=`: the shortlists sent to the viewer and those of their vacancies, newest first. */
export const listShortlists = operation(
  'GET',
  '/job/shortlist/list',
  (route) =>
    (client: ApiClient, query: { jobId?: Id | null } = {}, options: CallOptions = {}): Promise<ListPage<ShortlistListItem>> =>
      route.call(client, { query: { jobId: query.jobId ?? null } }, options),
);

/** `GET /job/{id}/shortlist/candidates`: the vacancy's shortlisted candidates (the employer side: all in the running; a reviewer: those sent to them). */
export const getJobShortlist = operation(
  'GET',
  '/job/{id}/shortlist/candidates',
  (route) =>
    (client: ApiClient, jobId: Id, options: CallOptions = {}): Promise<JobShortlist> =>
      route.call(client, { params: { id: jobId } }, options),
);

/** `POST /job/shortlist/{id}/review`: a reviewer's assessment and feedback on one candidate of the shortlist. */
export const reviewShortlistCandidate = operation(
  'POST',
  '/job/shortlist/{id}/review',
  (route) =>
    (client: ApiClient, id: Id, payload: ShortlistReviewPayload, options: CallOptions = {}): Promise<ShortlistCandidate> =>
      route.call(client, { params: { id }, body: payload }, options),
);
