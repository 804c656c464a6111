import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import { candidateListServer, type CandidateListServerOptions } from '../../testing/candidateListFixtures';
import type { FixtureRoute } from '../../testing/fixtureFetch';
import { employerRecruiters, users, vacancy, vacancyId, vacancyMenus } from '../../testing/fixtures';
import { expectAllMatched, screenFetch, type ScreenStory, screenStoryMeta, settle } from '../../testing/ScreenStory';
import VacancyView from './VacancyView';

const listPath = '/candidate-list/list';

/** An accepted consultant on the active vacancy: submitting is theirs (the server's menu). */
const acceptedConsultantMenu = { ...vacancyMenus.consultant, jobRecruiter: ['submit-candidate'] };

/** The vacancy, its menu and consultants, and the candidate-list server for `options.user`. */
function server(options: CandidateListServerOptions & { menu?: object } = {}): FixtureRoute[] {
  const { menu = options.user === users.consultant ? acceptedConsultantMenu : vacancyMenus.employerActive, ...rest } = options;
  return [
    ...candidateListServer(rest),
    { method: 'GET', path: '/job/{id}/view', respond: ({ locale }) => ({ body: vacancy('active', locale) }) },
    { method: 'GET', path: '/job/{id}/menu', respond: () => ({ body: menu }) },
    { method: 'GET', path: '/job/{id}/job-recruiter', respond: () => ({ body: { items: employerRecruiters(), total: 3 } }) },
  ];
}

const meta = {
  title: 'Screens/VacancyView/CandidateLists',
  tags: ['!autodocs'],
  ...screenStoryMeta({
    args: {
      path: paths.vacancy(vacancyId, 'candidate-lists'),
      routePath: '/dashboard/vacancy/:id/view',
      Component: VacancyView,
      user: users.employer,
      routes: server(),
    },
    description:
      'The candidate-lists tab of the vacancy page (`?tab=candidate-lists`, issue 16 point 7): the retained search’s lists with ' +
      'status, milestone, consultant, days, documents, feedback, the actions domain’s candidate-list machine allows the viewer, and ' +
      'the log; the dialogs to submit, withdraw, reject, complete the research and give feedback; the store’s real API client ' +
      'answering from fixtures that run the same machine.',
  }),
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = () => screen.findByRole('heading', { level: 1, name: vacancy().title }, { timeout: 5000 });

/** No focus ring and no announcement of a button that is gone in the screenshot; the journey scrolled to what it opened: the page from its top. */
const settleAtTop = () => settle({ scrollToTop: true });

/** The card of a list, once the lists have loaded. */
const cardOf = (title: string) => screen.findByRole('listitem', { name: title }, { timeout: 5000 });

/** The buttons of a card's actions. */
const actionsOf = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('group', { name: /^(Actions for|Aktionen für) / })
    .flatMap((group) => within(group).getAllByRole('button'))
    .map((button) => button.textContent);

/** Opens an action of a card; resolves to its dialog. */
async function openAction(card: HTMLElement, action: string, dialogName: string | RegExp) {
  await userEvent.click(
    within(within(card).getByRole('group', { name: /^(Actions for|Aktionen für) / })).getByRole('button', { name: action }),
  );
  return screen.findByRole('dialog', { name: dialogName }, { timeout: 10_000 });
}

/** The employer's view: every list of the vacancy, each with the actions the machine allows them. */
export const Employer: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    await expect(screen.getByRole('tab', { name: 'Candidate lists' })).toHaveAttribute('aria-selected', 'true');
    const lists = await screen.findByRole('list', { name: 'Candidate lists of this vacancy' }, { timeout: 5000 });
    await expect(
      within(lists)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Medtech candidates', 'Shortlist Basel', 'Longlist regulatory affairs, DACH']);
    await expect(api.callsTo('POST', listPath)[0]?.body).toMatchObject({ jobId: vacancyId });
    const submitted = await cardOf('Longlist regulatory affairs, DACH');
    await expect(actionsOf(submitted)).toEqual(['Complete research', 'Give feedback', 'Reject']);
    await expect(within(submitted).getByRole('button', { name: 'Download Document 2' })).toBeVisible();
    const completed = await cardOf('Shortlist Basel');
    await expect(actionsOf(completed)).toEqual(['Edit feedback']);
    // The milestone and the assessment level in words, once their lists have loaded.
    await waitFor(() => expect(completed).toHaveTextContent('Shortlist delivered'));
    await waitFor(() => expect(completed).toHaveTextContent('Good · Given on 20 Mar 2026'));
    await expect(completed).toHaveTextContent('Good breadth; please focus on Basel.');
    await expect(within(completed).getByRole('list', { name: 'Log' }).children).toHaveLength(3);
    const withdrawn = await cardOf('Medtech candidates');
    await expect(actionsOf(withdrawn)).toEqual([]);
    await expect(withdrawn).toHaveTextContent('Candidates no longer available.');
    // The employer submits nothing.
    await expect(screen.queryByRole('button', { name: 'Submit candidate list' })).toBeNull();
    await expectAllMatched(api);
    settleAtTop();
  },
};

/** The employer gives feedback, then completes the research with a milestone: the card follows. */
export const FeedbackThenComplete: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    let card = await cardOf('Longlist regulatory affairs, DACH');
    const feedback = await openAction(card, 'Give feedback', 'Edit employer feedback');
    await waitFor(() => expect(within(feedback).getByRole('button', { name: /Assessment level/ })).toBeEnabled());
    await userEvent.type(within(feedback).getByRole('textbox', { name: /Feedback/ }), 'Strong longlist.');
    await userEvent.click(within(feedback).getByRole('button', { name: /Assessment level/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Excellent' }));
    await userEvent.click(within(feedback).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('PUT', '/candidate-list/{id}/feedback/edit').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/candidate-list/9101/feedback/edit', body: { feedback: 'Strong longlist.', assessmentLevel: 'excellent' } },
    ]);
    await waitFor(async () => expect(await cardOf('Longlist regulatory affairs, DACH')).toHaveTextContent('Strong longlist.'));
    await waitFor(async () =>
      expect(await cardOf('Longlist regulatory affairs, DACH')).toHaveTextContent('Excellent · Given on 20 Mar 2026'),
    );
    card = await cardOf('Longlist regulatory affairs, DACH');
    const complete = await openAction(card, 'Complete research', 'Complete research');
    await waitFor(() => expect(within(complete).getByRole('button', { name: /Milestone/ })).toBeEnabled());
    await userEvent.click(within(complete).getByRole('button', { name: /Milestone/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Shortlist delivered' }));
    await userEvent.click(within(complete).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('PUT', '/candidate-list/{id}/complete').map(({ body }) => body)).toEqual([
      { milestone: 'shortlist-delivery' },
    ]);
    await expect(
      await screen.findByRole('alertdialog', { name: 'The research of “Longlist regulatory affairs, DACH” was completed.' }),
    ).toBeVisible();
    await waitFor(async () => expect(actionsOf(await cardOf('Longlist regulatory affairs, DACH'))).toEqual(['Edit feedback']));
    card = await cardOf('Longlist regulatory affairs, DACH');
    await expect(card).toHaveTextContent('Research completed');
    await waitFor(async () => expect(await cardOf('Longlist regulatory affairs, DACH')).toHaveTextContent('Shortlist delivered'));
    await expect(within(card).getByRole('list', { name: 'Log' }).children).toHaveLength(3);
    await expectAllMatched(api);
    settleAtTop();
  },
};

/** The employer rejects a list with a comment. */
export const Reject: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const dialog = await openAction(await cardOf('Longlist regulatory affairs, DACH'), 'Reject', 'Reject candidate list');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Too far from Basel.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('PUT', '/candidate-list/{id}/reject').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/candidate-list/9101/reject', body: { comment: 'Too far from Basel.' } },
    ]);
    await waitFor(async () => expect(actionsOf(await cardOf('Longlist regulatory affairs, DACH'))).toEqual(['Give feedback']));
    await expect(await cardOf('Longlist regulatory affairs, DACH')).toHaveTextContent('Too far from Basel.');
    await expectAllMatched(api);
    settleAtTop();
  },
};

/** Completing is refused (409): the dialog stays open with the server's message and the milestone chosen. */
export const CompleteRefused: Story = {
  args: {
    routes: server({ refuse: { action: 'complete', status: 409, message: 'This is not possible in the current status.' } }),
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const dialog = await openAction(await cardOf('Longlist regulatory affairs, DACH'), 'Complete research', 'Complete research');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Milestone/ })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: /Milestone/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Interviews started' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This is not possible in the current status.');
    await expect(within(dialog).getByRole('button', { name: /Milestone/ })).toHaveTextContent('Interviews started');
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await expect(api.callsTo('PUT', '/candidate-list/{id}/complete').map((call) => call.status)).toEqual([409]);
    // Sent again, it goes through.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('PUT', '/candidate-list/{id}/complete').map((call) => call.body)).toEqual([
      { milestone: 'start-interviews' },
      { milestone: 'start-interviews' },
    ]);
    await expect(
      await screen.findByRole('alertdialog', { name: 'The research of “Longlist regulatory affairs, DACH” was completed.' }),
    ).toBeVisible();
    await waitFor(async () => expect(actionsOf(await cardOf('Longlist regulatory affairs, DACH'))).toEqual(['Give feedback']));
    await expectAllMatched(api);
    settleAtTop();
  },
};

/** The accepted consultant sees their own lists, submits a new one with a document, and withdraws the older one. */
export const ConsultantSubmitsAndWithdraws: Story = {
  args: { user: users.consultant, routes: server({ user: users.consultant }) },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const older = await cardOf('Longlist regulatory affairs, DACH');
    await expect(actionsOf(older)).toEqual(['Withdraw']);
    await expect(screen.queryByRole('listitem', { name: 'Shortlist Basel' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit candidate list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit candidate list' }, { timeout: 10_000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Shortlist regulatory affairs');
    await within(dialog).findByRole('textbox', { name: /^Comment/ }, { timeout: 15_000 });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array(2048)], 'Shortlist.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(within(dialog).getByText('Uploaded')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(api.callsTo('POST', '/candidate-list/create').map((call) => call.body)).toEqual([
      { title: 'Shortlist regulatory affairs', comment: null, attachments: [701], jobId: vacancyId },
    ]);
    const created = await cardOf('Shortlist regulatory affairs');
    await expect(actionsOf(created)).toEqual(['Withdraw']);
    await expect(within(created).getByRole('button', { name: 'Download Document 1' })).toBeVisible();
    // The older list withdrawn, with a comment and a copy to the employer.
    const withdraw = await openAction(await cardOf('Longlist regulatory affairs, DACH'), 'Withdraw', 'Withdraw candidate list');
    await userEvent.type(within(withdraw).getByRole('textbox', { name: /Comment/ }), 'Replaced by the shortlist.');
    await userEvent.click(within(withdraw).getByRole('checkbox', { name: 'Send a copy to the employer' }));
    await userEvent.click(within(withdraw).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('PUT', '/candidate-list/{id}/withdraw').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/candidate-list/9101/withdraw', body: { comment: 'Replaced by the shortlist.', sendCopyToEmployer: true } },
    ]);
    await waitFor(async () => expect(actionsOf(await cardOf('Longlist regulatory affairs, DACH'))).toEqual([]));
    await expect(await cardOf('Longlist regulatory affairs, DACH')).toHaveTextContent('Withdrawn');
    await expectAllMatched(api);
    settleAtTop();
  },
};

/** A consultant without lists yet: the empty state says what to do; the button submits the first. */
export const EmptyConsultant: Story = {
  args: { user: users.consultant, routes: server({ user: users.consultant, seeded: false }) },
  play: async ({ canvasElement }) => {
    await heading();
    await expect(await screen.findByRole('heading', { level: 2, name: 'No candidate lists yet' }, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByText('Submit the candidates of your research as a list, with its documents.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Submit candidate list' })).toBeEnabled();
    await expectAllMatched(screenFetch(canvasElement));
  },
};

/** A consultant not (or no longer) accepted: no submit button; the server's menu does not offer it. */
export const ConsultantNotAccepted: Story = {
  args: { user: users.consultant, routes: server({ user: users.consultant, seeded: false, menu: vacancyMenus.consultant }) },
  play: async () => {
    await heading();
    await screen.findByRole('heading', { level: 2, name: 'No candidate lists yet' }, { timeout: 5000 });
    await expect(screen.queryByRole('button', { name: 'Submit candidate list' })).toBeNull();
  },
};

/** The lists fail to load: the server's message where they would be, and "Try again". */
export const Failed: Story = {
  args: {
    routes: [
      { method: 'POST', path: listPath, respond: () => ({ status: 403, body: 'You may not see these candidate lists.' }) },
      ...server(),
    ],
  },
  play: async () => {
    await heading();
    const alert = await screen.findByText('You may not see these candidate lists.', {}, { timeout: 5000 });
    await expect(alert).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { routes: [{ method: 'POST', path: listPath, delayMs: 'never', respond: () => ({ body: {} }) }, ...server()] },
  play: async () => {
    await heading();
    await expect(await screen.findByRole('status', { name: 'Loading the candidate lists…' })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await screen.findByRole('heading', { level: 1, name: vacancy('active', 'de').title }, { timeout: 5000 });
    await expect(screen.getByRole('tab', { name: 'Kandidatenlisten' })).toHaveAttribute('aria-selected', 'true');
    const completed = await cardOf('Shortlist Basel');
    await expect(completed).toHaveTextContent('Recherche abgeschlossen');
    await waitFor(() => expect(completed).toHaveTextContent('Shortlist geliefert'));
    await waitFor(() => expect(completed).toHaveTextContent('Gut · Erteilt am 20.03.2026'));
    await expect(actionsOf(await cardOf('Longlist regulatory affairs, DACH'))).toEqual([
      'Recherche abschließen',
      'Feedback geben',
      'Ablehnen',
    ]);
    await expect(within(completed).getByRole('list', { name: 'Protokoll' })).toBeVisible();
    await expectAllMatched(screenFetch(canvasElement));
    settleAtTop();
  },
};
