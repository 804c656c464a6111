import type { DataListEntry, HistoryEntry, Vacancy, VacancyJobRecruiter, VacancyMenu } from '@mandate/api-client';
import {
  jobRecruiterDisplayStatus,
  permissionsForRoles,
  type CurrentUser,
  type JobAction,
  type JobRecruiterAction,
  type JobRecruiterSourceCode,
  type JobRecruiterStatus,
  type JobStatus,
  type RoleCode,
} from '@mandate/domain';
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
  /** An admin on a cancelled vacancy: reactivating it is theirs. */
  adminCancelled: {
    job: ['reactivate', 'edit', 'send-to-all-recruiters'],
    reasons: { hold: 'status-not-allowed', cancel: 'status-not-allowed', reopen: 'status-not-allowed' },
    canDelegate: true,
    canFavorite: true,
  },
  /** An invited consultant: accepting or declining the invitation is theirs. */
  consultantInvited: {
    job: [],
    reasons: { hold: 'permission-denied', cancel: 'permission-denied', edit: 'permission-denied' },
    canDelegate: false,
    canFavorite: true,
    jobRecruiter: ['accept-invitation', 'decline-invitation'],
    jobRecruiterReasons: { request: 'status-not-allowed', withdraw: 'status-not-allowed' },
  },
  /** A consultant without a relation to the vacancy: they may ask to work on it. */
  consultantNew: {
    job: [],
    reasons: { hold: 'permission-denied', cancel: 'permission-denied', edit: 'permission-denied' },
    canDelegate: false,
    canFavorite: true,
    jobRecruiter: ['request'],
    jobRecruiterReasons: { withdraw: 'status-not-allowed' },
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

/** The search consultants of the stories besides `users.consultant`: id, name, agency. */
export const consultants = {
  requested: { id: 43, fullName: 'Lukas Brunner', organization: { id: 9, name: 'Nordlicht Executive Partners' } },
  accepted: { id: 44, fullName: 'Sabine Graf', organization: { id: 8, name: 'Alpine Search GmbH' } },
  invited: { id: 45, fullName: 'Thomas Huber', organization: { id: 8, name: 'Alpine Search GmbH' } },
  own: { id: users.consultant.id, fullName: users.consultant.name, organization: { id: 8, name: 'Alpine Search GmbH' } },
} as const;

/** A consultant on the story's vacancy as `GET /job/{id}/job-recruiter` answers it, with the viewer's actions. */
export function jobRecruiter(
  who: keyof typeof consultants,
  status: JobRecruiterStatus,
  source: JobRecruiterSourceCode,
  actions: JobRecruiterAction[],
  more: { comment?: string | null; candidatesCount?: number; since?: string } = {},
): VacancyJobRecruiter {
  const ids = { requested: 901, accepted: 902, invited: 903, own: 904 } as const;
  const since = more.since ?? '2026-03-08T12:00:00.000Z';
  return {
    id: ids[who],
    job: { id: vacancyId, title: activeVacancy.title },
    recruiter: consultants[who],
    status: { code: status },
    displayStatus: { code: jobRecruiterDisplayStatus(status, source) },
    comment: more.comment ?? null,
    lastStatus: { source: { code: source }, creationDate: since },
    termsAgreed: false,
    testimonialRequestDate: null,
    companyPlacementsCount: 0,
    candidatesCount: more.candidatesCount ?? 0,
    creationDate: '2026-03-06T12:00:00.000Z',
    actions,
  };
}

/** The three consultants on the vacancy as its employer sees them: one requested, one accepted who supplied candidates, one invited. */
export function employerRecruiters(changed: { approved?: boolean; rejected?: boolean } = {}): VacancyJobRecruiter[] {
  const requested = changed.approved
    ? jobRecruiter('requested', 'accepted', 'request', ['reject', 'testimonial'], { since: '2026-03-12T12:00:00.000Z' })
    : changed.rejected
      ? jobRecruiter('requested', 'rejected', 'request', ['reactivate'], { since: '2026-03-12T12:00:00.000Z' })
      : jobRecruiter('requested', 'requested', 'request', ['approve', 'reject'], {
          comment: '<p>I placed two <strong>regulatory heads</strong> last year.</p>',
        });
  return [
    jobRecruiter('accepted', 'accepted', 'invitation', ['reject', 'testimonial'], {
      candidatesCount: 3,
      since: '2026-03-02T12:00:00.000Z',
      comment: '<p>Happy to help with this search.</p>',
    }),
    requested,
    jobRecruiter('invited', 'invited', 'invitation', ['withdraw-invitation'], { comment: '<p>Your pharma network would help us.</p>' }),
  ];
}

function historyEntry(
  id: number,
  at: string,
  entry: Partial<HistoryEntry> & Pick<HistoryEntry, 'action' | 'status'>,
  actor: { id: number; name: string } = { id: users.employer.id, name: users.employer.name },
): HistoryEntry {
  return {
    id,
    entityType: 'job',
    entityId: vacancyId,
    jobId: vacancyId,
    fromStatus: null,
    reason: null,
    comment: null,
    details: {},
    source: null,
    actionUser: actor,
    ownerId: null,
    creationDate: at,
    ...entry,
  };
}

/** `GET /job/{id}/history` of the story's vacancy, oldest first as the server answers (`onHold`: after it was put on hold). */
export function vacancyHistory(onHold = false): HistoryEntry[] {
  const lukas = { id: consultants.requested.id, name: consultants.requested.fullName };
  const entries = [
    historyEntry(1, '2026-02-20T12:00:00.000Z', { action: 'create', status: { code: 'draft' } }),
    historyEntry(2, '2026-03-05T12:00:00.000Z', {
      action: 'pay-for-publication',
      status: { code: 'active' },
      fromStatus: { code: 'draft' },
    }),
    historyEntry(3, '2026-03-06T12:00:00.000Z', {
      action: 'invite',
      entityType: 'job-recruiter',
      entityId: 902,
      status: { code: 'invited' },
      source: { code: 'invitation' },
    }),
    historyEntry(
      4,
      '2026-03-08T12:00:00.000Z',
      {
        action: 'request',
        entityType: 'job-recruiter',
        entityId: 901,
        status: { code: 'requested' },
        source: { code: 'request' },
        comment: '<p>I placed two <strong>regulatory heads</strong> last year.</p>',
      },
      lukas,
    ),
    historyEntry(5, '2026-03-09T12:00:00.000Z', {
      action: 'submit',
      entityType: 'application',
      entityId: 77,
      status: { code: 'proposed' },
    }),
  ];
  if (onHold) {
    entries.push(
      historyEntry(6, '2026-03-12T12:00:00.000Z', {
        action: 'hold',
        status: { code: 'on-hold' },
        fromStatus: { code: 'active' },
        reason: 'budget-review',
        comment: 'Budget freeze until the end of Q3.',
      }),
    );
  }
  return entries;
}

/** A reference list's entry of the stories: its code, its English and its German label. */
export type ReferenceEntry = [code: string, en: string, de: string];

/** A reference list of the stories in `locale`, as apps/api/src/reference/lists.ts answers it. */
export function referenceList(entries: readonly ReferenceEntry[], locale: string): DataListEntry[] {
  return entries.map(([code, en, de]) => ({ code, label: locale === 'de' ? de : en }));
}

/** `GET /list/{name}`: the reference list labelled in the `Locale` header's language. */
export const referenceListRoute = (name: string, entries: readonly ReferenceEntry[]): FixtureRoute => ({
  method: 'GET',
  path: `/list/${name}`,
  respond: ({ locale }) => ({ body: referenceList(entries, locale) }),
});

/** `GET /list/assessment-levels`: the levels of the employer's feedback (on an application, on a candidate list). */
export const assessmentLevelsRoute = referenceListRoute('assessment-levels', [
  ['excellent', 'Excellent', 'Ausgezeichnet'],
  ['good', 'Good', 'Gut'],
  ['average', 'Average', 'Durchschnittlich'],
]);

/** `GET /list/job-cancel-reasons`. */
export const cancelReasons = (locale: string) =>
  referenceList(
    [
      ['filled-internally', 'Filled internally', 'Intern besetzt'],
      ['position-cancelled', 'Position no longer needed', 'Stelle wird nicht mehr benötigt'],
      ['budget', 'Budget withdrawn', 'Budget gestrichen'],
      ['other', 'Other', 'Anderer Grund'],
    ],
    locale,
  );

/** `GET /list/invitation-decline-reasons`. */
export const declineReasons = (locale: string) =>
  referenceList(
    [
      ['no-capacity', 'No capacity at the moment', 'Zurzeit keine Kapazität'],
      ['not-my-field', 'Not my field of expertise', 'Nicht mein Fachgebiet'],
      ['other', 'Other', 'Anderer Grund'],
    ],
    locale,
  );

/** `GET /list/recruiter-withdraw-reasons`. */
export const withdrawReasons = (locale: string) =>
  referenceList(
    [
      ['no-capacity', 'No capacity at the moment', 'Zurzeit keine Kapazität'],
      ['conditions', 'Conditions do not fit', 'Konditionen passen nicht'],
      ['other', 'Other', 'Anderer Grund'],
    ],
    locale,
  );

/** `GET /list/job-on-hold-reasons`: the codes of apps/api/src/reference/lists.ts, labelled in the `Locale` header's language. */
export function onHoldReasons(locale: string): DataListEntry[] {
  const reasons: ReferenceEntry[] = [
    ['budget-review', 'Budget under review', 'Budget wird geprüft'],
    ['internal-candidate', 'Internal candidate under review', 'Interne Kandidatur wird geprüft'],
    ['reorganisation', 'Reorganisation', 'Reorganisation'],
    ['enough-candidates', 'Enough candidates for now', 'Vorerst genug Kandidaten'],
    ['hiring-freeze', 'Hiring freeze', 'Einstellungsstopp'],
    ['other', 'Other', 'Anderer Grund'],
  ];
  return referenceList(reasons, locale);
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
    // The live event stream stays open, quiet, until the story ends.
    { method: 'GET', path: '/live/events', delayMs: 'never', respond: () => ({ body: null }) },
    { method: 'GET', path: '/list/job-on-hold-reasons', respond: ({ locale }) => ({ body: onHoldReasons(locale) }) },
    { method: 'GET', path: '/list/job-cancel-reasons', respond: ({ locale }) => ({ body: cancelReasons(locale) }) },
    { method: 'GET', path: '/list/invitation-decline-reasons', respond: ({ locale }) => ({ body: declineReasons(locale) }) },
    { method: 'GET', path: '/list/recruiter-withdraw-reasons', respond: ({ locale }) => ({ body: withdrawReasons(locale) }) },
    // The notes section of the vacancy, candidate and profile pages: none unless a story says otherwise.
    { method: 'POST', path: '/note/list', respond: () => ({ body: { items: [], total: 0 } }) },
  ];
}
