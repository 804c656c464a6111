import type { CandidateListRecord, LogEntry } from '@mandate/api-client';
import {
  allowedCandidateListActions,
  candidateListRecordActions,
  candidateListTarget,
  type CandidateListAction,
  type CandidateListStatus,
  type CurrentUser,
  type Id,
  type MilestoneType,
} from '@mandate/domain';
import { isSucceeded, matchPath, type FixtureCall, type FixtureRoute } from './fixtureFetch';
import { assessmentLevelsRoute, consultants, referenceListRoute, users, vacancy, vacancyId } from './fixtures';
import { fileUploadRoute } from './fixtureUpload';

/**
 * The candidate lists of the stories' vacancy (`vacancyId`) and a fixture server that moves them
 * through domain's candidate-list machine as the real server does: each answer is the state after
 * the successful calls so far, the actions of each list are domain's `allowedCandidateListActions`
 * for the story's user (the accepted consultant `users.consultant`, the vacancy's author). Fixed
 * days (midday UTC) for stable screenshots. Test support only.
 */

interface ListState {
  id: Id;
  title: string;
  comment: string | null;
  attachments: Id[];
  recruiter: { id: Id; fullName: string; organization: { id: Id; name: string } | null };
  status: CandidateListStatus;
  milestone: MilestoneType | null;
  feedback: { feedback: string; assessmentLevel: string | null } | null;
  logs: LogEntry<CandidateListStatus>[];
  created: string;
  changed: string;
}

const marco = { id: users.consultant.id, fullName: users.consultant.name, organization: { id: 8, name: 'Alpine Search GmbH' } };
const sabine = { ...consultants.accepted };
const CHANGED_AT = '2026-03-20T12:00:00.000Z';
const NEW_LIST_ID = 9201;

const entry = (
  id: Id,
  action: string,
  status: CandidateListStatus,
  from: CandidateListStatus | null,
  actor: { id: Id; fullName: string },
  at: string,
  comment: string | null = null,
): LogEntry<CandidateListStatus> => ({
  id,
  action,
  status: { code: status },
  fromStatus: from ? { code: from } : null,
  reason: null,
  comment,
  actor: { id: actor.id, fullName: actor.fullName },
  creationDate: at,
});

const employer = { id: users.employer.id, fullName: users.employer.name };

/** The seeded lists: one submitted by Marco Rossi, one completed with feedback, one withdrawn by Sabine Graf. */
function seeds(): ListState[] {
  return [
    {
      id: 9101,
      title: 'Longlist regulatory affairs, DACH',
      comment: '<p>Twelve profiles from pharma and medtech, four of them open to a move.</p>',
      attachments: [601, 602],
      recruiter: marco,
      status: 'submitted',
      milestone: null,
      feedback: null,
      logs: [entry(1, 'create', 'submitted', null, marco, '2026-03-10T12:00:00.000Z', '<p>Twelve profiles.</p>')],
      created: '2026-03-10T12:00:00.000Z',
      changed: '2026-03-10T12:00:00.000Z',
    },
    {
      id: 9102,
      title: 'Shortlist Basel',
      comment: null,
      attachments: [603],
      recruiter: sabine,
      status: 'completed',
      milestone: 'shortlist-delivery',
      feedback: { feedback: '<p>Good breadth; please focus on Basel.</p>', assessmentLevel: 'good' },
      logs: [
        entry(2, 'create', 'submitted', null, sabine, '2026-03-02T12:00:00.000Z'),
        entry(3, 'edit-feedback', 'submitted', 'submitted', employer, '2026-03-04T12:00:00.000Z'),
        entry(4, 'complete', 'completed', 'submitted', employer, '2026-03-06T12:00:00.000Z'),
      ],
      created: '2026-03-02T12:00:00.000Z',
      changed: '2026-03-06T12:00:00.000Z',
    },
    {
      id: 9103,
      title: 'Medtech candidates',
      comment: null,
      attachments: [],
      recruiter: sabine,
      status: 'withdrawn',
      milestone: null,
      feedback: null,
      logs: [
        entry(5, 'create', 'submitted', null, sabine, '2026-03-01T12:00:00.000Z'),
        entry(6, 'withdraw', 'withdrawn', 'submitted', sabine, '2026-03-03T12:00:00.000Z', 'Candidates no longer available.'),
      ],
      created: '2026-03-01T12:00:00.000Z',
      changed: '2026-03-03T12:00:00.000Z',
    },
  ];
}

const actionOfPath: Readonly<Record<string, CandidateListAction>> = {
  '/candidate-list/{id}/withdraw': 'withdraw',
  '/candidate-list/{id}/reject': 'reject',
  '/candidate-list/{id}/complete': 'complete',
  '/candidate-list/{id}/feedback/edit': 'edit-feedback',
};

/** The lists after the successful calls so far, in the order the server lists them (newest first). */
export function candidateListStates(calls: readonly FixtureCall[], user: CurrentUser, initial: boolean): ListState[] {
  const lists = initial ? seeds() : [];
  let logId = 100;
  for (const call of calls.filter(isSucceeded)) {
    const actor = { id: user.id, fullName: user.name };
    if (call.method === 'POST' && call.path === '/candidate-list/create') {
      const body = call.body as { title: string; comment: string | null; attachments: Id[] };
      lists.push({
        id: NEW_LIST_ID + lists.filter((list) => list.id >= NEW_LIST_ID).length,
        title: body.title,
        comment: body.comment,
        attachments: body.attachments,
        recruiter: marco,
        status: 'submitted',
        milestone: null,
        feedback: null,
        logs: [entry(++logId, 'create', 'submitted', null, actor, CHANGED_AT, body.comment)],
        created: CHANGED_AT,
        changed: CHANGED_AT,
      });
      continue;
    }
    if (call.method !== 'PUT') continue;
    const [pattern, action] = Object.entries(actionOfPath).find(([path]) => matchPath(path, call.path)) ?? [];
    if (!pattern || !action) continue;
    const list = lists.find((item) => item.id === Number(matchPath(pattern, call.path)!.id));
    if (!list) continue;
    const body = (call.body ?? {}) as {
      comment?: string | null;
      milestone?: MilestoneType;
      feedback?: string;
      assessmentLevel?: string | null;
    };
    const to = candidateListTarget(action) ?? list.status;
    if (action === 'complete') list.milestone = body.milestone ?? null;
    if (action === 'edit-feedback') list.feedback = { feedback: body.feedback ?? '', assessmentLevel: body.assessmentLevel ?? null };
    list.logs.push(entry(++logId, action, to, list.status, actor, CHANGED_AT, body.comment ?? null));
    if (to !== list.status) list.changed = CHANGED_AT;
    list.status = to;
  }
  return lists.sort((a, b) => b.id - a.id);
}

/** A list as `user` sees it: the actions are domain's for that user (the consultant is accepted on the active vacancy). */
function record(list: ListState, user: CurrentUser): CandidateListRecord {
  const job = vacancy();
  const actions = allowedCandidateListActions(user, {
    job: { authoredBy: job.authoredBy, acceptingCandidates: true, customTnC: null, status: { code: 'active' } },
    recruiterId: list.recruiter.id,
    recruiterStatus: 'accepted',
    listStatus: list.status,
  });
  return {
    id: list.id,
    title: list.title,
    comment: list.comment,
    attachments: list.attachments,
    status: { code: list.status },
    milestone: list.milestone,
    job: { id: vacancyId, title: job.title, status: { code: 'active' } },
    recruiter: list.recruiter,
    feedback: list.feedback
      ? { id: list.id, feedback: list.feedback.feedback, assessmentLevel: list.feedback.assessmentLevel, creationDate: CHANGED_AT }
      : null,
    logs: list.logs,
    actions: candidateListRecordActions.filter((action) => actions.includes(action)),
    creationDate: list.created,
    statusChangeDate: list.changed,
    updateDate: list.changed,
  };
}

export interface CandidateListServerOptions {
  /** The story's user (the lists a consultant sees are their own). @default users.employer */
  user?: CurrentUser;
  /** Start with the seeded lists. @default true */
  seeded?: boolean;
  /** A refusal: the first call of this action answers it (the next one succeeds). @default none */
  refuse?: { action: CandidateListAction; status: number; message: string };
}

/** The candidate-list routes of the stories, with the milestones, the assessment levels and the upload. */
export function candidateListServer({ user = users.employer, seeded = true, refuse }: CandidateListServerOptions = {}): FixtureRoute[] {
  const visible = (lists: ListState[]) => (user.id === users.employer.id ? lists : lists.filter((list) => list.recruiter.id === user.id));
  const answer = (calls: readonly FixtureCall[], id: Id) => {
    const list = candidateListStates(calls, user, seeded).find((item) => item.id === id);
    return list ? { body: record(list, user) } : { status: 404, body: 'This candidate list does not exist.' };
  };
  const act = (path: string, action: CandidateListAction): FixtureRoute => ({
    method: 'PUT',
    path,
    respond: ({ calls, params, body, method, path: concrete }) => {
      if (refuse?.action === action && !calls.some((call) => call.method === method && call.path === concrete)) {
        return { status: refuse.status, body: refuse.message };
      }
      const here = { method, path: concrete, query: {}, body, headers: {}, route: path, status: 200 };
      return answer([...calls, here], Number(params.id));
    },
  });
  return [
    {
      method: 'POST',
      path: '/candidate-list/list',
      respond: ({ calls }) => {
        const items = visible(candidateListStates(calls, user, seeded)).map((list) => record(list, user));
        return { body: { items, total: items.length } };
      },
    },
    {
      method: 'POST',
      path: '/candidate-list/create',
      respond: ({ calls, body }) => {
        const here = { method: 'POST', path: '/candidate-list/create', query: {}, body, headers: {}, route: null, status: 200 };
        const lists = candidateListStates([...calls, here], user, seeded);
        return { body: record(lists[0]!, user) };
      },
    },
    act('/candidate-list/{id}/withdraw', 'withdraw'),
    act('/candidate-list/{id}/reject', 'reject'),
    act('/candidate-list/{id}/complete', 'complete'),
    act('/candidate-list/{id}/feedback/edit', 'edit-feedback'),
    referenceListRoute('milestones', [
      ['headhunter-approved', 'Search consultant approved', 'Suchberater/in bestätigt'],
      ['long-list-delivery', 'Long list delivered', 'Longlist geliefert'],
      ['shortlist-delivery', 'Shortlist delivered', 'Shortlist geliefert'],
      ['start-interviews', 'Interviews started', 'Interviews begonnen'],
    ]),
    assessmentLevelsRoute,
    fileUploadRoute(701),
  ];
}
