import type { ApplicationListItem, JobRecruiterRecord, TaskRecord, VacancyListItem, VacancyStatistics } from '@mandate/api-client';
import type { JobRecruiterStatus, JobStatus } from '@mandate/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import { hasSucceeded, type FixtureFetch, type FixtureRoute } from '../../testing/fixtureFetch';
import { users, vacancy } from '../../testing/fixtures';
import { renderScreen, ScreenStory, screenFetch } from '../../testing/ScreenStory';
import Dashboard from './Dashboard';

// --- The server's answers for the three homes ----------------------------------------------------

const helvetia = { id: 3, name: 'Helvetia Pharma AG' };
const rhein = { id: 5, name: 'Rhein Logistik GmbH' };

/** A vacancy as `POST /job/list` lists it. */
function listed(id: number, title: string, status: JobStatus, more: Partial<VacancyListItem> = {}): VacancyListItem {
  const { description: _d, requirements: _r, actions: _a, ...item } = vacancy('active');
  void _d;
  void _r;
  void _a;
  return { ...item, id, title, status: { code: status }, reference: `REF-${id}`, ...more };
}

const regulatory = listed(4711, 'Head of Regulatory Affairs', 'active');
const engineer = listed(4712, 'Senior Process Engineer', 'active', { positionCount: 2, publicationDate: '2026-03-01T12:00:00.000Z' });
const cfo = listed(4713, 'Chief Financial Officer', 'draft', { publicationDate: null, premoderation: true });
const analyst = listed(4717, 'Supply Chain Analyst', 'active', {
  authoredBy: { id: 30, fullName: 'Jonas Becker', organization: rhein },
  place: { city: 'Hamburg', country: { code: 'DE', label: 'Germany' } },
  myStatus: { code: 'invited', source: { code: 'invitation' } },
});
const logistics = listed(4714, 'Logistikleiter/in Region West', 'active', {
  authoredBy: { id: 30, fullName: 'Jonas Becker', organization: rhein },
  place: { city: 'Köln', country: { code: 'DE', label: 'Germany' } },
  myStatus: { code: 'accepted', source: { code: 'invitation' } },
});
const openMarket = listed(4718, 'Head of Treasury', 'active', { authoredBy: { id: 31, fullName: 'Eva Roth', organization: helvetia } });
const requestedAlready = listed(4719, 'Plant Manager', 'active', { myStatus: { code: 'requested', source: { code: 'request' } } });
const notTakingConsultants = listed(4720, 'Lab Technician', 'active', { acceptingRecruiters: false });

const statistics: VacancyStatistics = {
  total: 6,
  byStatus: { empty: 0, draft: 1, active: 3, 'on-hold': 1, closed: 1, cancelled: 0, expired: 0, 'deleted-draft': 2 },
  positions: 8,
  placements: 1,
  openPositions: 7,
  favourites: 0,
};

/** A consultant's relation as `POST /job-recruiter/list` lists it. */
function relation(id: number, job: VacancyListItem, status: JobRecruiterStatus, since: string, comment: string | null): JobRecruiterRecord {
  return {
    id,
    job: { id: job.id, title: job.title },
    recruiter: { id: users.consultant.id, fullName: users.consultant.name, organization: { id: 8, name: 'Alpine Search GmbH' } },
    status: { code: status },
    displayStatus: { code: status === 'requested' ? 'requested' : 'invited' },
    comment,
    lastStatus: { source: { code: status === 'requested' ? 'request' : 'invitation' }, creationDate: since },
    termsAgreed: false,
    testimonialRequestDate: null,
    companyPlacementsCount: 0,
    candidatesCount: 0,
    creationDate: since,
  };
}

function application(id: number, job: VacancyListItem, created: string): ApplicationListItem {
  return {
    id,
    status: { code: 'proposed', label: 'Not selected for an interview yet' },
    job: { id: job.id, title: job.title, status: job.status },
    candidate: { id: id + 100, fullName: `Candidate ${id}`, email: null, phone: null, city: null },
    recruiter: { id: 44, fullName: 'Sabine Graf', organization: { id: 8, name: 'Alpine Search GmbH' } },
    rating: null,
    interviewsCount: 0,
    creationDate: created,
    statusChangeDate: created,
  };
}

const page = <T,>(items: T[], total = items.length) => ({ body: { items, total } });

/** An open task as `POST /task/list` lists it (the workflow opened it). */
function task(id: number, kind: TaskRecord['kind']['code'], job: VacancyListItem, about: string, dueDate: string | null): TaskRecord {
  return {
    id,
    kind: { code: kind },
    status: { code: 'open' },
    title: null,
    note: null,
    dueDate,
    assignee: { id: users.employer.id, fullName: users.employer.name },
    record: { type: kind === 'approve-recruiter' ? 'job-recruiter' : 'application', id: id + 800 },
    job: { id: job.id, title: job.title },
    about,
    creationDate: '2026-03-08T12:00:00.000Z',
    completionDate: null,
    completedBy: null,
  };
}

const completePath = '/task/{id}/complete';
const editPath = '/task/{id}/edit';
const employerTasks = [
  task(71, 'approve-recruiter', regulatory, 'Marco Rossi', '2026-03-11'),
  task(72, 'review-application', engineer, 'Candidate 61', null),
];
/** The employer's open tasks, without those completed since; the counter follows. */
const employerTaskRoutes: FixtureRoute[] = [
  {
    method: 'POST',
    path: '/task/list',
    // Each task as last edited (`PUT /task/{id}/edit`), without those completed since.
    respond: ({ calls }) =>
      page(
        employerTasks
          .filter((t) => !calls.some((c) => c.method === 'PUT' && c.path === `/task/${t.id}/complete`))
          .map((t) => ({ ...t, ...(calls.filter((c) => c.method === 'PUT' && c.path === `/task/${t.id}/edit`).at(-1)?.body as object) })),
      ),
  },
  {
    method: 'GET',
    path: '/user/counters',
    respond: ({ calls }) => ({
      body: { invitations: 0, unreadThreads: 0, openTasks: hasSucceeded(calls, 'PUT', completePath) ? 1 : 2 },
    }),
  },
  { method: 'PUT', path: completePath, respond: () => ({ body: { ...employerTasks[0]!, status: { code: 'done' } } }) },
  {
    method: 'PUT',
    path: editPath,
    respond: ({ params, body }) => ({ body: { ...employerTasks.find((t) => t.id === Number(params['id']))!, ...(body as object) } }),
  },
];
const noTasks: FixtureRoute = { method: 'POST', path: '/task/list', respond: () => page([]) };

const employerServer: FixtureRoute[] = [
  ...employerTaskRoutes,
  { method: 'POST', path: '/job/statistics', respond: () => ({ body: statistics }) },
  { method: 'POST', path: '/job/list', respond: () => page([regulatory, engineer, cfo], 6) },
  {
    method: 'POST',
    path: '/job-recruiter/list',
    respond: () => page([relation(901, regulatory, 'requested', '2026-03-08T12:00:00.000Z', '<p>I placed two heads.</p>')]),
  },
  {
    method: 'POST',
    path: '/application/list',
    respond: () =>
      page([
        application(61, engineer, '2026-03-02T12:00:00.000Z'),
        application(62, regulatory, '2026-03-09T12:00:00.000Z'),
        application(63, regulatory, '2026-03-10T12:00:00.000Z'),
      ]),
  },
];

const acceptPath = '/job/{id}/job-recruiter/invitation/accept';
const declinePath = '/job/{id}/job-recruiter/invitation/decline';
const answered = (calls: FixtureFetch['calls']) => hasSucceeded(calls, 'POST', acceptPath) || hasSucceeded(calls, 'POST', declinePath);

/** The consultant's server: one open invitation (to the Supply Chain Analyst) until it is answered. */
const consultantServer: FixtureRoute[] = [
  {
    method: 'POST',
    path: '/task/list',
    respond: () => page([{ ...task(75, 'answer-offer', logistics, 'Sophie Weber', null), title: 'Call Sophie about the start date' }]),
  },
  { method: 'GET', path: '/user/counters', respond: () => ({ body: { invitations: 1, unreadThreads: 0, openTasks: 1 } }) },
  {
    method: 'POST',
    path: '/job-recruiter/list',
    respond: ({ calls }) =>
      page(
        answered(calls)
          ? []
          : [relation(903, analyst, 'invited', '2026-03-06T12:00:00.000Z', '<p>Your logistics network would help us.</p>')],
      ),
  },
  {
    method: 'POST',
    path: '/job/list',
    respond: ({ body, calls }) => {
      const query = body as { recruiterStatuses?: string[]; statuses?: string[] };
      if (query.recruiterStatuses?.includes('invited')) return page(answered(calls) ? [] : [analyst]);
      if (query.recruiterStatuses?.includes('accepted')) {
        const accepted = hasSucceeded(calls, 'POST', acceptPath)
          ? [{ ...analyst, myStatus: { code: 'accepted' as const, source: null } }]
          : [];
        return page([...accepted, logistics]);
      }
      return page([openMarket, requestedAlready, notTakingConsultants, logistics]);
    },
  },
  { method: 'POST', path: acceptPath, respond: () => ({ body: relation(903, analyst, 'accepted', '2026-03-12T12:00:00.000Z', null) }) },
  { method: 'POST', path: declinePath, respond: () => ({ body: relation(903, analyst, 'withdrawn', '2026-03-12T12:00:00.000Z', null) }) },
];

const adminServer: FixtureRoute[] = [
  {
    method: 'POST',
    path: '/job/moderation-list',
    respond: () => page([cfo, listed(4721, 'Regional Sales Director DACH', 'active', { premoderation: true })]),
  },
];

const meta = {
  title: 'Screens/Home/Dashboard',
  component: ScreenStory,
  tags: ['!autodocs'],
  args: {
    path: paths.myDashboard(),
    routePath: '/dashboard/index/my-mandate',
    Component: Dashboard,
    user: users.employer,
    routes: employerServer,
  },
  render: renderScreen,
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
    docs: {
      description: {
        component:
          'The home page per role (`/dashboard/index/my-mandate`) in the app’s shell and providers, its store’s real API client answering ' +
          'from fixtures at the transport level (apps/web/src/testing, decision 0014).',
      },
    },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = (name: RegExp | string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const region = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

/** Every request went to a fixture route. */
async function expectAllMatched(api: FixtureFetch) {
  await expect(api.unmatched.map((call) => `${call.method} ${call.path}`)).toEqual([]);
}

/** The titles of a list of cards. */
const cardTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.hasAttribute('aria-labelledby'))
    .map((item) => document.getElementById(item.getAttribute('aria-labelledby')!)?.textContent);

function counts(list: HTMLElement): Record<string, string> {
  const terms = within(list).getAllByRole('term');
  const definitions = within(list).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, index) => [term.textContent ?? '', definitions[index]?.textContent ?? '']));
}

/** No focus ring and no stale announcement in the screenshot. */
function settle() {
  (document.activeElement as HTMLElement | null)?.blur();
  for (const log of Array.from(document.querySelectorAll('[data-live-announcer] [role="log"]'))) log.replaceChildren();
}

/** The names of the main navigation's links, and the one marked as the current page. */
function mainNav() {
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  const links = within(nav).getAllByRole('link');
  return {
    names: links.map((link) => link.textContent),
    current: links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent),
  };
}

export const Employer: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading('Welcome, Anna Keller');
    // The open tasks first, the counter in the heading, each linking to where it is done.
    const tasks = await region('My tasks (2)');
    const taskList = await within(tasks).findByRole('list', { name: 'My tasks' }, { timeout: 5000 });
    await expect(within(taskList).getByRole('link', { name: 'Approve or reject the request of Marco Rossi' })).toHaveAttribute(
      'href',
      '/dashboard/vacancy/4711/view?tab=consultants',
    );
    await expect(within(taskList).getByRole('link', { name: 'Review the application of Candidate 61' })).toHaveAttribute(
      'href',
      '/dashboard/vacancy/4712/view?tab=applications',
    );
    await expect(within(taskList).getByText('Overdue')).toBeVisible();
    await expect(api.callsTo('POST', '/task/list')[0]?.body).toMatchObject({ status: 'open', sort: 'due' });
    // What waits comes first: by vacancy, the oldest first, linking to the vacancy (its consultants when a request waits).
    const waiting = await region('Waiting for you');
    const waitingList = await within(waiting).findByRole('list', { name: 'Waiting for you' });
    await expect(cardTitles(waitingList)).toEqual(['Senior Process Engineer', 'Head of Regulatory Affairs']);
    const reg = within(waitingList).getByRole('listitem', { name: 'Head of Regulatory Affairs' });
    await expect(within(reg).getByRole('link', { name: 'Head of Regulatory Affairs' })).toHaveAttribute(
      'href',
      '/dashboard/vacancy/4711/view?tab=consultants',
    );
    await expect(reg).toHaveTextContent('1 consultant request to approve');
    await expect(reg).toHaveTextContent('2 new applications to review');
    await expect(reg).toHaveTextContent('the oldest since 8 Mar 2026');
    const eng = within(waitingList).getByRole('listitem', { name: 'Senior Process Engineer' });
    await expect(within(eng).getByRole('link')).toHaveAttribute('href', '/dashboard/vacancy/4712/view');
    // The counts are the server's, deleted drafts left out.
    const countsRegion = await region('My vacancies by status');
    const dl = await waitFor(() => countsRegion.querySelector('dl') ?? Promise.reject(new Error('no counts yet')));
    await expect(counts(dl)).toEqual({
      'All vacancies': '6',
      Draft: '1',
      Active: '3',
      'On hold': '1',
      Expired: '0',
      Closed: '1',
      Cancelled: '0',
    });
    // Each status tile opens the vacancy list on that status's tab.
    await expect(within(dl).getByRole('link', { name: 'Active' })).toHaveAttribute('href', '/dashboard/vacancies?tab=active');
    await expect(within(dl).getByRole('link', { name: 'On hold' })).toHaveAttribute('href', '/dashboard/vacancies?tab=on-hold');
    // The employer's primary action, and their menu: home (current) and the vacancies.
    await expect(screen.getByRole('button', { name: 'New vacancy' })).toBeVisible();
    await expect(mainNav()).toEqual({ names: ['Home', 'Vacancies', 'Messages'], current: ['Home'] });
    const recent = await region('Recently changed vacancies');
    await expect(cardTitles(within(recent).getByRole('list'))).toEqual([
      'Head of Regulatory Affairs',
      'Senior Process Engineer',
      'Chief Financial Officer',
    ]);
    await expect(within(recent).getByText('3 of 6 shown')).toBeVisible();
    // The calls: requests and new applications (oldest first); no consultant's or admin's call.
    await expect(api.callsTo('POST', '/job-recruiter/list')[0]?.body).toMatchObject({ statuses: ['requested'] });
    await expect(api.callsTo('POST', '/application/list')[0]?.body).toMatchObject({ status: ['proposed'], sortOrder: 'ASC' });
    await expect(api.callsTo('POST', '/job/moderation-list')).toEqual([]);
    await expectAllMatched(api);
    settle();
  },
};

/** Mark as done on the home page: the task leaves the list, the counter drops, "Task completed". */
export const EmployerCompletesTask: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading('Welcome, Anna Keller');
    const tasks = await region('My tasks (2)');
    const list = await within(tasks).findByRole('list', { name: 'My tasks' }, { timeout: 5000 });
    await userEvent.click(within(list).getByRole('button', { name: 'Mark as done: Approve or reject the request of Marco Rossi' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Task completed' }, { timeout: 5000 })).toBeVisible();
    await expect(api.callsTo('PUT', completePath).map((call) => call.path)).toEqual(['/task/71/complete']);
    const after = await region('My tasks (1)');
    await waitFor(() => expect(within(after).getAllByRole('listitem')).toHaveLength(1), { timeout: 5000 });
    await expect(within(after).getByRole('link')).toHaveTextContent('Review the application of Candidate 61');
    await expectAllMatched(api);
    settle();
  },
};

/** Edit on the home page: the TaskDialog with the task's text and due date; saved, the list shows the new title and note. */
export const EmployerEditsTask: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading('Welcome, Anna Keller');
    const tasks = await region('My tasks (2)');
    const list = await within(tasks).findByRole('list', { name: 'My tasks' }, { timeout: 5000 });
    await userEvent.click(within(list).getByRole('button', { name: 'Edit: Approve or reject the request of Marco Rossi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' }, { timeout: 5000 });
    await expect(within(dialog).getByText('On the vacancy “Head of Regulatory Affairs”.')).toBeVisible();
    const title = within(dialog).getByRole('textbox', { name: /^Task/ });
    await expect(title).toHaveValue('Approve or reject the request of Marco Rossi');
    await expect(within(dialog).getByRole('group', { name: /^Due date/ })).toHaveTextContent('11/03/2026');
    await userEvent.clear(title);
    await userEvent.type(title, 'Call Marco Rossi first');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'He prefers mornings.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('The task is saved.', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit task' })).toBeNull());
    await expect(api.callsTo('PUT', editPath).map((call) => [call.path, call.body])).toEqual([
      ['/task/71/edit', { title: 'Call Marco Rossi first', note: 'He prefers mornings.', dueDate: '2026-03-11' }],
    ]);
    const item = await within(list).findByRole('listitem', { name: 'Call Marco Rossi first' }, { timeout: 5000 });
    await expect(item).toHaveTextContent('He prefers mornings.');
    await expect(api.callsTo('POST', '/task/list').length).toBeGreaterThanOrEqual(2);
    await expectAllMatched(api);
    settle();
  },
};

export const EmployerNothingWaiting: Story = {
  args: {
    routes: [
      noTasks,
      { method: 'POST', path: '/job-recruiter/list', respond: () => page([]) },
      { method: 'POST', path: '/application/list', respond: () => page([]) },
      { method: 'POST', path: '/job/list', respond: () => page([]) },
      { method: 'POST', path: '/job/statistics', respond: () => ({ body: { ...statistics, total: 0, byStatus: {} } }) },
    ],
  },
  play: async () => {
    await heading('Welcome, Anna Keller');
    await expect(await within(await region('My tasks (0)')).findByRole('heading', { name: 'No open tasks' })).toBeVisible();
    const waiting = await region('Waiting for you');
    await expect(await within(waiting).findByRole('heading', { name: 'Nothing waits for you' })).toBeVisible();
    await expect(within(waiting).getByText('Consultant requests and new applications appear here.')).toBeVisible();
    const recent = await region('Recently changed vacancies');
    await expect(await within(recent).findByRole('heading', { name: 'You have no vacancies yet' })).toBeVisible();
    settle();
  },
};

export const EmployerLoading: Story = {
  args: { routes: employerServer.map((route) => ({ ...route, delayMs: 'never' as const })) },
  play: async () => {
    await heading('Welcome, Anna Keller');
    await expect(within(await region('My tasks')).getByRole('status', { name: 'Loading tasks…' })).toHaveAttribute('aria-busy', 'true');
    const waiting = await region('Waiting for you');
    await expect(within(waiting).getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    const countsRegion = await region('My vacancies by status');
    await expect(within(countsRegion).getByRole('group', { name: 'Loading the counts' })).toBeVisible();
    settle();
  },
};

export const EmployerFailedThenRetried: Story = {
  args: {
    routes: [
      {
        method: 'POST',
        path: '/application/list',
        // The first answer fails; "Try again" asks again and succeeds.
        respond: ({ calls }) =>
          calls.some((call) => call.path === '/application/list')
            ? page([application(62, regulatory, '2026-03-09T12:00:00.000Z')])
            : { status: 503, body: { message: 'The service is briefly unavailable.' } },
      },
      ...employerServer,
    ],
  },
  play: async () => {
    await heading('Welcome, Anna Keller');
    const waiting = await region('Waiting for you');
    const alert = await within(waiting).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('The service is briefly unavailable.');
    // The other sections are not affected.
    const recent = await region('Recently changed vacancies');
    await expect(await within(recent).findByRole('link', { name: 'Chief Financial Officer' })).toBeVisible();
    await userEvent.click(within(waiting).getByRole('button', { name: 'Try again' }));
    const list = await within(waiting).findByRole('list', { name: 'Waiting for you' }, { timeout: 5000 });
    await expect(cardTitles(list)).toEqual(['Head of Regulatory Affairs']);
    settle();
  },
};

export const Consultant: Story = {
  args: { user: users.consultant, routes: consultantServer },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading('Welcome, Marco Rossi');
    // Their own title of the offer task, linking to the vacancy's applications.
    const tasks = await region('My tasks (1)');
    await expect(await within(tasks).findByRole('link', { name: 'Call Sophie about the start date' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/dashboard/vacancy/4714/view?tab=applications',
    );
    const invitations = await region('Open invitations');
    const card = await within(invitations).findByRole('listitem', { name: 'Supply Chain Analyst' }, { timeout: 5000 });
    await expect(card).toHaveTextContent('Rhein Logistik GmbH · Hamburg, Germany');
    await expect(card).toHaveTextContent('invited 6 Mar 2026');
    await expect(card).toHaveTextContent('Your logistics network would help us.');
    const working = await region('Vacancies you work on');
    await expect(cardTitles(await within(working).findByRole('list'))).toEqual(['Logistikleiter/in Region West']);
    // Only vacancies domain's machine lets them request: not one already requested, worked on, or closed to consultants.
    const requestable = await region('Vacancies you may request');
    await expect(cardTitles(await within(requestable).findByRole('list'))).toEqual(['Head of Treasury']);
    await expect(api.callsTo('POST', '/job/statistics')).toEqual([]);
    // A consultant creates no vacancy; their menu has their candidates.
    await expect(screen.queryByRole('button', { name: 'New vacancy' })).toBeNull();
    await expect(mainNav()).toEqual({ names: ['Home', 'Vacancies', 'My candidates', 'Messages'], current: ['Home'] });
    await expectAllMatched(api);
    settle();
  },
};

export const ConsultantAcceptsInvitation: Story = {
  args: { user: users.consultant, routes: consultantServer },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading('Welcome, Marco Rossi');
    const invitations = await region('Open invitations');
    const card = await within(invitations).findByRole('listitem', { name: 'Supply Chain Analyst' }, { timeout: 5000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to work on the vacancy' }, { timeout: 10_000 });
    const editor = await within(dialog).findByRole('textbox', { name: /^Cover letter/ }, { timeout: 15_000 });
    await userEvent.click(editor);
    await userEvent.keyboard('Glad to help with the new hub.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(api.callsTo('POST', acceptPath).map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/job/4717/job-recruiter/invitation/accept', body: { comment: '<p>Glad to help with the new hub.</p>' } },
    ]);
    // The page updates without a reload: the invitation is gone, the vacancy is among those they work on.
    await expect(await within(invitations).findByRole('heading', { name: 'No open invitations' }, { timeout: 5000 })).toBeVisible();
    const working = await region('Vacancies you work on');
    await waitFor(() =>
      expect(cardTitles(within(working).getByRole('list'))).toEqual(['Supply Chain Analyst', 'Logistikleiter/in Region West']),
    );
    await expect(await screen.findByRole('alertdialog', { name: 'You accepted the invitation to Supply Chain Analyst.' })).toBeVisible();
    await expectAllMatched(api);
    settle();
  },
};

export const ConsultantDeclinesInvitation: Story = {
  args: { user: users.consultant, routes: consultantServer },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading('Welcome, Marco Rossi');
    const invitations = await region('Open invitations');
    const card = await within(invitations).findByRole('listitem', { name: 'Supply Chain Analyst' }, { timeout: 5000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline invitation' }, { timeout: 10_000 });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Reason/ })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Not my field of expertise' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('POST', declinePath)[0]?.body).toEqual({
      declineReason: 'not-my-field',
      comment: null,
      sendCopyToEmployer: false,
    });
    await expect(await within(invitations).findByRole('heading', { name: 'No open invitations' }, { timeout: 5000 })).toBeVisible();
    await expect(await screen.findByRole('alertdialog', { name: 'You declined the invitation to Supply Chain Analyst.' })).toBeVisible();
    settle();
  },
};

export const ConsultantRefusedKeepsInput: Story = {
  args: {
    user: users.consultant,
    routes: [
      {
        method: 'POST',
        path: acceptPath,
        respond: () => ({ status: 409, body: { message: 'This is not possible in the current status.' } }),
      },
      ...consultantServer,
    ],
  },
  play: async () => {
    await heading('Welcome, Marco Rossi');
    const invitations = await region('Open invitations');
    const card = await within(invitations).findByRole('listitem', { name: 'Supply Chain Analyst' }, { timeout: 5000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to work on the vacancy' }, { timeout: 10_000 });
    const editor = await within(dialog).findByRole('textbox', { name: /^Cover letter/ }, { timeout: 15_000 });
    await userEvent.click(editor);
    await userEvent.keyboard('Glad to help.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    // The server's message in the dialog, the text kept; the invitation stays on the page.
    await expect(await within(dialog).findByText('This is not possible in the current status.')).toBeVisible();
    await expect(editor).toHaveTextContent('Glad to help.');
    await expect(within(card).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  },
};

export const ConsultantNothingOpen: Story = {
  args: {
    user: users.consultant,
    routes: [
      noTasks,
      { method: 'POST', path: '/job-recruiter/list', respond: () => page([]) },
      { method: 'POST', path: '/job/list', respond: () => page([]) },
    ],
  },
  play: async () => {
    await heading('Welcome, Marco Rossi');
    await expect(await within(await region('Open invitations')).findByRole('heading', { name: 'No open invitations' })).toBeVisible();
    await expect(
      await within(await region('Vacancies you work on')).findByRole('heading', { name: 'You do not work on a vacancy yet' }),
    ).toBeVisible();
    await expect(
      await within(await region('Vacancies you may request')).findByRole('heading', { name: 'No vacancy to request right now' }),
    ).toBeVisible();
    settle();
  },
};

export const Admin: Story = {
  args: { user: users.admin, routes: adminServer },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading('Welcome, Sabine Meier');
    const moderation = await region('Waiting for moderation');
    const list = await within(moderation).findByRole('list', { name: 'Waiting for moderation' }, { timeout: 5000 });
    await expect(cardTitles(list)).toEqual(['Chief Financial Officer', 'Regional Sales Director DACH']);
    await expect(within(list).getByRole('link', { name: 'Chief Financial Officer' })).toHaveAttribute(
      'href',
      '/dashboard/vacancy/4713/view',
    );
    const monitoring = await region('Monitoring');
    await expect(within(monitoring).getByRole('link', { name: 'Open monitoring' })).toHaveAttribute('href', '/dashboard/monitoring');
    await expect(api.callsTo('POST', '/job/moderation-list')[0]?.body).toMatchObject({ sortOrder: 'ASC' });
    // The admin may switch users: that part stays.
    await expect(screen.getByRole('heading', { name: 'Switch user' })).toBeVisible();
    await expect(mainNav()).toEqual({ names: ['Home', 'Vacancies', 'My candidates', 'Messages', 'Monitoring'], current: ['Home'] });
    await expectAllMatched(api);
    settle();
  },
};

export const AdminNothingToModerate: Story = {
  args: { user: users.admin, routes: [{ method: 'POST', path: '/job/moderation-list', respond: () => page([]) }] },
  play: async () => {
    await heading('Welcome, Sabine Meier');
    const moderation = await region('Waiting for moderation');
    await expect(await within(moderation).findByRole('heading', { name: 'No vacancy waits for moderation' })).toBeVisible();
    settle();
  },
};

export const EmployerGerman: Story = {
  globals: { locale: 'de' },
  args: { locale: 'de' },
  play: async () => {
    await heading('Willkommen, Anna Keller');
    const tasks = await region('Meine Aufgaben (2)');
    await expect(
      await within(tasks).findByRole('link', { name: 'Anfrage von Marco Rossi annehmen oder ablehnen' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(within(tasks).getByText('Überfällig')).toBeVisible();
    const waiting = await region('Wartet auf Sie');
    const reg = await within(waiting).findByRole('listitem', { name: 'Head of Regulatory Affairs' }, { timeout: 5000 });
    await expect(reg).toHaveTextContent('1 Anfrage eines Personalberaters zu bestätigen');
    await expect(reg).toHaveTextContent('2 neue Bewerbungen zu prüfen');
    await expect(reg).toHaveTextContent('die älteste seit 08.03.2026');
    const countsRegion = await region('Meine Vakanzen nach Status');
    const dl = await waitFor(() => countsRegion.querySelector('dl') ?? Promise.reject(new Error('no counts yet')));
    await expect(counts(dl)).toMatchObject({ 'Alle Vakanzen': '6', Aktiv: '3', Entwurf: '1' });
    await expect(within(await region('Zuletzt geänderte Vakanzen')).getByText('3 von 6 angezeigt')).toBeVisible();
    settle();
  },
};

export const ConsultantGerman: Story = {
  globals: { locale: 'de' },
  args: { locale: 'de', user: users.consultant, routes: consultantServer },
  play: async () => {
    await heading('Willkommen, Marco Rossi');
    const invitations = await region('Offene Einladungen');
    const card = await within(invitations).findByRole('listitem', { name: 'Supply Chain Analyst' }, { timeout: 5000 });
    await expect(card).toHaveTextContent('eingeladen am 06.03.2026');
    await expect(within(card).getByRole('button', { name: 'Annehmen' })).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Ablehnen' })).toBeVisible();
    await expect(await region('Vakanzen, an denen Sie arbeiten')).toBeVisible();
    await expect(
      await within(await region('Meine Aufgaben (1)')).findByRole('link', { name: 'Call Sophie about the start date' }),
    ).toBeVisible();
    await expect(await region('Vakanzen, die Sie anfragen können')).toBeVisible();
    settle();
  },
};
