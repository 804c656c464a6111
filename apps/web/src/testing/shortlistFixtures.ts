import type {
  ApplicationListItem,
  JobShortlist,
  OrganizationMember,
  Shortlist,
  ShortlistCandidate,
  ShortlistListItem,
} from '@mandate/api-client';
import { permissionsForRoles, type CurrentUser } from '@mandate/domain';
import { hasSucceeded, type FixtureCall, type FixtureRoute } from './fixtureFetch';
import { users, vacancy } from './fixtures';

/**
 * The server of the shortlist screens' stories (Screens/ShortlistView, ShortlistPrint; decision
 * 0014): a shortlist of three candidates the employer sent to the line manager Marco Rossi, their
 * reviews, and the review call. Test support only.
 */

/** The line manager of the stories (the demo's linemanager@mandate.demo). */
export const lineManager: CurrentUser = {
  ...users.employer,
  id: 31,
  name: 'Marco Rossi',
  username: 'marco.rossi@helvetia-pharma.example',
  roles: [{ code: 'line-manager' }],
  permissions: permissionsForRoles(['line-manager']),
};

export const shortlistId = 55;
export const shortlistJobId = 4712;
const job = { id: shortlistJobId, title: 'Senior Process Engineer', status: { code: 'active' as const } };
const sender = { id: users.employer.id, fullName: users.employer.name };

type Person = [application: number, name: string, status: ShortlistCandidate['application']['status']['code'], position: string];
const people: Person[] = [
  [901, 'Felix Braun', 'backed-up', 'Process Engineer'],
  [902, 'Jonas Roth', 'line-manager-review', 'Senior Process Engineer'],
  [903, 'Mia Schneider', 'in-review', 'Lead Process Engineer'],
];

/** A candidate of the shortlist; `reviewed` gives it Marco Rossi's review. */
export function shortlistCandidate([id, name, status, position]: Person, reviewed = false, german = false): ShortlistCandidate {
  return {
    application: {
      id,
      status: { code: status },
      creationDate: '2026-03-02T12:00:00.000Z',
      comment: german
        ? '<p>Langjährige Erfahrung in der Qualifizierung und Validierung von Produktionsanlagen für biotechnologische Wirkstoffe; führt seit 2019 ein Team von zwölf Mitarbeitenden.</p>'
        : `<p>Eight years in API plants; <strong>leads a team of six</strong>.</p>`,
    },
    candidate: {
      id: id - 500,
      fullName: name,
      position,
      employed: true,
      email: `${name.toLowerCase().replace(' ', '.')}@example.ch`,
      phone: '+41 79 555 01 07',
      city: 'Basel',
      country: 'CH',
    },
    consultant: { id: 42, fullName: 'Lea Schneider', organization: 'Alpine Search AG' },
    documents: [{ id: id + 100, title: `CV ${name}.pdf`, size: 245_760 }],
    reviews: reviewed
      ? [
          {
            id: 1,
            author: { id: lineManager.id, fullName: lineManager.name },
            assessmentLevel: 'good',
            feedback: 'Strong on validation; I would like to meet him.',
            creationDate: '2026-03-05T12:00:00.000Z',
            updateDate: '2026-03-05T12:00:00.000Z',
          },
        ]
      : [],
  };
}

/** `GET /job/shortlist/{id}/view` as the line manager reads it; `reviewedJonas` after their review of Jonas Roth. */
export function shortlistRecord({ reviewedJonas = false, german = false } = {}): Shortlist {
  return {
    id: shortlistId,
    job: german ? { ...job, title: 'Leiter/in Qualitätssicherung und Validierung biotechnologischer Wirkstoffherstellung' } : job,
    title: german ? 'Shortlist Leitung Qualitätssicherung und Validierungsprozessentwicklung' : 'Shortlist Senior Process Engineer',
    comment: german
      ? 'Drei Kandidat/innen für die Stelle; bitte bis Freitag beurteilen, damit wir die Gespräche in der nächsten Woche planen können.'
      : 'Three candidates for the process engineering role; please review them before Friday.',
    applications: people.map(([id]) => ({ id })),
    recipients: [lineManager.id],
    createdBy: sender,
    creationDate: '2026-03-04T12:00:00.000Z',
    canReview: true,
    candidates: people.map((p) => shortlistCandidate(p, reviewedJonas && p[0] === 902, german)),
  };
}

/** `GET /job/shortlist/list` of the line manager. */
export function shortlistItems({ reviewed = 0, german = false } = {}): ShortlistListItem[] {
  const record = shortlistRecord({ german });
  return [
    {
      id: shortlistId,
      job: record.job,
      title: record.title,
      comment: record.comment,
      createdBy: sender,
      creationDate: record.creationDate,
      candidates: 3,
      reviewedByMe: reviewed,
      canReview: true,
    },
    {
      id: 54,
      job: { id: 4713, title: german ? 'Leiter/in Finanzen' : 'Head of Finance', status: { code: 'on-hold' } },
      title: null,
      comment: null,
      createdBy: null,
      creationDate: '2026-02-20T12:00:00.000Z',
      candidates: 1,
      reviewedByMe: 1,
      canReview: true,
    },
  ];
}

/** `GET /job/{id}/shortlist/candidates` of the vacancy. */
export const jobShortlist = (): JobShortlist => ({ job, candidates: people.map((p) => shortlistCandidate(p, p[0] === 902)) });

const levels = (locale: string) =>
  locale === 'de'
    ? [
        { code: 'excellent', label: 'Ausgezeichnet' },
        { code: 'good', label: 'Gut' },
        { code: 'average', label: 'Durchschnittlich' },
        { code: 'poor', label: 'Schwach' },
        { code: 'unsuitable', label: 'Nicht geeignet' },
      ]
    : [
        { code: 'excellent', label: 'Excellent' },
        { code: 'good', label: 'Good' },
        { code: 'average', label: 'Average' },
        { code: 'poor', label: 'Poor' },
        { code: 'unsuitable', label: 'Not suitable' },
      ];

/** The shortlist server: the list, the shortlist (reviewed once the review call succeeded), the vacancy's candidates, the review. */
export function shortlistServer({ german = false } = {}): FixtureRoute[] {
  const reviewedOnce = (calls: readonly FixtureCall[]) => hasSucceeded(calls, 'POST', `/job/shortlist/${shortlistId}/review`);
  return [
    {
      method: 'GET',
      path: '/job/shortlist/list',
      respond: ({ calls }) => {
        const items = shortlistItems({ reviewed: reviewedOnce(calls) ? 1 : 0, german });
        return { body: { items, total: items.length } };
      },
    },
    {
      method: 'GET',
      path: '/job/shortlist/{id}/view',
      respond: ({ calls }) => ({ body: shortlistRecord({ reviewedJonas: reviewedOnce(calls), german }) }),
    },
    { method: 'GET', path: '/job/{id}/shortlist/candidates', respond: () => ({ body: jobShortlist() }) },
    {
      method: 'POST',
      path: '/job/shortlist/{id}/review',
      respond: ({ body }) => {
        const { applicationId } = body as { applicationId: number };
        const person = people.find(([id]) => id === applicationId) ?? people[1]!;
        return { body: shortlistCandidate(person, true) };
      },
    },
    { method: 'GET', path: '/list/assessment-levels', respond: ({ locale }) => ({ body: levels(locale) }) },
  ];
}

// ---- the employer's compose page (Screens/ShortlistCompose) ----------------------------------------

/** `GET /job/{id}/view` of the shortlist's vacancy as its employer reads it (with "review-shortlist"). */
export const composeVacancy = (locale = 'en', canSend = true) => ({
  ...vacancy('active', locale),
  id: shortlistJobId,
  title: job.title,
  actions: [...vacancy('active', locale).actions, ...(canSend ? (['review-shortlist'] as const) : [])],
});

/** `POST /application/list` of the vacancy: its applications that can go on a shortlist. */
export function composeApplications(locale = 'en'): ApplicationListItem[] {
  const labels: Record<string, [string, string]> = {
    'backed-up': ['Backup', 'Reserve'],
    'line-manager-review': ['Line review', 'Prüfung durch Linienvorgesetzte'],
    'in-review': ['In review', 'In Prüfung'],
  };
  return people.map(([id, name, status]) => ({
    id,
    status: { code: status, label: labels[status]![locale === 'de' ? 1 : 0] },
    job,
    candidate: { id: id - 500, fullName: name, email: null, phone: null, city: 'Basel' },
    recruiter: { id: 42, fullName: 'Lea Schneider', organization: { id: 8, name: 'Alpine Search AG' } },
    rating: null,
    interviewsCount: 0,
    creationDate: '2026-03-02T12:00:00.000Z',
    statusChangeDate: '2026-03-03T12:00:00.000Z',
  }));
}

/** `GET /organization/{id}/member/list` of Helvetia Pharma: the employer, the line manager, a colleague, and one who left. */
export const composeMembers = (): OrganizationMember[] => [
  member(users.employer.id, users.employer.name, 'Head of HR', ['employer']),
  member(lineManager.id, lineManager.name, 'CFO', ['line-manager']),
  member(32, 'Sara Frei', 'Head of Production', ['line-manager']),
  { ...member(33, 'Tom Alt', null, ['line-manager']), status: { code: 'inactive' } },
];

function member(
  id: number,
  name: string,
  position: string | null,
  roles: OrganizationMember['roles'][number]['code'][],
): OrganizationMember {
  return { id, name, position, roles: roles.map((code) => ({ code })), status: { code: 'active' }, membershipStatus: { code: 'active' } };
}

/**
 * The compose page's server: the vacancy, its applications, the company's members, the vacancy's
 * shortlists (the sent one appears once the create call succeeded), adding a reviewer by e-mail
 * (`nora@helvetia-pharma.example` becomes member 34) and the create call.
 */
export function shortlistComposeServer({ applications = true } = {}): FixtureRoute[] {
  const sentOnce = (calls: readonly FixtureCall[]) => hasSucceeded(calls, 'POST', `/job/${shortlistJobId}/shortlist/create`);
  const sent = (calls: readonly FixtureCall[]): ShortlistListItem[] =>
    sentOnce(calls)
      ? [
          {
            id: 56,
            job,
            title: 'Process engineers for the CFO',
            comment: null,
            createdBy: { id: users.employer.id, fullName: users.employer.name },
            creationDate: '2026-03-06T12:00:00.000Z',
            candidates: 2,
            reviewedByMe: 0,
            canReview: false,
          },
        ]
      : [];
  return [
    { method: 'GET', path: '/job/{id}/view', respond: ({ locale }) => ({ body: composeVacancy(locale) }) },
    {
      method: 'POST',
      path: '/application/list',
      respond: ({ locale }) => {
        const items = applications ? composeApplications(locale) : [];
        return { body: { items, total: items.length } };
      },
    },
    { method: 'GET', path: '/organization/{id}/member/list', respond: () => ({ body: { items: composeMembers() } }) },
    {
      method: 'GET',
      path: '/job/shortlist/list',
      respond: ({ calls }) => {
        const items = sent(calls);
        return { body: { items, total: items.length } };
      },
    },
    {
      method: 'POST',
      path: '/user/create-shortlist-recipient',
      respond: ({ body }) => ({ body: member(34, (body as { email: string }).email.split('@')[0]!, null, ['line-manager']) }),
    },
    {
      method: 'POST',
      path: '/job/{id}/shortlist/create',
      respond: () => ({ body: { ...shortlistRecord(), id: 56, title: 'Process engineers for the CFO', canReview: false } }),
    },
  ];
}
