/**
 * Answers about vacancies: the list, the view, the menu, the public list, counts and filters. Their
 * arrays are mutable in the inferred types, as the API client's vacancy types always had them (the
 * vacancy form copies them into its fields).
 */
import * as v from 'valibot';
import { jobActions } from '../machines/job';
import { jobRecruiterActions } from '../machines/jobRecruiter';
import { reasonCodes } from '../permissions';
import { customTermsPhases, jobRecruiterStatuses, jobStatuses, locales } from '../statuses';
import { codeLabel, coded, count, id, isoDateTime, namedRef, place, text } from './shared';

const nullableDate = () => v.nullable(isoDateTime());

/** A vacancy's salary as the viewer may see it (null for consultants when confidential). */
const salary = () =>
  v.nullable(
    v.object({
      min: v.nullable(v.number()),
      max: v.nullable(v.number()),
      currency: v.nullable(codeLabel()),
    }),
  );

/** A vacancy as listed (`POST /job/list`, `POST /job/moderation-list`). */
export const vacancyListItemResponse = v.object({
  id: id(),
  title: text(),
  reference: v.nullable(text()),
  status: coded(jobStatuses),
  authoredBy: v.object({ id: id(), fullName: text(), organization: v.nullable(namedRef()) }),
  place: v.nullable(place()),
  sectors: v.array(text()),
  departments: v.array(text()),
  positionCount: count(),
  placementCount: count(),
  salaryConfidential: v.boolean(),
  salary: salary(),
  successFeePercentage: v.nullable(v.number()),
  successFeeFixedAmount: v.nullable(v.number()),
  totalFeeVisible: v.boolean(),
  premoderation: v.boolean(),
  isExclusiveForHeadhunters: v.boolean(),
  acceptingCandidates: v.boolean(),
  acceptingRecruiters: v.boolean(),
  isFavorite: v.boolean(),
  /** The viewer's own status on the vacancy, when a consultant with a relation to it. */
  myStatus: v.nullable(v.object({ code: v.picklist(jobRecruiterStatuses), source: v.nullable(coded()) })),
  statistics: v.object({ recruitedCandidates: count(), candidates: count(), recruiters: count(), acceptedRecruiters: count() }),
  creationDate: nullableDate(),
  publicationDate: nullableDate(),
  updateDate: nullableDate(),
});

/** A vacancy with every field: the answer of the create and of every change. */
export const vacancyResponse = v.object({
  ...vacancyListItemResponse.entries,
  description: v.nullable(text()),
  requirements: v.nullable(text()),
  countryCode: v.nullable(text()),
  city: v.nullable(text()),
  address: v.nullable(text()),
  zipCode: v.nullable(text()),
  searchTypes: v.array(text()),
  languages: v.array(text()),
  experienceLevel: v.nullable(text()),
  contactLanguage: coded(locales),
  revenueSplit: v.nullable(text()),
  approvalId: v.nullable(text()),
  isPublic: v.boolean(),
  customTnC: v.nullable(v.object({ requestOnPhase: coded(customTermsPhases) })),
  expirationDate: nullableDate(),
  closingDate: nullableDate(),
  statusChangeDate: nullableDate(),
});

/** `GET /job/{id}/view`: the vacancy and the actions the viewer may take now. */
export const vacancyViewResponse = v.object({ ...vacancyResponse.entries, actions: v.array(v.picklist(jobActions)) });

/** `GET /job/{id}/menu`: what the viewer may do with a vacancy now, and why not (domain machines). */
export const vacancyMenuResponse = v.object({
  job: v.array(v.picklist(jobActions)),
  reasons: v.record(v.picklist(jobActions), v.picklist(reasonCodes)),
  canDelegate: v.boolean(),
  canFavorite: v.boolean(),
  /** Consultants only: their own actions on the vacancy. */
  jobRecruiter: v.optional(v.array(v.picklist(jobRecruiterActions))),
  jobRecruiterReasons: v.optional(v.record(v.picklist(jobRecruiterActions), v.picklist(reasonCodes))),
});

/** A vacancy of the public list (`GET /job/public-list`, no login). */
export const publicVacancyResponse = v.object({
  id: id(),
  title: text(),
  reference: v.nullable(text()),
  status: coded(jobStatuses),
  organization: v.nullable(namedRef()),
  place: v.nullable(place()),
  sectors: v.array(text()),
  departments: v.array(text()),
  positionCount: count(),
  salary: salary(),
  publicationDate: nullableDate(),
});

/** `POST /job/statistics`: counts of the visible vacancies. */
export const vacancyStatisticsResponse = v.object({
  /** Every vacancy but deleted drafts. */
  total: count(),
  byStatus: v.object({
    empty: count(),
    draft: count(),
    active: count(),
    'on-hold': count(),
    closed: count(),
    cancelled: count(),
    expired: count(),
    'deleted-draft': count(),
  }),
  positions: count(),
  placements: count(),
  openPositions: count(),
  favourites: count(),
});

const counted = <T extends v.ObjectEntries>(entries: T) => v.array(v.object({ ...entries, count: count() }));

/** `POST /job/filters-list`: the values the vacancy filters offer, with how many visible vacancies have each. */
export const vacancyFiltersResponse = v.object({
  statuses: counted({ code: v.picklist(jobStatuses), label: text() }),
  countries: counted({ code: text() }),
  sectors: counted({ code: text() }),
  departments: counted({ code: text() }),
  authors: counted({ id: id(), name: text() }),
});
