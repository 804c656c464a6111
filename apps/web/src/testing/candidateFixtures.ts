import type { ApplicationListItem, CandidateDocuments, CandidateListItem, CandidateMenu, CandidateRecord } from '@mandate/api-client';
import { parseLocalDate, type CandidateStatus } from '@mandate/domain';
import { hasSucceeded, type FixtureCall, type FixtureRoute } from './fixtureFetch';
import { users, vacancy, vacancyId } from './fixtures';
import { fileUploadRoute, storedFile } from './fixtureUpload';

/**
 * The server of the candidate screens' stories (Screens/CandidateList, CandidateView, CandidateEdit;
 * decision 0014): the consultant `users.consultant`'s candidates, their menus, files and
 * applications, the file store's upload, and the calls that change them. Test support only.
 */

const owner = { id: users.consultant.id, fullName: users.consultant.name };
const agency = { id: 8, name: 'Alpine Search GmbH' };
const switzerland = (locale: string) => ({ code: 'CH', label: locale === 'de' ? 'Schweiz' : 'Switzerland' });

/** The id of the candidate of the view and edit stories. */
export const candidateId = 301;

type Person = [id: number, first: string, last: string, position: string | null, city: string | null, consent: boolean];
const people: Person[] = [
  [candidateId, 'Lena', 'Vogel', 'Head of Regulatory Affairs', 'Basel', true],
  [302, 'Jonas', 'Meier', 'Quality Assurance Manager', 'Zürich', true],
  [303, 'Sophie', 'Keller-Rüegsegger', 'Clinical Research Associate', null, false],
];

/** `GET /candidate/{id}/view` of a candidate of the stories. */
export function candidateRecord(id = candidateId, locale = 'en', status: CandidateStatus = 'active'): CandidateRecord {
  const [, firstName, lastName, position, city, consent] = people.find(([pid]) => pid === id) ?? people[0]!;
  return {
    id,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase().split('-')[0]}@example.ch`,
    phone: '+41 79 555 12 34',
    dateOfBirth: parseLocalDate('1984-05-17'),
    address: null,
    city,
    zipCode: city ? '4051' : null,
    country: city ? switzerland(locale) : null,
    employed: true,
    position,
    comment: null,
    attachments: id === candidateId ? [501] : [],
    status: { code: status },
    owner,
    organization: agency,
    consent: consent
      ? {
          id: 70 + id,
          document: 'candidate-privacy-notice',
          locale: 'en',
          fileId: 502,
          creationDate: '2026-03-02T12:00:00.000Z',
          recordedBy: owner,
        }
      : null,
    clonedFrom: null,
    creationDate: '2026-03-02T12:00:00.000Z',
    updateDate: '2026-03-02T12:00:00.000Z',
  };
}

/** `GET /candidate/{id}/menu` as the server answers its consultant. */
export const candidateMenus = {
  /** Without running applications: everything is theirs. */
  free: { actions: ['edit', 'consent', 'clone', 'delete'], reasons: {}, runningApplications: 0 },
  /** With a running application: delete is refused with the reason. */
  running: { actions: ['edit', 'consent', 'clone'], reasons: { delete: 'has-running-applications' }, runningApplications: 1 },
} as const satisfies Record<string, CandidateMenu>;

/** The candidates of "My candidates" (Lena has a running application), all active. */
export const listedCandidates = (locale = 'en'): CandidateListItem[] =>
  people.map(([id]) => ({ ...candidateRecord(id, locale), ...(id === candidateId ? candidateMenus.running : candidateMenus.free) }));

/** A stored file of the file store. */

/** `GET /candidate/{id}/documents`: the CV and the signed consent. */
export const candidateDocuments: CandidateDocuments = {
  attachments: [storedFile(501, 'CV Lena Vogel.pdf', 245_760)],
  consentFile: storedFile(502, 'Signed privacy notice.pdf', 40_960),
};

/** `POST /application/list` with the candidate: one running application on the story's vacancy. */
export const candidateApplications = (): ApplicationListItem[] => [
  {
    id: 77,
    status: { code: 'proposed', label: 'Proposed' },
    job: { id: vacancyId, title: vacancy().title, status: { code: 'active' } },
    candidate: { id: candidateId, fullName: 'Lena Vogel', email: 'lena.vogel@example.ch', phone: null, city: 'Basel' },
    recruiter: { ...owner, organization: agency },
    rating: null,
    interviewsCount: 0,
    creationDate: '2026-03-09T12:00:00.000Z',
    statusChangeDate: '2026-03-09T12:00:00.000Z',
  },
];

/** The id the server gives a new candidate, and the first id of an uploaded file. */
export const createdCandidateId = 310;
export const firstUploadId = 601;

const deleted = (calls: readonly FixtureCall[], id: number) => hasSucceeded(calls, 'DELETE', `/candidate/${id}/delete`);

/**
 * The consultant's candidate server: the list (search over name and e-mail, status, without those
 * deleted meanwhile), a candidate's view, menu, documents and applications, countries, uploads
 * (ids from {@link firstUploadId}), create, edit and delete.
 */
export function candidateServer(): FixtureRoute[] {
  return [
    // The candidate page's "Submit to a vacancy" card: no accepted vacancy in these stories.
    { method: 'POST', path: '/job/list', respond: () => ({ body: { items: [], total: 0 } }) },
    {
      method: 'POST',
      path: '/candidate/list',
      respond: ({ body, calls, locale }) => {
        const { search, status } = (body ?? {}) as { search?: string | null; status?: CandidateStatus[] };
        const wanted = status?.[0] ?? 'active';
        const needle = (search ?? '').toLowerCase();
        const items = listedCandidates(locale)
          .map((item) => (deleted(calls, item.id) ? { ...item, status: { code: 'deleted' as const } } : item))
          .filter((item) => item.status.code === wanted)
          .filter((item) => !needle || `${item.fullName} ${item.email ?? ''}`.toLowerCase().includes(needle));
        return { body: { items, total: items.length } };
      },
    },
    {
      method: 'GET',
      path: '/candidate/{id}/view',
      respond: ({ params, locale }) => ({ body: candidateRecord(Number(params.id), locale) }),
    },
    { method: 'GET', path: '/candidate/{id}/menu', respond: () => ({ body: candidateMenus.running }) },
    { method: 'GET', path: '/candidate/{id}/documents', respond: () => ({ body: candidateDocuments }) },
    { method: 'POST', path: '/application/list', respond: () => ({ body: { items: candidateApplications(), total: 1 } }) },
    {
      method: 'GET',
      path: '/list/countries',
      respond: ({ locale }) => ({
        body: [
          { code: 'AT', label: locale === 'de' ? 'Österreich' : 'Austria' },
          { code: 'DE', label: locale === 'de' ? 'Deutschland' : 'Germany' },
          switzerland(locale),
        ],
      }),
    },
    fileUploadRoute(firstUploadId),
    {
      method: 'POST',
      path: '/candidate/create',
      respond: ({ body, locale }) => ({ body: { ...candidateRecord(candidateId, locale), ...(body as object), id: createdCandidateId } }),
    },
    {
      method: 'PUT',
      path: '/candidate/{id}/edit',
      respond: ({ params, locale }) => ({ body: candidateRecord(Number(params.id), locale) }),
    },
    {
      method: 'DELETE',
      path: '/candidate/{id}/delete',
      respond: ({ params, locale }) => ({ body: candidateRecord(Number(params.id), locale, 'deleted') }),
    },
  ];
}

/** The server's answer when the candidate is someone else's or gone (a 404, 001 §7.1). */
export const candidateNotFoundMessage = 'This candidate does not exist or is not yours.';

/**
 * The candidate server whose `GET /candidate/{id}/view` refuses (a 404 or a 403 with the server's
 * `message`): the candidate page's and the edit page's "not found / not yours" stories.
 */
export function candidateRefusedServer(status: 403 | 404 = 404, message = candidateNotFoundMessage): FixtureRoute[] {
  return [{ method: 'GET', path: '/candidate/{id}/view', respond: () => ({ status, body: { message } }) }, ...candidateServer()];
}
