import type { ApplicationListItem, ApplicationRecord, FeedbackRecord, LogEntry, PlacementRecord } from '@mandate/api-client';
import {
  allowedApplicationActions,
  applicationStatusLabel,
  applicationTargetStatus,
  recruitmentFee,
  type ApplicationAction,
  type ApplicationStatus,
  type CurrentUser,
  type Id,
  type LocalDate,
} from '@mandate/domain';
import { isSucceeded, matchPath, type FixtureCall, type FixtureRequest, type FixtureRoute } from './fixtureFetch';
import { assessmentLevelsRoute, referenceListRoute, users, vacancy, vacancyId } from './fixtures';

/**
 * The applications of the stories' vacancy (`vacancyId`) and a fixture server that moves them
 * through domain's application machine as the real server does: each answer is the state after the
 * successful calls so far, the actions of each record are domain's `allowedApplicationActions` for
 * the story's user. Fixed dates (midday UTC) for stable screenshots. Test support only.
 */

interface Seed {
  id: Id;
  name: string;
  recruiter: { id: Id; fullName: string; organization: { id: Id; name: string } | null };
  /** The statuses it went through, the last being the current one. */
  path: ApplicationStatus[];
  interviews?: number;
  /** The employer's feedback so far. @default none */
  feedback?: { feedback: string; assessmentLevel: string | null };
}

const sabine = { id: 44, fullName: 'Sabine Graf', organization: { id: 9, name: 'Alpine Search AG' } };
const marco = { id: users.consultant.id, fullName: users.consultant.name, organization: { id: 8, name: 'Alpine Search GmbH' } };

/** The seeded applications: line review, HR review, backup, and a hire with its placement. */
export const applicationSeeds: readonly Seed[] = [
  { id: 7001, name: 'Jonas Roth', recruiter: sabine, path: ['proposed', 'interview', 'line-manager-review'], interviews: 1 },
  { id: 7002, name: 'Mia Schneider', recruiter: marco, path: ['proposed', 'in-review'] },
  {
    id: 7003,
    name: 'Felix Braun',
    recruiter: sabine,
    path: ['proposed', 'interview', 'backed-up'],
    interviews: 1,
    feedback: { feedback: 'Strong on process, weaker on leadership.', assessmentLevel: 'good' },
  },
  { id: 7004, name: 'Nina Frei', recruiter: marco, path: ['proposed', 'offer-made', 'recruited'] },
];

/** The placement of the seeded hire (Nina Frei): CHF 150,000 at the vacancy's 20 %. */
export const seededPlacement: PlacementRecord = {
  id: 8801,
  applicationId: 7004,
  jobId: vacancyId,
  status: { code: 'active' },
  offerDate: '2026-03-10' as LocalDate,
  signatureDate: '2026-03-14' as LocalDate,
  startDate: '2026-06-01' as LocalDate,
  totalPackage: 150000,
  recruitmentFee: 30000,
  feePercentage: 20,
  revenueSplit: 'standard-25',
  approvalNumber: 'PO-2026-0017',
  approvalNote: null,
  isGuaranteeCase: false,
  creationDate: '2026-03-14T12:00:00.000Z',
  updateDate: '2026-03-14T12:00:00.000Z',
};

/** The day of the n-th log entry (1 March + n days), and of every change the story makes (20 March). */
const dayOf = (n: number) => `2026-03-${String(n + 1).padStart(2, '0')}T12:00:00.000Z`;
const CHANGED_AT = '2026-03-20T12:00:00.000Z';

interface AppState {
  seed: Seed;
  status: ApplicationStatus;
  logs: LogEntry<ApplicationStatus>[];
  placement: PlacementRecord | null;
  feedback: FeedbackRecord | null;
  statusChangeDate: string;
}

/** The feedback record of an application as the server answers it (the employer its author). */
const feedbackRecord = (applicationId: Id, values: { feedback: string; assessmentLevel: string | null }): FeedbackRecord => ({
  id: 9900 + applicationId - 7000,
  applicationId,
  ...values,
  author: { id: users.employer.id, fullName: users.employer.name },
  creationDate: '2026-03-08T12:00:00.000Z',
  updateDate: '2026-03-08T12:00:00.000Z',
});

const actionOfStatus: Partial<Record<ApplicationStatus, string>> = {
  interview: 'interview',
  'in-review': 'review',
  'line-manager-review': 'line-review',
  'offer-made': 'offer',
  recruited: 'hire',
  'backed-up': 'backup',
  rejected: 'reject',
  withdrawn: 'withdraw',
};

function seeded(seed: Seed): AppState {
  const logs = seed.path.map((status, index) => ({
    id: seed.id * 10 + index,
    action: index === 0 ? 'create' : (actionOfStatus[status] ?? 'edit'),
    status: { code: status },
    fromStatus: index === 0 ? null : { code: seed.path[index - 1]! },
    reason: null,
    comment: index === 0 ? '<p>A strong candidate for the role.</p>' : null,
    actor:
      index === 0 ? { id: seed.recruiter.id, fullName: seed.recruiter.fullName } : { id: users.employer.id, fullName: users.employer.name },
    creationDate: dayOf(index * 3),
  }));
  return {
    seed,
    status: seed.path.at(-1)!,
    logs,
    placement: seed.id === seededPlacement.applicationId ? seededPlacement : null,
    feedback: seed.feedback ? feedbackRecord(seed.id, seed.feedback) : null,
    statusChangeDate: logs.at(-1)!.creationDate,
  };
}

/** The application transition a call makes, or null when it is none. */
function transitionOf(call: Pick<FixtureCall, 'method' | 'path' | 'body'>, states: Map<Id, AppState>) {
  const put = (name: string) => call.method === 'PUT' && matchPath(`/application/{id}/${name}`, call.path);
  for (const action of ['offer', 'hire', 'reject', 'backup', 'reactivate', 'withdraw'] as const) {
    const params = put(action);
    if (params) return { id: Number(params.id), action: action as ApplicationAction };
  }
  const review = call.method === 'POST' ? matchPath('/application/{id}/review/{step}', call.path) : null;
  if (review) return { id: Number(review.id), action: (review.step === 'hr' ? 'review' : 'line-review') as ApplicationAction };
  const revert = call.method === 'DELETE' ? matchPath('/placement/{id}/revert', call.path) : null;
  if (revert) {
    const owner = [...states.values()].find((state) => state.placement?.id === Number(revert.id));
    return owner ? { id: owner.seed.id, action: 'revert-placement' as ApplicationAction } : null;
  }
  return null;
}

/** Applies one successful call to the states. */
function apply(states: Map<Id, AppState>, call: Pick<FixtureCall, 'method' | 'path' | 'body'>) {
  const feedback =
    (call.method === 'POST' && matchPath('/application/{id}/feedback/create', call.path)) ||
    (call.method === 'PUT' && matchPath('/application/{id}/feedback/{fid}/edit', call.path));
  if (feedback) {
    const state = states.get(Number(feedback.id));
    const body = call.body as { feedback: string; assessmentLevel: string | null };
    if (state) state.feedback = feedbackRecord(state.seed.id, { feedback: body.feedback, assessmentLevel: body.assessmentLevel });
    return;
  }
  const edit = call.method === 'PUT' ? matchPath('/placement/{id}/edit', call.path) : null;
  if (edit) {
    const owner = [...states.values()].find((state) => state.placement?.id === Number(edit.id));
    const body = call.body as Partial<PlacementRecord> & { recruitmentFee?: number | null };
    if (owner?.placement)
      owner.placement = { ...owner.placement, ...body, recruitmentFee: body.recruitmentFee ?? owner.placement.recruitmentFee };
    return;
  }
  const transition = transitionOf(call, states);
  const state = transition ? states.get(transition.id) : undefined;
  if (!transition || !state) return;
  const to = applicationTargetStatus({ status: { code: state.status }, logs: state.logs }, transition.action);
  const body = (call.body ?? {}) as { comment?: string | null; rejectReason?: string; withdrawReason?: string };
  state.logs = [
    ...state.logs,
    {
      id: state.seed.id * 10 + state.logs.length,
      action: transition.action,
      status: { code: to },
      fromStatus: { code: state.status },
      reason: body.rejectReason ?? body.withdrawReason ?? null,
      comment: body.comment ?? null,
      actor: { id: users.employer.id, fullName: users.employer.name },
      creationDate: CHANGED_AT,
    },
  ];
  state.status = to;
  state.statusChangeDate = CHANGED_AT;
  if (transition.action === 'hire') {
    const hire = call.body as Pick<PlacementRecord, 'totalPackage' | 'offerDate' | 'signatureDate' | 'startDate' | 'approvalNumber'>;
    state.placement = {
      ...seededPlacement,
      id: 8800 + state.seed.id - 7000,
      applicationId: state.seed.id,
      ...hire,
      approvalNote: null,
      recruitmentFee: recruitmentFee(hire.totalPackage, vacancy()),
    };
  }
  if (transition.action === 'revert-placement') state.placement = null;
}

/** The applications after the successful calls so far (and `current`, the call being answered). */
export function applicationStates(calls: readonly FixtureCall[], current?: FixtureRequest, seeds: readonly Seed[] = applicationSeeds) {
  const states = new Map(seeds.map((seed) => [seed.id, seeded(seed)]));
  for (const call of calls.filter(isSucceeded)) apply(states, call);
  if (current) apply(states, current);
  return states;
}

function listItem(state: AppState, locale: string): ApplicationListItem {
  const first = state.logs[0]!;
  return {
    id: state.seed.id,
    status: { code: state.status, label: applicationStatusLabel(state.status, locale === 'de' ? 'de' : 'en') },
    job: { id: vacancyId, title: vacancy().title, status: { code: 'active' } },
    candidate: { id: state.seed.id + 1000, fullName: state.seed.name, email: null, phone: null, city: 'Basel' },
    recruiter: state.seed.recruiter,
    rating: null,
    interviewsCount: state.seed.interviews ?? 0,
    creationDate: first.creationDate,
    statusChangeDate: state.statusChangeDate,
  };
}

/** `GET /application/{id}/view` of a state as `user` sees it: the actions are domain's for that user. */
function record(state: AppState, user: CurrentUser, locale: string): ApplicationRecord {
  const actions = allowedApplicationActions(user, {
    application: { status: { code: state.status }, logs: state.logs },
    job: { authoredBy: vacancy().authoredBy },
    recruiterId: state.seed.recruiter.id,
  });
  return {
    ...listItem(state, locale),
    comment: null,
    attachments: [],
    rejectReason: null,
    withdrawReason: null,
    updateDate: state.statusChangeDate,
    logs: state.logs,
    // The employer's side sees the feedback; the consultant does not.
    feedback: user.roles.some((role) => role.code === 'recruiter') ? null : state.feedback,
    placement: state.placement,
    actions,
  } as ApplicationRecord;
}

/** `GET /list/candidate-reject-reasons` and `candidate-withdraw-reasons` as apps/api/src/reference/lists.ts labels them. */
export const candidateReasons: FixtureRoute[] = [
  referenceListRoute('candidate-reject-reasons', [
    ['skills', 'Skills do not match', 'Fähigkeiten passen nicht'],
    ['experience', 'Not enough experience', 'Zu wenig Erfahrung'],
    ['salary', 'Salary expectations too high', 'Gehaltsvorstellungen zu hoch'],
  ]),
  referenceListRoute('candidate-withdraw-reasons', [
    ['candidate-declined', 'The candidate declined', 'Kandidat/in hat abgesagt'],
    ['other', 'Other', 'Anderer Grund'],
  ]),
  assessmentLevelsRoute,
  {
    method: 'GET',
    path: '/list/revenue-splits',
    respond: () => ({
      body: [
        { code: 'standard-25', label: 'Standard 25%', percentage: 25 },
        { code: 'premium-30', label: 'Premium 30%', percentage: 30 },
      ],
    }),
  },
];

/**
 * The application calls of the vacancy page as the server answers `user`: the list (a consultant
 * gets only the candidates they submitted), the view, every transition, the placement's edit and
 * revert, and the PDF. `seeds` replaces the applications (`[]`: none).
 */
export function applicationServer(user: CurrentUser = users.employer, seeds: readonly Seed[] = applicationSeeds): FixtureRoute[] {
  const own = (state: AppState) => !user.roles.some((role) => role.code === 'recruiter') || state.seed.recruiter.id === user.id;
  const answer = (request: FixtureRequest) => {
    // The application of the path, or of the placement of the path (found before a revert removes it).
    const id = Number(request.params.id);
    const before = applicationStates(request.calls, undefined, seeds);
    const appId = request.path.startsWith('/placement/') ? [...before.values()].find((s) => s.placement?.id === id)?.seed.id : id;
    const state = appId === undefined ? undefined : applicationStates(request.calls, request, seeds).get(appId);
    return state ? { body: record(state, user, request.locale) } : { status: 404, body: { message: 'This application does not exist.' } };
  };
  return [
    {
      method: 'POST',
      path: '/application/list',
      respond: ({ calls, locale }) => {
        const items = [...applicationStates(calls, undefined, seeds).values()].filter(own).map((state) => listItem(state, locale));
        return { body: { items, total: items.length } };
      },
    },
    { method: 'GET', path: '/application/{id}/view', respond: answer },
    ...['offer', 'hire', 'reject', 'backup', 'reactivate', 'withdraw'].map((action) => ({
      method: 'PUT',
      path: `/application/{id}/${action}`,
      respond: answer,
    })),
    { method: 'POST', path: '/application/{id}/review/{step}', respond: answer },
    { method: 'DELETE', path: '/placement/{id}/revert', respond: answer },
    {
      method: 'PUT',
      path: '/placement/{id}/edit',
      respond: (request) => {
        const state = [...applicationStates(request.calls, request, seeds).values()].find(
          (s) => s.placement?.id === Number(request.params.id),
        );
        return state?.placement ? { body: state.placement } : { status: 404, body: { message: 'This placement does not exist.' } };
      },
    },
    ...(['POST /application/{id}/feedback/create', 'PUT /application/{id}/feedback/{fid}/edit'] as const).map((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return {
        method,
        path,
        respond: (request: FixtureRequest) => {
          const state = applicationStates(request.calls, request, seeds).get(Number(request.params.id));
          return state?.feedback ? { body: state.feedback } : { status: 404, body: { message: 'This application does not exist.' } };
        },
      };
    }),
    { method: 'GET', path: '/application/{id}/pdf', respond: () => ({ body: '%PDF-1.7 fixture' }) },
    {
      method: 'POST',
      path: '/interview/list',
      respond: ({ body }) => {
        const applicationId = (body as { applicationId?: number } | undefined)?.applicationId;
        const seed = seeds.find((s) => s.id === applicationId);
        const items = seed?.interviews ? [interviewOf(seed)] : [];
        return { body: { items, total: items.length } };
      },
    },
    ...candidateReasons,
  ];
}

/** The interview held with a seed that had one: on site in Basel, a week before the fixtures' today. */
function interviewOf(seed: Seed) {
  return {
    id: seed.id + 50_000,
    applicationId: seed.id,
    jobId: 0,
    job: { id: 0, title: '' },
    candidate: { id: seed.id, fullName: seed.name },
    date: '2026-03-10T09:00:00.000Z',
    timeZone: 'Europe/Zurich',
    durationMinutes: 60,
    kind: 'on-site',
    location: 'Basel',
    videoLink: null,
    participants: null,
    comment: null,
    status: { code: 'scheduled' },
    cancelComment: null,
    cancellationDate: null,
    author: null,
    creationDate: '2026-03-01T09:00:00.000Z',
    updateDate: '2026-03-01T09:00:00.000Z',
  };
}
