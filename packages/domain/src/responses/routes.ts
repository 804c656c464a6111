/**
 * Which schema describes the `result` of which route's 2xx answer, by method and the server's path
 * template (`/job/{id}/view`, as the API client's operations and the OpenAPI description write
 * it). The server's HTTP tests validate every answer they receive against it; a route missing
 * here is not checked yet (issue 12 §3 lists the features covered).
 */
import type * as v from 'valibot';
import { applicationStatuses, candidateListStatuses } from '../statuses';
import {
  applicationListItemResponse,
  applicationMatchResponse,
  applicationResponse,
  feedbackResponse,
  interviewResponse,
  placementResponse,
  statusLogEntry,
} from './application';
import { candidateConsentResponse, candidateListItemResponse, candidateMenuResponse, candidateResponse } from './candidate';
import {
  messageContactResponse,
  messageDeletedResponse,
  threadDeletedResponse,
  threadListItemResponse,
  threadMessageResponse,
  threadResponse,
} from './inbox';
import { historyEntryResponse, jobRecruiterResponse, revenueSplitResponse, vacancyJobRecruiterResponse } from './jobRecruiter';
import { candidateListResponse } from './candidateList';
import { noteResponse, sharedNoteResponse } from './note';
import { paymentTermResponse } from './paymentTerm';
import { jobShortlistResponse, shortlistCandidateResponse, shortlistListResponse, shortlistResponse } from './shortlist';
import { productFeedbackResponse } from './productFeedback';
import { listPage } from './shared';
import { taskResponse } from './task';
import { testimonialResponse } from './testimonial';
import { currentUserResponse, userCountersResponse } from './user';
import {
  publicVacancyResponse,
  vacancyFiltersResponse,
  vacancyListItemResponse,
  vacancyMenuResponse,
  vacancyResponse,
  vacancyStatisticsResponse,
  vacancyViewResponse,
} from './vacancy';

/** The routes that answer the whole application (create, view and every change). */
const applicationChanges = [
  'POST /application/create',
  'GET /application/{id}/view',
  'PUT /application/{id}/edit',
  'PUT /application/{id}/rating/edit',
  'PUT /application/{id}/withdraw',
  'PUT /application/{id}/reject',
  'PUT /application/{id}/backup',
  'PUT /application/{id}/offer',
  'PUT /application/{id}/reactivate',
  'POST /application/{id}/review/{step}',
  'PUT /application/{id}/hire',
  'DELETE /placement/{id}/revert',
];

/** The routes that answer the whole vacancy (create and every change). */
const vacancyChanges = [
  'POST /job/create',
  'PUT /job/{id}/edit',
  'PUT /job/{id}/toggle-favorite',
  'PUT /job/{id}/accepting-candidates',
  'PUT /job/{id}/accepting-headhunters',
  'PUT /job/{id}/cancel',
  'PUT /job/{id}/on-hold',
  'PUT /job/{id}/reactivate',
  'PUT /job/{id}/republish',
  'PUT /job/{id}/reopen',
  'PUT /job/{id}/publish',
  'PUT /job/{id}/pay-for-publication',
  'DELETE /job/{id}/delete-draft',
  'POST /job/{id}/delegate',
];

export const responseSchemas: Readonly<Record<string, v.GenericSchema>> = {
  'GET /user/current': currentUserResponse,
  'GET /user/counters': userCountersResponse,
  'POST /job/list': listPage(vacancyListItemResponse),
  'POST /job/moderation-list': listPage(vacancyListItemResponse),
  'GET /job/public-list': listPage(publicVacancyResponse),
  'POST /job/statistics': vacancyStatisticsResponse,
  'POST /job/filters-list': vacancyFiltersResponse,
  'GET /job/{id}/view': vacancyViewResponse,
  'GET /job/{id}/menu': vacancyMenuResponse,
  ...Object.fromEntries(vacancyChanges.map((route) => [route, vacancyResponse])),
  'POST /application/list': listPage(applicationListItemResponse),
  'POST /application/match': applicationMatchResponse,
  'GET /application/{id}/logs': listPage(statusLogEntry(applicationStatuses)),
  ...Object.fromEntries(applicationChanges.map((route) => [route, applicationResponse])),
  'GET /placement/{id}/view': placementResponse,
  'PUT /placement/{id}/edit': placementResponse,
  'GET /placement/{id}/logs': listPage(statusLogEntry(['active', 'reverted'])),
  'GET /application/{id}/feedback/list': listPage(feedbackResponse),
  'POST /application/{id}/feedback/create': feedbackResponse,
  'PUT /application/{id}/feedback/{fid}/edit': feedbackResponse,
  'POST /candidate/list': listPage(candidateListItemResponse),
  'GET /candidate/{id}/menu': candidateMenuResponse,
  'GET /candidate/{id}/consent': listPage(candidateConsentResponse),
  ...Object.fromEntries(
    [
      'POST /candidate/create',
      'GET /candidate/{id}/view',
      'PUT /candidate/{id}/edit',
      'POST /candidate/{id}/clone',
      'DELETE /candidate/{id}/delete',
      'POST /candidate/{id}/consent',
    ].map((route) => [route, candidateResponse]),
  ),
  ...Object.fromEntries(
    ['POST /application/{id}/interview/create', 'PUT /interview/{id}/edit', 'PUT /interview/{id}/cancel'].map((route) => [
      route,
      interviewResponse,
    ]),
  ),
  'POST /interview/list': listPage(interviewResponse),
  'GET /job/{id}/history': listPage(historyEntryResponse),
  'POST /job/history/edit': historyEntryResponse,
  'GET /company/{companyId}/agency/{agencyId}/revenue-split': revenueSplitResponse,
  'GET /job/{id}/job-recruiter': listPage(vacancyJobRecruiterResponse),
  ...Object.fromEntries(
    ['POST /job-recruiter/list', 'POST /job/{id}/job-recruiter/invite', 'POST /job/{id}/job-recruiter/select'].map((route) => [
      route,
      listPage(jobRecruiterResponse),
    ]),
  ),
  ...Object.fromEntries(
    [
      'GET /job-recruiter/{id}/view',
      'GET /job-recruiter/{id}/get',
      'POST /job/{id}/job-recruiter/invitation/accept',
      'POST /job/{id}/job-recruiter/invitation/decline',
      'POST /job/{id}/job-recruiter/request',
      'PUT /job-recruiter/{id}/approve',
      'PUT /job-recruiter/{id}/reject',
      'PUT /job-recruiter/{id}/reactivate',
      'PUT /job-recruiter/{id}/withdraw',
      'PUT /job-recruiter/{id}/withdraw-invitation',
      'PUT /job-recruiter/{id}/request-testimonial',
    ].map((route) => [route, jobRecruiterResponse]),
  ),
  'POST /candidate-list/list': listPage(candidateListResponse),
  'GET /candidate-list/{id}/logs': listPage(statusLogEntry(candidateListStatuses)),
  ...Object.fromEntries(
    [
      'POST /candidate-list/create',
      'GET /candidate-list/{id}/view',
      'PUT /candidate-list/{id}/edit',
      'PUT /candidate-list/{id}/withdraw',
      'PUT /candidate-list/{id}/reject',
      'PUT /candidate-list/{id}/complete',
      'PUT /candidate-list/{id}/feedback/edit',
    ].map((route) => [route, candidateListResponse]),
  ),
  'POST /job/{id}/shortlist/create': shortlistResponse,
  'GET /job/shortlist/{id}/view': shortlistResponse,
  'GET /job/shortlist/list': shortlistListResponse,
  'GET /job/{id}/shortlist/candidates': jobShortlistResponse,
  'POST /job/shortlist/{id}/review': shortlistCandidateResponse,
  'POST /job/shared-note/create': sharedNoteResponse,
  'GET /job/shared-note/list': listPage(sharedNoteResponse),
  'PUT /job/shared-note/{id}/edit': sharedNoteResponse,
  'POST /note/create': noteResponse,
  'PUT /note/{id}/edit': noteResponse,
  'POST /note/list': listPage(noteResponse),
  'GET /payment-term/list': listPage(paymentTermResponse),
  'POST /payment-term/create': paymentTermResponse,
  'PUT /payment-term/{id}/edit': paymentTermResponse,
  'DELETE /payment-term/{id}/delete': paymentTermResponse,
  'GET /user/{id}/testimonial/list': listPage(testimonialResponse),
  ...Object.fromEntries(
    [
      'POST /user/{id}/testimonial/create',
      'PUT /testimonial/{id}/edit',
      'DELETE /testimonial/{id}/delete',
      'POST /testimonial/{id}/accept',
      'POST /testimonial/{id}/reject',
    ].map((route) => [route, testimonialResponse]),
  ),
  'POST /task/list': listPage(taskResponse),
  'PUT /task/{id}/complete': taskResponse,
  'PUT /task/{id}/edit': taskResponse,
  'POST /user/feedback/create': productFeedbackResponse,
  'POST /user/feedback/list': listPage(productFeedbackResponse),
  'POST /inbox/thread/list': listPage(threadListItemResponse),
  ...Object.fromEntries(
    [
      'POST /inbox/thread/create',
      'GET /inbox/thread/{id}/view',
      'POST /inbox/thread/{id}/reply',
      'PUT /inbox/thread/{id}/mark-read',
      'PUT /inbox/thread/{id}/mark-unread',
    ].map((route) => [route, threadResponse]),
  ),
  'DELETE /inbox/thread/{id}/delete': threadDeletedResponse,
  'PUT /inbox/message/{id}/edit': threadMessageResponse,
  'DELETE /inbox/message/{id}/delete': messageDeletedResponse,
  'POST /inbox/message/{id}/forward': listPage(threadResponse),
  'GET /inbox/message-contacts': listPage(messageContactResponse),
};

const compiled = Object.entries(responseSchemas)
  .map(([key, schema]) => {
    const [method, template] = key.split(' ') as [string, string];
    const params = (template.match(/\{\w+\}/g) ?? []).length;
    const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
    return { method, pattern, params, schema, key };
  })
  // A literal segment wins over a parameter (`/user/current` before `/user/{id}`).
  .sort((a, b) => a.params - b.params);

/**
 * The response schema of a call, by method and path under the API base (`/user/7/view`, without
 * `/api` and the query), with its route key; null when the route has none yet.
 */
export function responseSchemaOf(method: string, path: string): { key: string; schema: v.GenericSchema } | null {
  const upper = method.toUpperCase();
  const hit = compiled.find((route) => route.method === upper && route.pattern.test(path));
  return hit ? { key: hit.key, schema: hit.schema } : null;
}
