import type { Meta, StoryObj } from '@storybook/react-vite';
import { inviteConsultantsFixtures } from '@mandate/ui/fixtures';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import { hasSucceeded, type FixtureRoute } from '../../testing/fixtureFetch';
import { employerRecruiters, jobRecruiter, users, vacancy, vacancyHistory, vacancyId, vacancyMenus } from '../../testing/fixtures';
import { expectAllMatched, screenFetch, type ScreenStory, screenStoryMeta, settle } from '../../testing/ScreenStory';
import { submitMenus } from '../../testing/submitFixtures';
import VacancyView from './VacancyView';

const view = '/job/{id}/view';
const menu = '/job/{id}/menu';
const onHold = '/job/{id}/on-hold';
const cancel = '/job/{id}/cancel';
const recruiters = '/job/{id}/job-recruiter';
const history = '/job/{id}/history';
const approve = '/job-recruiter/{id}/approve';
const reject = '/job-recruiter/{id}/reject';
const title = vacancy().title;

/**
 * The vacancy as the server shows it to its employer: active until a `PUT /job/{id}/on-hold` (on
 * hold after) or `PUT /job/{id}/cancel` (cancelled after) succeeded; three consultants (one
 * requested, one accepted who supplied candidates, one invited) until one is approved or rejected.
 */
const vacancyServer: FixtureRoute[] = [
  {
    method: 'GET',
    path: view,
    respond: ({ calls, locale }) => ({
      body: vacancy(hasSucceeded(calls, 'PUT', cancel) ? 'cancelled' : hasSucceeded(calls, 'PUT', onHold) ? 'on-hold' : 'active', locale),
    }),
  },
  {
    method: 'GET',
    path: menu,
    respond: ({ calls }) => ({ body: hasSucceeded(calls, 'PUT', onHold) ? vacancyMenus.employerOnHold : vacancyMenus.employerActive }),
  },
  { method: 'PUT', path: onHold, respond: ({ locale }) => ({ body: vacancy('on-hold', locale) }) },
  { method: 'PUT', path: cancel, respond: ({ locale }) => ({ body: vacancy('cancelled', locale) }) },
  {
    method: 'GET',
    path: recruiters,
    respond: ({ calls }) => {
      const items = employerRecruiters({ approved: hasSucceeded(calls, 'PUT', approve), rejected: hasSucceeded(calls, 'PUT', reject) });
      return { body: { items, total: items.length } };
    },
  },
  {
    method: 'GET',
    path: history,
    respond: ({ calls }) => {
      const items = vacancyHistory(hasSucceeded(calls, 'PUT', onHold));
      return { body: { items, total: items.length } };
    },
  },
  { method: 'PUT', path: approve, respond: () => ({ body: employerRecruiters({ approved: true })[1] }) },
  { method: 'PUT', path: reject, respond: () => ({ body: employerRecruiters({ rejected: true })[1] }) },
];

const meta = {
  title: 'Screens/VacancyView',
  // The Shell and a router per story: one story at a time, not a docs page of all of them.
  tags: ['!autodocs'],
  ...screenStoryMeta({
    args: {
      path: paths.vacancy(vacancyId),
      routePath: '/dashboard/vacancy/:id/view',
      Component: VacancyView,
      user: users.employer,
      routes: vacancyServer,
    },
    description:
      'The vacancy page (`/dashboard/vacancy/{id}/view`) in the app’s shell and providers, its store’s real API client answering from ' +
      'fixtures at the transport level (apps/web/src/testing, decision 0014).',
  }),
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page once loaded: its only h1 is the vacancy's title. */
const heading = () => screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });

/** The key facts as label → value. */
function keyFacts(canvasElement: HTMLElement): Record<string, string> {
  const group = within(canvasElement).getByRole('group', { name: /Key facts|Eckdaten/ });
  const terms = within(group).getAllByRole('term');
  const definitions = within(group).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, index) => [term.textContent ?? '', definitions[index]?.textContent ?? '']));
}

/** Opens the Actions menu and chooses "Put on hold"; resolves to the dialog once its reasons have loaded. */
async function openPutOnHold() {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Put on hold' }));
  const dialog = await screen.findByRole('dialog', { name: 'Put vacancy on hold' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: /Reason/ })).toBeEnabled());
  return dialog;
}

/** Picks "Budget under review" and types a description, as a user does. */
async function fillPutOnHold(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: /Reason/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Budget under review' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Budget freeze until the end of Q3.');
}

/** No focus ring and no announcement pointing at a button that is gone (see .storybook/vitest.setup.ts) in the screenshot. */
/** The consultant rows of the consultants tab by name: the status badge's text and the buttons. */
function consultantRows(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('list', { name: /Search consultants|Personalberater/ });
  return within(list)
    .getAllByRole('listitem')
    .map((row) => ({
      // The name is a link, or for the employer side the button of the consultant's popover.
      name: row.ownerDocument.getElementById(row.getAttribute('aria-labelledby') ?? '')?.textContent,
      text: row.textContent ?? '',
      actions: Array.from(row.querySelectorAll('[role="group"] button')).map((button) => button.textContent),
    }));
}

/** The row of one consultant. */
const rowOf = async (name: string) => screen.findByRole('listitem', { name }, { timeout: 5000 });

const notStatus = 'This is not possible in the current status.';

export const Employer: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const h1 = await heading();
    const header = h1.closest('header')!;
    await expect(within(header).getByText('Active')).toBeVisible();
    await expect(keyFacts(canvasElement)).toMatchObject({
      Reference: 'REG-2026-014',
      Owner: 'Anna Keller · Helvetia Pharma AG',
      Location: 'Basel, Switzerland',
      Positions: '2 positions, 1 filled',
      Accepting: 'Candidates, Search consultants',
      Published: '5 Mar 2026',
      Expires: '30 Jun 2026',
    });
    // The actions come from the server's menu: those allowed enabled, those refused for the status disabled with the reason.
    const actions = within(header).getByRole('button', { name: 'Actions' });
    await userEvent.click(actions);
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Edit',
      'Put on hold',
      'Cancel vacancy',
      'Accept candidates on/off',
      'Accept headhunters on/off',
      `Reactivate${notStatus}`,
      `Republish${notStatus}`,
    ]);
    // "Edit" is a link to the vacancy's edit page, not a dialog.
    await expect(items[0]).toHaveAttribute('href', `/dashboard/vacancy/${vacancyId}/edit`);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.unhover(actions);
    // The consultants tab is the default: each consultant with the displayed status (000 §4) and the server's actions for them.
    await expect(screen.getByRole('tab', { name: 'Search consultants' })).toHaveAttribute('aria-selected', 'true');
    await rowOf('Lukas Brunner');
    const rows = consultantRows(canvasElement);
    await expect(rows.map(({ name, actions: buttons }) => ({ name, buttons }))).toEqual([
      { name: 'Sabine Graf', buttons: ['Reject', 'Write testimonial'] },
      { name: 'Lukas Brunner', buttons: ['Approve', 'Reject'] },
      { name: 'Thomas Huber', buttons: ['Withdraw invitation'] },
    ]);
    await expect(rows[0]!.text).toContain('Applied');
    await expect(rows[0]!.text).toContain('3 candidates submitted');
    await expect(rows[1]!.text).toContain('Requested');
    await expect(rows[1]!.text).toContain('I placed two regulatory heads last year.');
    await expect(rows[2]!.text).toContain('Invited');
    // The real client sent the session's token with every call.
    await expect(api.callsTo('GET', view)[0]?.headers.token).toBe('fixture-token');
    await expectAllMatched(api);
    settle();
  },
};

export const PutOnHold: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const dialog = await openPutOnHold();
    await fillPutOnHold(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Exactly the domain schema's payload went to the server.
    const puts = api.callsTo('PUT', onHold);
    await expect(puts.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/job/${vacancyId}/on-hold`, body: { reason: 'budget-review', comment: 'Budget freeze until the end of Q3.' } },
    ]);
    // The page refetched its view and menu and shows the new status without a reload; the shell shows the success bar.
    const header = (await heading()).closest('header')!;
    await waitFor(() => expect(within(header).getByText('On hold')).toBeVisible());
    await expect(await screen.findByRole('alertdialog', { name: 'The vacancy is on hold.' })).toBeVisible();
    await expect(api.callsTo('GET', view)).toHaveLength(2);
    await expect(api.callsTo('GET', menu)).toHaveLength(2);
    await expectAllMatched(api);
    settle();
  },
};

/** The invitation text the server's template starts the stepper with (`defaultComment`). */
const defaultComment = '<p>We think you would be a good fit for this search. Are you interested?</p>';

export const InviteConsultants: Story = {
  args: {
    routes: [
      {
        method: 'GET',
        path: menu,
        respond: () => ({ body: { ...vacancyMenus.employerActive, job: [...vacancyMenus.employerActive.job, 'invite'] } }),
      },
      {
        method: 'POST',
        path: '/user/list',
        respond: () => ({ body: { items: inviteConsultantsFixtures.consultants, total: inviteConsultantsFixtures.consultants.length } }),
      },
      {
        method: 'GET',
        path: '/notification-template/{kind}',
        respond: () => ({
          body: {
            id: 1,
            kind: 'invite',
            language: { code: 'en' },
            organization: null,
            subject: 'Invitation to the vacancy {{job}}',
            body: '<p>Dear {{recipient}},</p><p>you are invited to work on the vacancy <strong>{{job}}</strong>.</p>{{comment}}',
            defaultComment,
            updateDate: '2026-03-02T08:00:00.000Z',
          },
        }),
      },
      {
        method: 'POST',
        path: '/notification-template/{kind}/render',
        respond: () => ({
          body: {
            subject: `Invitation to the vacancy ${title}`,
            html: `<p>Dear Élodie Dubois,</p><p>you are invited to work on the vacancy <strong>${title}</strong>.</p>${defaultComment}`,
            text: '',
          },
        }),
      },
      { method: 'POST', path: '/job/{id}/job-recruiter/invite', respond: () => ({ body: { items: [], total: 0 } }) },
      ...vacancyServer,
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Invite search consultants' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite search consultants' }, { timeout: 10_000 });
    const row = await within(dialog).findByRole('row', { name: /Élodie Dubois/ }, { timeout: 10_000 });
    await userEvent.click(within(row).getByRole('checkbox'));
    // The picker asks for active consultants with their invitation counts, without the company's blacklist.
    await expect(api.callsTo('POST', '/user/list')[0]?.body).toMatchObject({
      roles: ['recruiter'],
      withInvitations: true,
      excludeCompanyBlacklist: vacancy().authoredBy.organization!.id,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    // The text starts from the template's default text, not from the mail around it.
    const text = await within(dialog).findByRole('textbox', { name: /^Invitation text/ }, { timeout: 15_000 });
    await waitFor(() => expect(text).toHaveTextContent('We think you would be a good fit for this search.'));
    await expect(text).not.toHaveTextContent('{{');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await expect(await within(dialog).findByText('Dear Élodie Dubois,')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('POST', '/job/{id}/job-recruiter/invite').map(({ body }) => body)).toEqual([
      { recruiters: [8], comment: defaultComment, language: 'en' },
    ]);
    await expect(await screen.findByRole('alertdialog', { name: 'The invitation is sent.' })).toBeVisible();
    await expectAllMatched(api);
    settle();
  },
};

export const Refused: Story = {
  args: {
    routes: [
      {
        method: 'PUT',
        path: onHold,
        respond: () => ({ status: 409, body: { message: 'This is not possible in the current status.' } }),
      },
      ...vacancyServer,
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const dialog = await openPutOnHold();
    await fillPutOnHold(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    // The server's message in the dialog, the input kept, and no error bar of the global handler besides.
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('This is not possible in the current status.');
    await expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Budget freeze until the end of Q3.');
    await expect(within(dialog).getByRole('button', { name: /Reason/ })).toHaveTextContent('Budget under review');
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await expect(api.callsTo('PUT', onHold).map((call) => call.status)).toEqual([409]);
    // Nothing changed, so nothing was refetched.
    await expect(api.callsTo('GET', view)).toHaveLength(1);
    await expectAllMatched(api);
    settle();
  },
};

export const Loading: Story = {
  args: {
    routes: [{ method: 'GET', path: view, delayMs: 'never', respond: () => ({ body: vacancy() }) }, ...vacancyServer],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const main = await screen.findByRole('main', { name: 'Loading the vacancy…' }, { timeout: 5000 });
    await expect(main).toHaveAttribute('aria-busy', 'true');
    // Skeletons shaped like the content, hidden from screen readers; no title yet.
    await expect(main.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
    await expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    // The view was asked for and has no answer; the shell's loading line runs meanwhile.
    await waitFor(() => expect(api.callsTo('GET', view)).toHaveLength(1));
    await expect(api.callsTo('GET', view)[0]?.status).toBeNull();
    await expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expectAllMatched(api);
  },
};

export const NotFound: Story = {
  args: {
    routes: [
      {
        method: 'GET',
        path: view,
        respond: () => ({ status: 404, body: { message: 'This vacancy does not exist, or you may not see it.' } }),
      },
      {
        method: 'GET',
        path: menu,
        respond: () => ({ status: 404, body: { message: 'This vacancy does not exist, or you may not see it.' } }),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('This vacancy does not exist, or you may not see it.');
    // The page's heading says no vacancy is shown (the server's answer is the same for one the user may not see).
    await expect(screen.getByRole('heading', { level: 1, name: 'Vacancy not available' })).toBeVisible();
    // The page shows it inline: no error bar of the global handler.
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await expect(api.callsTo('GET', view)).toHaveLength(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('GET', view)).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET', view)[1]?.status).toBe(404));
    await expect(await screen.findByRole('alert')).toHaveTextContent('This vacancy does not exist, or you may not see it.');
    settle();
  },
};

export const Consultant: Story = {
  args: {
    user: users.consultant,
    routes: [
      { method: 'GET', path: menu, respond: () => ({ body: vacancyMenus.consultant }) },
      { method: 'GET', path: recruiters, respond: () => ({ body: { items: [], total: 0 } }) },
      ...vacancyServer,
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const header = (await heading()).closest('header')!;
    await waitFor(() => expect(api.callsTo('GET', menu)[0]?.status).toBe(200));
    // Every action is refused with permission-denied: left out, so there is no Actions menu at all, and no own step either.
    await expect(within(header).queryByRole('button', { name: 'Actions' })).toBeNull();
    await expect(within(header).queryByRole('button')).toBeNull();
    await expect(within(header).getByText('Active')).toBeVisible();
    await expect(screen.getByText(users.consultant.name)).toBeVisible();
    await expect(await screen.findByText('You do not work on this vacancy yet.')).toBeVisible();
    await expectAllMatched(api);
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    routes: [
      { method: 'GET', path: view, respond: ({ locale }) => ({ body: vacancy('on-hold', locale) }) },
      { method: 'GET', path: menu, respond: () => ({ body: vacancyMenus.employerOnHold }) },
      { method: 'GET', path: recruiters, respond: () => ({ body: { items: employerRecruiters(), total: 3 } }) },
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const header = (await heading()).closest('header')!;
    await expect(within(header).getByText('Pausiert')).toBeVisible();
    await expect(keyFacts(canvasElement)).toMatchObject({
      Referenz: 'REG-2026-014',
      Arbeitsort: 'Basel, Schweiz',
      Positionen: '2 Positionen, 1 besetzt',
      Veröffentlicht: '05.03.2026',
    });
    // The client asked in German (the locale cookie, as in the app).
    await expect(api.callsTo('GET', view)[0]?.headers.locale).toBe('de');
    // "Pausieren" is refused for the status: shown disabled with the domain's reason.
    const actions = within(header).getByRole('button', { name: 'Aktionen' });
    await userEvent.click(actions);
    const hold = within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Pausieren/ });
    await expect(hold).toHaveAttribute('aria-disabled', 'true');
    await expect(hold).toHaveTextContent('Im aktuellen Status ist dies nicht möglich.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.unhover(actions);
    // The consultants in German: displayed statuses and the buttons.
    await expect(screen.getByRole('tab', { name: 'Personalberater/innen' })).toHaveAttribute('aria-selected', 'true');
    const lukas = await rowOf('Lukas Brunner');
    await expect(within(lukas).getByText('Angefragt')).toBeVisible();
    await expect(within(lukas).getByText('seit 08.03.2026')).toBeVisible();
    await expect(
      within(within(lukas).getByRole('group'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Freigeben', 'Ablehnen']);
    await expect(within(await rowOf('Sabine Graf')).getByText('Beworben')).toBeVisible();
    await expectAllMatched(api);
    settle();
  },
};

/** Opens a consultant's action from their row; resolves to the dialog. */
async function openRowAction(name: string, action: string, dialogName: string) {
  const row = await rowOf(name);
  await userEvent.click(within(row).getByRole('button', { name: action }));
  return screen.findByRole('dialog', { name: dialogName });
}

export const ApproveConsultant: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const dialog = await openRowAction('Lukas Brunner', 'Approve', 'Activate search consultant');
    await expect(dialog).toHaveTextContent(`Accept the request of Lukas Brunner to work on the vacancy ${title}?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('PUT', approve).map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/job-recruiter/901/approve', body: { comment: null } },
    ]);
    // The row refetched: Lukas now shows "Applied" and the actions the server allows after the change; the success bar names him.
    const row = await rowOf('Lukas Brunner');
    await waitFor(() => expect(within(row).getByText('Applied')).toBeVisible());
    await expect(
      within(within(row).getByRole('group'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reject', 'Write testimonial']);
    await expect(await screen.findByRole('alertdialog', { name: 'Lukas Brunner works on the vacancy now.' })).toBeVisible();
    await expect(api.callsTo('GET', recruiters)).toHaveLength(2);
    await expectAllMatched(api);
    settle();
  },
};

export const RejectConsultantRefused: Story = {
  args: {
    routes: [
      {
        method: 'PUT',
        path: reject,
        respond: () => ({ status: 409, body: { message: 'This is not possible in the current status.' } }),
      },
      ...vacancyServer,
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const dialog = await openRowAction('Lukas Brunner', 'Reject', 'Reject search consultant');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'We work with agencies from our PSL only.');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Send a copy to the search consultant' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    // The server's message in the dialog, the input kept, no global error bar; nothing refetched.
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This is not possible in the current status.');
    await expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('We work with agencies from our PSL only.');
    await expect(within(dialog).getByRole('checkbox', { name: 'Send a copy to the search consultant' })).toBeChecked();
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await expect(api.callsTo('PUT', reject).map(({ path, body, status }) => ({ path, body, status }))).toEqual([
      {
        path: '/job-recruiter/901/reject',
        body: { comment: 'We work with agencies from our PSL only.', sendCopyToRecruiter: true },
        status: 409,
      },
    ]);
    await expect(api.callsTo('GET', recruiters)).toHaveLength(1);
    await expectAllMatched(api);
    settle();
  },
};

export const CancelRatingConsultant: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Cancel vacancy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel vacancy' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Reason/ })).toBeEnabled());
    // Only the accepted consultant who supplied candidates is there to rate; an employer gets no admin checkbox.
    const group = within(dialog).getByRole('group', { name: 'Rate the search consultants who supplied candidates' });
    await expect(
      within(group)
        .getAllByRole('slider')
        .map((slider) => slider.getAttribute('aria-label') ?? slider.textContent),
    ).toHaveLength(1);
    await expect(within(group).getByRole('slider', { name: 'Sabine Graf' })).toBeInTheDocument();
    await expect(within(dialog).queryByRole('checkbox', { name: /Don’t send notification/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Budget withdrawn' }));
    within(group).getByRole('slider', { name: 'Sabine Graf' }).focus();
    await userEvent.keyboard('{End}{ArrowLeft}{ArrowLeft}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('PUT', cancel).map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: `/job/${vacancyId}/cancel`,
        body: {
          cancelReason: 'budget',
          comment: null,
          sendCopyToEmployer: false,
          suppressNotifications: false,
          ratings: [{ user: { id: 44, fullName: 'Sabine Graf' }, rating: 4 }],
        },
      },
    ]);
    const header = (await heading()).closest('header')!;
    await waitFor(() => expect(within(header).getByText('Cancelled')).toBeVisible());
    await expect(await screen.findByRole('alertdialog', { name: 'The vacancy is cancelled.' })).toBeVisible();
    await expectAllMatched(api);
    settle();
  },
};

export const AdminCancelled: Story = {
  args: {
    user: users.admin,
    routes: [
      {
        method: 'GET',
        path: view,
        respond: ({ calls, locale }) => ({
          body: vacancy(hasSucceeded(calls, 'PUT', '/job/{id}/reactivate') ? 'active' : 'cancelled', locale),
        }),
      },
      {
        method: 'GET',
        path: menu,
        respond: ({ calls }) => ({
          body: hasSucceeded(calls, 'PUT', '/job/{id}/reactivate') ? vacancyMenus.employerActive : vacancyMenus.adminCancelled,
        }),
      },
      { method: 'PUT', path: '/job/{id}/reactivate', respond: ({ locale }) => ({ body: vacancy('active', locale) }) },
      ...vacancyServer,
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const header = (await heading()).closest('header')!;
    await expect(within(header).getByText('Cancelled')).toBeVisible();
    await userEvent.click(within(header).getByRole('button', { name: 'Actions' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    // "Send to all" has no dialog here (the server has no route for it yet): left out.
    await expect(items.map((item) => item.textContent)).toEqual([
      'Edit',
      'Reactivate',
      `Put on hold${notStatus}`,
      `Cancel vacancy${notStatus}`,
      `Reopen${notStatus}`,
    ]);
    await userEvent.click(items[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate vacancy' });
    await expect(dialog).toHaveTextContent(`Reactivate “${title}”? Search consultants can work on it again.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('PUT', '/job/{id}/reactivate').map(({ body }) => body)).toEqual([{ comment: null }]);
    await waitFor(() => expect(within(header).getByText('Active')).toBeVisible());
    await expect(await screen.findByRole('alertdialog', { name: 'The vacancy is active again.' })).toBeVisible();
    // The admin variant of the cancel dialog: the suppress-notifications checkbox.
    await userEvent.click(within(header).getByRole('button', { name: 'Actions' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Cancel vacancy' }));
    const cancelDialog = await screen.findByRole('dialog', { name: 'Cancel vacancy' });
    await expect(
      within(cancelDialog).getByRole('checkbox', { name: 'Don’t send notification to employer and search consultants' }),
    ).toBeVisible();
    await userEvent.click(within(cancelDialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectAllMatched(api);
    settle();
  },
};

const invitedServer: FixtureRoute[] = [
  {
    method: 'GET',
    path: menu,
    respond: ({ calls }) => ({
      body: hasSucceeded(calls, 'POST', '/job/{id}/job-recruiter/invitation/decline')
        ? vacancyMenus.consultant
        : vacancyMenus.consultantInvited,
    }),
  },
  {
    method: 'GET',
    path: recruiters,
    respond: ({ calls }) => {
      const declined = hasSucceeded(calls, 'POST', '/job/{id}/job-recruiter/invitation/decline');
      const own = declined
        ? jobRecruiter('own', 'withdrawn', 'invitation', [], { since: '2026-03-12T12:00:00.000Z' })
        : jobRecruiter('own', 'invited', 'invitation', ['accept-invitation', 'decline-invitation'], {
            comment: '<p>Your network in regulatory affairs would help us.</p>',
          });
      return { body: { items: [own], total: 1 } };
    },
  },
  {
    method: 'POST',
    path: '/job/{id}/job-recruiter/invitation/decline',
    respond: () => ({ body: jobRecruiter('own', 'withdrawn', 'invitation', []) }),
  },
  ...vacancyServer,
];

export const ConsultantDeclinesInvitation: Story = {
  args: { user: users.consultant, routes: invitedServer },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const header = (await heading()).closest('header')!;
    // Their next step is the primary action; the row offers accepting and declining.
    await expect(await within(header).findByRole('button', { name: 'Accept invitation' })).toBeVisible();
    const row = await rowOf(users.consultant.name);
    await expect(within(row).getByText('Invited')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Decline invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline invitation' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Reason/ })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'No capacity at the moment' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Fully booked until June.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('POST', '/job/{id}/job-recruiter/invitation/decline').map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: `/job/${vacancyId}/job-recruiter/invitation/decline`,
        body: { declineReason: 'no-capacity', comment: 'Fully booked until June.', sendCopyToEmployer: false },
      },
    ]);
    // A withdrawal after an invitation shows as "Declined" (000 §4); no buttons and no primary action any more.
    await waitFor(async () => expect(within(await rowOf(users.consultant.name)).getByText('Declined')).toBeVisible());
    await expect(within(await rowOf(users.consultant.name)).queryByRole('button')).toBeNull();
    await waitFor(() => expect(within(header).queryByRole('button', { name: 'Accept invitation' })).toBeNull());
    await expect(await screen.findByRole('alertdialog', { name: 'You declined the invitation.' })).toBeVisible();
    await expectAllMatched(api);
    settle();
  },
};

export const ConsultantMayRequest: Story = {
  args: {
    user: users.consultant,
    routes: [
      { method: 'GET', path: menu, respond: () => ({ body: vacancyMenus.consultantNew }) },
      { method: 'GET', path: recruiters, respond: () => ({ body: { items: [], total: 0 } }) },
      ...vacancyServer,
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const header = (await heading()).closest('header')!;
    const primary = await within(header).findByRole('button', { name: 'Apply to work on this vacancy' });
    // The empty consultants tab says why and offers the same step.
    await expect(await screen.findByText('You do not work on this vacancy yet.')).toBeVisible();
    await expect(screen.getAllByRole('button', { name: 'Apply to work on this vacancy' })).toHaveLength(2);
    await userEvent.click(primary);
    const dialog = await screen.findByRole('dialog', { name: 'Apply to work on the vacancy' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent(`You apply to work on “${title}”.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectAllMatched(api);
    settle();
  },
};

export const EmptyConsultants: Story = {
  args: {
    routes: [{ method: 'GET', path: recruiters, respond: () => ({ body: { items: [], total: 0 } }) }, ...vacancyServer],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    await expect(await screen.findByRole('heading', { name: 'No search consultants yet' })).toBeVisible();
    await expect(screen.getByText('Search consultants who ask to work on this vacancy or accept an invitation appear here.')).toBeVisible();
    await expectAllMatched(api);
    settle();
  },
};

export const History: Story = {
  args: { path: paths.vacancy(vacancyId, 'history') },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    // The tab comes from the URL.
    await expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'History' }, { timeout: 5000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    // Newest first; the consultant's entries name them; an application's entry is the pipeline's, not listed here.
    const entries = within(list).getAllByRole('listitem');
    await expect(entries.map((entry) => entry.querySelector('span')?.textContent)).toEqual([
      'Lukas Brunner',
      'Sabine Graf',
      'Publish',
      'Draft',
    ]);
    await expect(within(entries[0]!).getByText('Requested')).toBeVisible();
    await expect(within(entries[0]!).getByText('I placed two regulatory heads last year.')).toBeVisible();
    await expect(within(entries[1]!).getByText('Invited')).toBeVisible();
    await expect(within(entries[2]!).getByText('Active')).toBeVisible();
    // Putting it on hold adds an entry with the reason's label from its list.
    const dialog = await openPutOnHold();
    await fillPutOnHold(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    const newest = within(list).getAllByRole('listitem')[0]!;
    await expect(within(newest).getByText('Put on hold')).toBeVisible();
    await expect(within(newest).getByText('Budget under review')).toBeVisible();
    await expect(api.callsTo('GET', history)).toHaveLength(2);
    await expectAllMatched(api);
    settle();
  },
};

export const HistoryGerman: Story = {
  globals: { locale: 'de' },
  args: { path: paths.vacancy(vacancyId, 'history') },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const list = await screen.findByRole('list', { name: 'Verlauf' }, { timeout: 5000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    const entries = within(list).getAllByRole('listitem');
    await expect(within(entries[0]!).getByText('Angefragt')).toBeVisible();
    await expect(within(entries[2]!).getByText('Veröffentlichen')).toBeVisible();
    await expect(within(entries[2]!).getByText(/^05\.03\.2026, \d\d:\d\d$/)).toBeVisible();
    await expect(within(entries[2]!).getByText('von Anna Keller')).toBeVisible();
    // Switching tabs writes the tab into the URL.
    await userEvent.click(screen.getByRole('tab', { name: 'Personalberater/innen' }));
    await expect(await rowOf('Lukas Brunner')).toBeVisible();
    await expectAllMatched(api);
    settle();
  },
};

/** An accepted consultant on an active vacancy taking candidates: the server's menu offers submit-candidate, the header's primary action. */
export const AcceptedConsultant: Story = {
  args: {
    user: users.consultant,
    routes: [
      { method: 'GET', path: menu, respond: () => ({ body: submitMenus.accepted }) },
      { method: 'GET', path: recruiters, respond: () => ({ body: { items: [], total: 0 } }) },
      ...vacancyServer,
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const header = (await heading()).closest('header')!;
    await expect(await within(header).findByRole('button', { name: 'Submit candidate' }, { timeout: 5000 })).toBeEnabled();
    await expect(within(header).queryByRole('button', { name: 'Apply to work on this vacancy' })).toBeNull();
    await expectAllMatched(api);
    settle();
  },
};
