/**
 * Which schema describes the `result` of which route's 2xx answer, by method and the server's path
 * template (`/job/{id}/view`, as the API client's operations and the OpenAPI description write
 * it). The server's HTTP tests validate every answer they receive against it; a route missing
 * here is not checked yet (issue 12 §3 lists the features covered).
 */
import * as v from 'valibot';
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
import {
  candidateConsentResponse,
  candidateDocumentsResponse,
  candidateListItemResponse,
  candidateMenuResponse,
  candidateResponse,
} from './candidate';
import {
  messageContactResponse,
  messageDeletedResponse,
  threadDeletedResponse,
  threadListItemResponse,
  threadMessageResponse,
  threadResponse,
} from './inbox';
import { historyEntryResponse, jobRecruiterResponse, revenueSplitResponse, vacancyJobRecruiterResponse } from './jobRecruiter';
import { healthResponse, otpSentResponse, switchUserResponse, tokenLoginResponse, tokenPairResponse, versionResponse } from './auth';
import { candidateListResponse } from './candidateList';
import { noteResponse, sharedNoteResponse } from './note';
import {
  businessUnitResponse,
  companyTeamResponse,
  membershipChangeResponse,
  membershipStatusOptionResponse,
  organizationContactResponse,
  organizationListItemResponse,
  organizationMemberResponse,
  organizationOptionResponse,
  organizationResponse,
  organizationViewResponse,
} from './organization';
import { paymentTermResponse } from './paymentTerm';
import { jobShortlistResponse, shortlistCandidateResponse, shortlistListResponse, shortlistResponse } from './shortlist';
import { productFeedbackResponse } from './productFeedback';
import { dataListEntryResponse, dataListNameResponse, invitationTemplateResponse, renderedTemplateResponse } from './reference';
import { list, listPage, text, uploadedFile } from './shared';
import {
  applicationDuplicatesResponse,
  blacklistEntryResponse,
  ownershipConflictResponse,
  ownershipSettingsResponse,
  preferredSupplierResponse,
} from './suppliers';
import { taskStatuses } from '../tasks';
import { taskResponse } from './task';
import { testimonialResponse, testimonialStatuses } from './testimonial';
import { currentUserResponse, userCountersResponse } from './user';
import {
  signupResponse,
  userBulkResponse,
  userListItemResponse,
  userProfileResponse,
  userSettingsResponse,
  userStatusChangeResponse,
} from './userProfile';
import {
  publicVacancyResponse,
  vacancyFiltersResponse,
  vacancyListItemResponse,
  vacancyMenuResponse,
  vacancyResponse,
  vacancyStatisticsResponse,
  vacancyViewResponse,
} from './vacancy';
import { successFeeResponse, termsDocumentResponse } from './vacancyTools';

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
  'GET /health': healthResponse,
  'GET /version': versionResponse,
  'POST /authentication/login/credentials': tokenPairResponse,
  'POST /authentication/login/otp': tokenPairResponse,
  'POST /authentication/login/token': tokenLoginResponse,
  // No 2xx on this server (no LinkedIn client configured: 400); where configured, the pair.
  'POST /authentication/linkedin': tokenPairResponse,
  'POST /authentication/otp': otpSentResponse,
  'POST /authentication/refresh': tokenPairResponse,
  'POST /authentication/logout': v.null(),
  'POST /authentication/switch/{id}': switchUserResponse,
  'POST /file/upload': uploadedFile(),
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
  'GET /testimonial/{id}/logs': listPage(statusLogEntry(testimonialStatuses)),
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
  'GET /task/{id}/logs': listPage(statusLogEntry(taskStatuses)),
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
  ...organizationRoutes(),
  ...userRoutes(),
  ...supplierRoutes(),
  'GET /list': list(dataListNameResponse),
  'GET /list/{name}': list(dataListEntryResponse),
  'GET /notification-template/{kind}': invitationTemplateResponse,
  'POST /notification-template/{kind}/render': renderedTemplateResponse,
  'PUT /notification-template/{kind}/{language}/edit': invitationTemplateResponse,
  'POST /job/success-fee': successFeeResponse,
  'POST /job/tos': termsDocumentResponse,
  'GET /candidate/{id}/documents': candidateDocumentsResponse,
};

/** Preferred suppliers, blacklists (001 §7.8, §7.9) and candidate ownership (decision 0009). */
function supplierRoutes(): Record<string, v.GenericSchema> {
  return {
    'POST /psl/list': listPage(preferredSupplierResponse),
    'POST /psl/organization/{id}/create': preferredSupplierResponse,
    'PUT /psl/{id}/edit': preferredSupplierResponse,
    'PUT /psl/{id}/revoke': preferredSupplierResponse,
    'POST /blacklist/list': listPage(blacklistEntryResponse),
    'POST /blacklist/create': blacklistEntryResponse,
    'PUT /blacklist/{id}/edit': blacklistEntryResponse,
    'DELETE /blacklist/{id}/remove': blacklistEntryResponse,
    'GET /candidate-ownership/settings': ownershipSettingsResponse,
    'PUT /candidate-ownership/settings': ownershipSettingsResponse,
    'POST /candidate-ownership/conflict/list': listPage(ownershipConflictResponse),
    'PUT /candidate-ownership/conflict/{id}/resolve': ownershipConflictResponse,
    'POST /job/{id}/application/duplicates': listPage(applicationDuplicatesResponse),
  };
}

/** Users (001 §7.8): the list, profiles, settings, closing and bulk actions, sign-up and password reset. */
function userRoutes(): Record<string, v.GenericSchema> {
  return {
    'POST /user/list': listPage(userListItemResponse),
    'POST /user/email-check': v.object({ available: v.boolean() }),
    'POST /user/create-shortlist-recipient': organizationMemberResponse,
    'POST /register/signup': signupResponse,
    'POST /password/reset': v.object({ message: text() }),
    'POST /password/reset/confirm': tokenPairResponse,
    'GET /user/{id}/view': userProfileResponse,
    'PUT /user/{id}/edit': userProfileResponse,
    'POST /user/{id}/upload-avatar': uploadedFile(),
    'GET /user/{id}/settings/view': userSettingsResponse,
    'PUT /user/{id}/settings/edit': userSettingsResponse,
    'PUT /user/{id}/close': userStatusChangeResponse,
    'DELETE /user/{id}/delete': userStatusChangeResponse,
    'POST /user/bulk-block': userBulkResponse,
    'POST /user/bulk-delete': userBulkResponse,
  };
}

/** Organisations (001 §7.9): the record, its members, contacts, business units and company teams. */
function organizationRoutes(): Record<string, v.GenericSchema> {
  return {
    'POST /organization/list': listPage(organizationListItemResponse),
    'POST /organization/autocomplete': listPage(organizationOptionResponse),
    'GET /organization/membership-status/list': list(membershipStatusOptionResponse),
    'GET /organization/{id}/view': organizationViewResponse,
    'POST /organization/{id}/upload-logo': uploadedFile(),
    'PUT /organization/{id}/edit': organizationResponse,
    'POST /organization/create': organizationResponse,
    'POST /organization/{id}/create': organizationResponse,
    'GET /organization/{id}/member/list': v.object({ items: list(organizationMemberResponse) }),
    'PUT /organization/{id}/member/{userId}/status': membershipChangeResponse,
    'GET /organization/{id}/contact/list': listPage(organizationContactResponse),
    'POST /organization/{id}/contact/create': organizationContactResponse,
    'PUT /organization/contact/{id}/edit': organizationContactResponse,
    'DELETE /organization/contact/{id}/delete': v.null(),
    'GET /organization/{id}/business-unit/list': listPage(businessUnitResponse),
    'POST /organization/{id}/business-unit/add': businessUnitResponse,
    'PUT /organization/business-unit/{id}/edit': businessUnitResponse,
    'DELETE /organization/business-unit/{id}/delete': v.null(),
    'GET /company-team/list': listPage(companyTeamResponse),
    'POST /company-team/create': companyTeamResponse,
    'PUT /company-team/{id}/edit': companyTeamResponse,
    'DELETE /company-team/{id}/delete': v.null(),
    'POST /company-team/{id}/add-members': companyTeamResponse,
    'POST /company-team/{id}/revoke-member': companyTeamResponse,
  };
}

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
