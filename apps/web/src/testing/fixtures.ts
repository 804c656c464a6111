import type { DataListEntry, Vacancy, VacancyMenu } from '@mandate/api-client';
import { permissionsForRoles, type CurrentUser, type JobAction, type JobStatus, type RoleCode } from '@mandate/domain';
import type { FixtureRoute } from './fixtureFetch';

/**
 * Server data for the screens' stories, in the shapes the API client types (decision 0014). Fixed
 * ids and dates (midday UTC, so no time zone moves a day), so screenshots are the same on every run.
 * Test support only: imported by stories, never by the app.
 */

function user(
  id: number,
  name: string,
  username: string,
  roles: readonly RoleCode[],
  organization: { id: number; name: string },
): CurrentUser {
  const isAdmin = roles.includes('content-admin') || roles.includes('sales-admin');
  return {
    id,
    name,
    username,
    status: { code: 'active' },
    roles: roles.map((code) => ({ code })),
    permissions: permissionsForRoles(roles),
    isEnterprise: false,
    isAdmin,
    customer: { country: { code: 'CH' } },
    place: { city: 'Basel', country: { code: 'CH', label: 'Switzerland' } },
    organization,
    managedOrganizations: [],
    invitationCount: 0,
    owner: null,
  };
}

/** `GET /user/current` of the three sides of the marketplace. */
export const users = {
  /** The vacancy's author, at the employer. */
  employer: user(21, 'Anna Keller', 'anna.keller@helvetia-pharma.example', ['employer'], { id: 3, name: 'Helvetia Pharma AG' }),
  /** A search consultant working on the vacancy. */
  consultant: user(42, 'Marco Rossi', 'marco.rossi@alpine-search.example', ['recruiter'], { id: 8, name: 'Alpine Search GmbH' }),
  /** A content administrator of the platform. */
  admin: user(1, 'Sabine Meier', 'sabine.meier@mandate.example', ['content-admin'], { id: 1, name: 'Mandate' }),
} as const satisfies Record<string, CurrentUser>;

/** The token pair the stories' sessions start with (the fixtures do not check it). */
export const fixtureTokens = { token: 'fixture-token', refreshToken: 'fixture-refresh-token' } as const;

/** The id of the vacancy of the stories. */
export const vacancyId = 4711;

const activeVacancy: Vacancy & { actions: JobAction[] } = {
  id: vacancyId,
  title: 'Head of Regulatory Affairs',
  reference: 'REG-2026-014',
  status: { code: 'active' },
  authoredBy: { id: users.employer.id, fullName: users.employer.name, organization: { id: 3, name: 'Helvetia Pharma AG' } },
  place: { city: 'Basel', country: { code: 'CH', label: 'Switzerland' } },
  sectors: ['pharma'],
  departments: ['regulatory'],
  positionCount: 2,
  placementCount: 1,
  salaryConfidential: false,
  salary: { min: 160000, max: 190000, currency: { code: 'chf', label: 'CHF' } },
  successFeePercentage: 20,
  successFeeFixedAmount: null,
  totalFeeVisible: true,
  premoderation: false,
  isExclusiveForHeadhunters: false,
  acceptingCandidates: true,
  acceptingRecruiters: true,
  isFavorite: false,
  myStatus: null,
  statistics: { recruitedCandidates: 0, candidates: 4, recruiters: 2, acceptedRecruiters: 2 },
  creationDate: '2026-02-20T12:00:00.000Z',
  publicationDate: '2026-03-05T12:00:00.000Z',
  updateDate: '2026-03-05T12:00:00.000Z',
  description: '<p>Lead the regulatory team of a mid-sized pharmaceutical company.</p>',
  requirements: null,
  countryCode: 'CH',
  city: 'Basel',
  address: null,
  zipCode: '4051',
  searchTypes: [],
  languages: ['de', 'en'],
  experienceLevel: 'senior',
  contactLanguage: { code: 'en' },
  revenueSplit: 'standard-25',
  approvalId: null,
  isPublic: true,
  customTnC: null,
  expirationDate: '2026-06-30T12:00:00.000Z',
  closingDate: null,
  statusChangeDate: '2026-03-05T12:00:00.000Z',
  actions: ['hold', 'cancel', 'edit'],
};

/**
 * `GET /job/{id}/view` of the vacancy in a status (`active` by default), with the actions of that
 * status; reference labels in `locale` (the request's `Locale` header), as the server labels them.
 */
export function vacancy(status: JobStatus = 'active', locale = 'en'): Vacancy & { actions: JobAction[] } {
  const labelled = {
    ...activeVacancy,
    place: { city: 'Basel', country: { code: 'CH', label: locale === 'de' ? 'Schweiz' : 'Switzerland' } },
  };
  if (status === 'active') return labelled;
  return {
    ...labelled,
    status: { code: status },
    acceptingCandidates: false,
    acceptingRecruiters: false,
    statusChangeDate: '2026-03-12T12:00:00.000Z',
    actions: status === 'on-hold' ? ['reactivate', 'cancel', 'edit'] : [],
  };
}

/** `GET /job/{id}/menu` as the server answers it to each side. */
export const vacancyMenus = {
  /** The author of an active vacancy: hold, cancel and edit allowed. */
  employerActive: {
    job: ['hold', 'cancel', 'edit', 'toggle-accepting-candidates', 'toggle-accepting-headhunters'],
    reasons: { reactivate: 'status-not-allowed', republish: 'status-not-allowed' },
    canDelegate: true,
    canFavorite: true,
  },
  /** The author of a vacancy on hold: hold is refused for the status. */
  employerOnHold: {
    job: ['reactivate', 'cancel', 'edit'],
    reasons: { hold: 'status-not-allowed', 'toggle-accepting-candidates': 'status-not-allowed' },
    canDelegate: true,
    canFavorite: true,
  },
  /** A consultant: none of the vacancy's actions are theirs. */
  consultant: {
    job: [],
    reasons: { hold: 'permission-denied', cancel: 'permission-denied', edit: 'permission-denied' },
    canDelegate: false,
    canFavorite: true,
    jobRecruiter: [],
    jobRecruiterReasons: {},
  },
} as const satisfies Record<string, VacancyMenu>;

/** `GET /list/job-on-hold-reasons`: the codes of apps/api/src/reference/lists.ts, labelled in the `Locale` header's language. */
export function onHoldReasons(locale: string): DataListEntry[] {
  const reasons: [code: string, en: string, de: string][] = [
    ['budget-review', 'Budget under review', 'Budget wird geprüft'],
    ['internal-candidate', 'Internal candidate under review', 'Interne Kandidatur wird geprüft'],
    ['reorganisation', 'Reorganisation', 'Reorganisation'],
    ['enough-candidates', 'Enough candidates for now', 'Vorerst genug Kandidaten'],
    ['hiring-freeze', 'Hiring freeze', 'Einstellungsstopp'],
    ['other', 'Other', 'Anderer Grund'],
  ];
  return reasons.map(([code, en, de]) => ({ code, label: locale === 'de' ? de : en }));
}

/** The version the stories' `GET /version` answers (the version check finds nothing new). */
export const fixtureVersion = '2026.3.0';

/**
 * What every signed-in page asks besides its own data: the current user (`null`: `GET /user/current`
 * answers 401), the counters, the version, and the reference lists the screens' dialogs use.
 * A story's own routes come first and win.
 */
export function sessionRoutes(currentUser: CurrentUser | null): FixtureRoute[] {
  return [
    {
      method: 'GET',
      path: '/user/current',
      respond: () => (currentUser ? { body: currentUser } : { status: 401, body: { message: 'Not authenticated' } }),
    },
    { method: 'GET', path: '/user/counters', respond: () => ({ body: { invitations: 0, unreadThreads: 0, openTasks: 0 } }) },
    { method: 'GET', path: '/version', respond: () => ({ body: { version: fixtureVersion } }) },
    { method: 'GET', path: '/list/job-on-hold-reasons', respond: ({ locale }) => ({ body: onHoldReasons(locale) }) },
  ];
}
