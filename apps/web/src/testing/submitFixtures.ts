import type { ApplicationMatch, CandidateListItem, CandidateRecord, VacancyMenu } from '@mandate/api-client';
import type { LocalDate } from '@mandate/domain';
import { hasSucceeded, type FixtureRoute } from './fixtureFetch';
import { users, vacancy, vacancyId } from './fixtures';

/**
 * Fixtures of the submission page (`/dashboard/candidate/application/create`, issue 16 §3): the
 * vacancy of the stories as an accepted consultant (users.consultant, Alpine Search) sees it, their
 * candidates, and the server's duplicate check and submission. Test support only.
 */

/** The consultant's candidate the stories submit. */
export const submitCandidateId = 311;

const candidateBase: CandidateRecord = {
  id: submitCandidateId,
  firstName: 'Lena',
  lastName: 'Vogel',
  fullName: 'Lena Vogel',
  email: 'lena.vogel@example.ch',
  phone: '+41 79 555 01 01',
  dateOfBirth: '1986-04-12' as LocalDate,
  address: 'Steinenvorstadt 12',
  city: 'Basel',
  zipCode: '4051',
  country: { code: 'CH', label: 'Switzerland' },
  employed: true,
  position: 'Regulatory Affairs Lead',
  comment: null,
  attachments: [],
  status: { code: 'active' },
  owner: { id: users.consultant.id, fullName: users.consultant.name },
  organization: { id: 8, name: 'Alpine Search GmbH' },
  consent: {
    id: 91,
    document: 'candidate-privacy-notice',
    locale: 'en',
    fileId: null,
    creationDate: '2026-03-01T09:00:00.000Z',
    recordedBy: { id: users.consultant.id, fullName: users.consultant.name },
  },
  clonedFrom: null,
  creationDate: '2026-03-01T09:00:00.000Z',
  updateDate: '2026-03-01T09:00:00.000Z',
};

/** `GET /candidate/{id}/view` of the consultant's candidate; `locale` labels the country. */
export const submitCandidate = (locale = 'en'): CandidateRecord => ({
  ...candidateBase,
  country: { code: 'CH', label: locale === 'de' ? 'Schweiz' : 'Switzerland' },
});

/** `POST /candidate/list` (status active) of the consultant: what the dialog's picker offers. */
export const submitCandidateList = (locale = 'en'): CandidateListItem[] => [
  { ...submitCandidate(locale), actions: ['edit', 'clone', 'delete'], reasons: {}, runningApplications: 0 },
  {
    ...submitCandidate(locale),
    id: 312,
    firstName: 'Marco',
    lastName: 'Bianchi',
    fullName: 'Marco Bianchi',
    email: 'marco.bianchi@example.ch',
    city: 'Zürich',
    zipCode: '8001',
    actions: ['edit', 'clone', 'delete'],
    reasons: {},
    runningApplications: 1,
  },
];

/** `GET /job/{id}/menu` as the server answers it to a consultant: accepted (may submit) or not now (the domain reason). */
export const submitMenus = {
  accepted: {
    job: [],
    reasons: { hold: 'permission-denied', cancel: 'permission-denied', edit: 'permission-denied' },
    canDelegate: false,
    canFavorite: true,
    jobRecruiter: ['submit-candidate', 'withdraw', 'request-testimonial'],
    jobRecruiterReasons: { request: 'status-not-allowed' },
  },
  notAccepting: {
    job: [],
    reasons: { hold: 'permission-denied', cancel: 'permission-denied', edit: 'permission-denied' },
    canDelegate: false,
    canFavorite: true,
    jobRecruiter: ['withdraw'],
    jobRecruiterReasons: { 'submit-candidate': 'not-accepting-candidates', request: 'status-not-allowed' },
  },
} as const satisfies Record<string, VacancyMenu>;

/** `POST /application/match` answers: nobody else, already on the vacancy, owned by another agency at the employer. */
export const submitMatches = {
  clear: { application: null, ownedBy: null },
  alreadySubmitted: { application: { id: 9001, status: { code: 'in-review' } }, ownedBy: null },
  owned: {
    application: null,
    ownedBy: {
      recruiter: { id: 77, fullName: 'Tobias Keller' },
      organization: { id: 12, name: 'Nordlicht Executive Partners GmbH' },
      since: '2026-02-10T10:00:00.000Z',
      until: '2026-08-10T10:00:00.000Z',
      matchedKeys: ['email', 'nameBirth'],
    },
  },
} as const satisfies Record<string, ApplicationMatch>;

/** The server's 409 of a submission another agency owns, in the request's language (apps/api/src/http/i18n.ts). */
export const ownedRefusal = (locale: string) =>
  locale === 'de'
    ? 'Dieser Kandidat wurde diesem Arbeitgeber bereits am 10.02.2026 von Tobias Keller (Nordlicht Executive Partners GmbH) vorgeschlagen. Die Zuständigkeit gilt bis 10.08.2026.'
    : 'This candidate was already submitted to this employer by Tobias Keller (Nordlicht Executive Partners GmbH) on 10/02/2026. The ownership lasts until 10/08/2026.';

/**
 * The server of the submission page: the vacancy, the consultant's menu, the candidate and their
 * list, the duplicate check (`match`), and `POST /application/create` answering 200, or the 409
 * naming the owner when the match says another agency owns the person.
 */
export function submitServer({
  menu = submitMenus.accepted,
  match = submitMatches.clear,
}: { menu?: VacancyMenu; match?: ApplicationMatch } = {}): FixtureRoute[] {
  return [
    { method: 'GET', path: '/job/{id}/view', respond: ({ locale }) => ({ body: vacancy('active', locale) }) },
    { method: 'GET', path: '/job/{id}/menu', respond: () => ({ body: menu }) },
    { method: 'GET', path: '/candidate/{id}/view', respond: ({ locale }) => ({ body: submitCandidate(locale) }) },
    {
      method: 'POST',
      path: '/candidate/list',
      respond: ({ locale }) => {
        const items = submitCandidateList(locale);
        return { body: { items, total: items.length } };
      },
    },
    {
      method: 'POST',
      path: '/candidate/{id}/clone',
      respond: ({ locale }) => ({ body: { ...submitCandidate(locale), id: 313, clonedFrom: submitCandidateId } }),
    },
    {
      method: 'POST',
      path: '/application/match',
      respond: ({ calls }) => ({ body: hasSucceeded(calls, 'POST', '/application/create') ? submitMatches.alreadySubmitted : match }),
    },
    {
      method: 'POST',
      path: '/application/create',
      respond: ({ locale }) =>
        match.ownedBy
          ? { status: 409, body: { message: ownedRefusal(locale) } }
          : { body: { id: 9100, jobId: vacancyId, candidate: { id: submitCandidateId }, status: { code: 'proposed' } } },
    },
  ];
}
