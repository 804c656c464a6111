/** Answers about users (001 §3 User as listed, User (profile), §7.8): the list, a profile, settings, sign-up. */
import * as v from 'valibot';
import { roleCodes } from '../permissions';
import { messageMailModes, subscriptions } from '../schemas/user';
import { userStatuses } from '../statuses';
import { tokenPairResponse } from './auth';
import { coded, count, id, isoDateTime, list, maybe, namedRef, place, text } from './shared';

const statistics = () =>
  v.object({
    interviewRatio: v.nullable(v.number()),
    customerSatisfaction: v.nullable(v.number()),
    rollingOneYearStatistics: v.object({ interviewsCount: count() }),
    companyRatingCount: count(),
    employerRatingCount: count(),
  });

/** A user as listed (`POST /user/list`, the consultant picker): 000 §3 plus the list columns of 001 §3. */
export const userListItemResponse = v.object({
  id: id(),
  name: text(),
  fullName: text(),
  firstName: text(),
  lastName: text(),
  avatar: v.nullable(v.object({ fullPath: text() })),
  /** −1 means new. */
  rating: v.number(),
  position: v.nullable(text()),
  organization: v.nullable(namedRef()),
  place: v.nullable(place()),
  roles: list(coded(roleCodes)),
  subscription: coded(subscriptions),
  isBasic: v.boolean(),
  isPremium: v.boolean(),
  isPremiumPlus: v.boolean(),
  isDemo: v.boolean(),
  statistics: statistics(),
  invitations: v.nullable(v.object({ total: count(), accepted: count(), invited: count(), invitedAdmin: count(), applied: count() })),
  userStatus: coded(userStatuses),
  /** The status on a vacancy, when the list is about one (null otherwise). */
  status: v.nullable(coded()),
  lastStatus: v.nullable(v.object({ source: maybe(coded()), creationDate: v.optional(isoDateTime()) })),
  actionUser: v.nullable(v.object({ name: text() })),
  isPreferredSupplier: v.optional(v.boolean()),
  /** Admins only. */
  lastLogin: v.optional(v.nullable(isoDateTime())),
});

/** An employer's summary statistics; time periods in seconds (001 §3). */
export const summaryStatisticsResponse = v.object({
  jobPublished: count(),
  jobClosed: count(),
  avgRecruiterResponseTime: v.nullable(v.number()),
  avgRecruiterResponseTimeCount: count(),
  avgCandidateResponseTime: v.nullable(v.number()),
  avgCandidateResponseTimeCount: count(),
  avgTimeToInterview: v.nullable(v.number()),
  avgTimeToInterviewCount: count(),
  /** A fraction between 0 and 1. */
  candidateFeedbackRatio: v.nullable(v.number()),
});

/** `GET /user/{id}/view` and `PUT /user/{id}/edit`: a profile (001 §3 User (profile)) with what `includes` asked for. */
export const userProfileResponse = v.object({
  ...userListItemResponse.entries,
  username: text(),
  phone: v.nullable(text()),
  phoneCountry: v.nullable(v.object({ callingCode: text() })),
  status: coded(userStatuses),
  creationDate: isoDateTime(),
  managedOrganizations: list(namedRef()),
  sectors: list(text()),
  departments: list(text()),
  searchTypes: list(text()),
  countries: list(text()),
  keywords: list(text()),
  /** The user's own and admins only (null for others). */
  address: v.nullable(text()),
  zipCode: v.nullable(text()),
  locale: v.picklist(['en', 'de']),
  /** Admins only. */
  adminRating: v.optional(v.nullable(v.number())),
  summaryStatistics: v.optional(summaryStatisticsResponse),
  canBeDeleted: v.optional(v.boolean()),
  closeAccountErrors: v.optional(list(text())),
});

/** `GET /user/{id}/settings/view` and `…/edit`: e-mail, language, time zone and notification switches. */
export const userSettingsResponse = v.object({
  id: id(),
  username: text(),
  locale: v.picklist(['en', 'de']),
  timezone: v.nullable(text()),
  notificationSettings: v.record(text(), v.boolean()),
  /** When new messages are e-mailed (decision 0034). */
  messageMail: v.picklist(messageMailModes),
  hasPassword: v.boolean(),
});

/** `POST /register/signup`: the new user and organisation, signed in. */
export const signupResponse = v.object({
  ...tokenPairResponse.entries,
  user: v.object({ id: id(), organization: namedRef() }),
});

/** `PUT /user/{id}/close`, `DELETE /user/{id}/delete`: the account's new status. */
export const userStatusChangeResponse = v.object({ id: id(), status: coded(userStatuses) });

/** `POST /user/bulk-block`, `…/bulk-delete`: the users changed. */
export const userBulkResponse = v.object({ ids: list(id()), count: count() });
