import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import { applicationServer, applicationStates } from '../../testing/applicationFixtures';
import type { FixtureRoute } from '../../testing/fixtureFetch';
import { employerRecruiters, users, vacancy, vacancyId, vacancyMenus } from '../../testing/fixtures';
import { expectAllMatched, screenFetch, type ScreenStory, screenStoryMeta, settle } from '../../testing/ScreenStory';
import VacancyView from './VacancyView';

const list = '/application/list';
const view = '/application/{id}/view';
const hire = '/application/{id}/hire';

/** The vacancy as its employer sees it; its placement count follows the hires and reverts the stories make. */
function vacancyServer(menu: object = vacancyMenus.employerActive): FixtureRoute[] {
  return [
    {
      method: 'GET',
      path: '/job/{id}/view',
      respond: ({ calls, locale }) => {
        const placements = [...applicationStates(calls).values()].filter((state) => state.placement).length;
        return { body: { ...vacancy('active', locale), placementCount: placements } };
      },
    },
    { method: 'GET', path: '/job/{id}/menu', respond: () => ({ body: menu }) },
    { method: 'GET', path: '/job/{id}/job-recruiter', respond: () => ({ body: { items: employerRecruiters(), total: 3 } }) },
  ];
}

const meta = {
  title: 'Screens/VacancyView/Applications',
  tags: ['!autodocs'],
  ...screenStoryMeta({
    args: {
      path: paths.vacancy(vacancyId, 'applications'),
      routePath: '/dashboard/vacancy/:id/view',
      Component: VacancyView,
      user: users.employer,
      routes: [...applicationServer(), ...vacancyServer()],
    },
    description:
      'The applications tab of the vacancy page (`?tab=applications`): the pipeline by status, each application’s actions from the ' +
      'server’s domain machine, its placement and log, and the candidate dialogs; the store’s real API client answering from fixtures.',
  }),
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = () => screen.findByRole('heading', { level: 1, name: vacancy().title }, { timeout: 5000 });

/** No focus ring and no announcement of a button that is gone in the screenshot; the journey scrolled to what it opened: the page from its top. */
const settleAtTop = () => settle({ scrollToTop: true });

/** The card of a candidate, once the list has loaded. */
const cardOf = (name: string) => screen.findByRole('listitem', { name }, { timeout: 5000 });

/** Opens a candidate's card; resolves to it once its actions have loaded (the opened card is a new element). */
async function openCard(name: string, details = 'Details') {
  const card = await cardOf(name);
  await userEvent.click(within(card).getByRole('button', { name: `${details}: ${name}` }));
  return openedCard(name);
}

/** The opened card of a candidate, once its actions and its details (a chunk of their own, decision 0043: the log is always there) are. */
async function openedCard(name: string) {
  const group = await screen.findByRole('group', { name: new RegExp(`^(Actions for|Aktionen für) ${name}$`) }, { timeout: 5000 });
  const card = group.closest('li')!;
  await within(card).findAllByRole('list', { name: /^(Log|Protokoll)$/ }, { timeout: 5000 });
  return card;
}

/** The buttons of an opened card's actions. */
const actionsOf = (card: HTMLElement) =>
  within(within(card).getByRole('group', { name: /^(Actions for|Aktionen für) / }))
    .getAllByRole('button')
    .map((button) => button.textContent);

/** Opens an action of a card; resolves to its dialog. */
async function openAction(card: HTMLElement, action: string, dialogName: string | RegExp) {
  await userEvent.click(within(card).getByRole('button', { name: action }));
  return screen.findByRole('dialog', { name: dialogName }, { timeout: 5000 });
}

/** The h2 of each status of the pipeline. */
const groupHeadings = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

export const Pipeline: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    await expect(screen.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
    await cardOf('Jonas Roth');
    // The statuses in pipeline order, each with its label (001 §4.3) and count.
    await expect(groupHeadings()).toEqual([
      'Line review · 1 application',
      'HR review · 1 application',
      'Candidate recruited · 1 application',
      'Backup · 1 application',
    ]);
    await expect(within(screen.getByRole('region', { name: 'Line review' })).getByRole('meter', { name: 'Line review' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
    // The list asked for this vacancy's applications.
    await expect(api.callsTo('POST', list)[0]?.body).toMatchObject({ jobId: vacancyId });
    // An opened card: the employer's actions in line review, from the server's domain machine, and the log newest first.
    const jonas = await openCard('Jonas Roth');
    await expect(actionsOf(jonas)).toEqual([
      'Schedule interview',
      'Forward to HR review',
      'Make offer',
      'Hire',
      'Back up',
      'Reject',
      'Give feedback',
      'Download PDF',
    ]);
    // Opening a card asked for that application only.
    await expect(api.callsTo('GET', view).map((call) => call.path)).toEqual(['/application/7001/view']);
    const log = within(jonas).getAllByRole('list', { name: 'Log' })[0]!;
    await expect(
      within(log)
        .getAllByRole('listitem')
        .map((entry) => entry.querySelector('span')?.textContent),
    ).toEqual(['Forward to line manager', 'Interview', 'Submitted']);
    await expect(within(log).getByText('A strong candidate for the role.')).toBeVisible();
    // The hire's placement on its card, with what the employer may do with it (reverting is the administrators').
    const nina = await openCard('Nina Frei');
    const placement = within(nina).getByRole('region', { name: 'Placement' });
    await expect(placement).toHaveTextContent(/CHF\s150,000/);
    await expect(placement).toHaveTextContent(/CHF\s30,000 \(20 % of the package\)/);
    await expect(
      within(within(placement).getByRole('group', { name: 'Placement actions' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit placement']);
    await expectAllMatched(api);
    settleAtTop();
  },
};

export const Empty: Story = {
  args: { routes: [...applicationServer(users.employer, []), ...vacancyServer()] },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    await expect(await screen.findByRole('heading', { name: 'No applications yet' }, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByText('Candidates the search consultants submit to this vacancy appear here.')).toBeVisible();
    await expectAllMatched(api);
    settleAtTop();
  },
};

export const Loading: Story = {
  args: {
    routes: [{ method: 'POST', path: list, delayMs: 'never', respond: () => ({ body: { items: [], total: 0 } }) }, ...vacancyServer()],
  },
  play: async () => {
    await heading();
    const busy = await screen.findByRole('status', { name: 'Loading the applications…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: {
    routes: [
      {
        method: 'POST',
        path: list,
        respond: () => ({ status: 403, body: { message: 'You may not see the applications of this vacancy.' } }),
      },
      ...vacancyServer(),
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('You may not see the applications of this vacancy.');
    // Shown inline, not by the global handler.
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('POST', list)).toHaveLength(2));
    settleAtTop();
  },
};

export const Consultant: Story = {
  args: {
    user: users.consultant,
    routes: [...applicationServer(users.consultant), ...vacancyServer(vacancyMenus.consultant)],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    // Only the candidates they submitted; their only step is to withdraw one in the running.
    const mia = await openCard('Mia Schneider');
    await expect(groupHeadings()).toEqual(['HR review · 1 application', 'Candidate recruited · 1 application']);
    await expect(actionsOf(mia)).toEqual(['Withdraw', 'Download PDF']);
    const dialog = await openAction(mia, 'Withdraw', 'Withdraw candidate');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Reason/ })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'The candidate declined' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('PUT', '/application/{id}/withdraw').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/application/7002/withdraw', body: { withdrawReason: 'candidate-declined', comment: null, sendCopyToEmployer: false } },
    ]);
    await waitFor(() => expect(groupHeadings()).toEqual(['Candidate recruited · 1 application', 'Withdrawn · 1 application']));
    await expect(await screen.findByRole('alertdialog', { name: 'You withdrew Mia Schneider.' })).toBeVisible();
    // The consultant may not edit or revert the placement of their hire.
    const nina = await openCard('Nina Frei');
    await expect(within(nina).queryByRole('group', { name: 'Placement actions' })).toBeNull();
    await expectAllMatched(api);
    settleAtTop();
  },
};

/** Types a day into a date picker of a dialog, segment by segment (day, month, year). */
async function typeDate(dialog: HTMLElement, label: RegExp, digits: string) {
  await userEvent.click(within(within(dialog).getByRole('group', { name: label })).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(digits);
}

/** Fills the hire dialog: the package, start and signature dates, the approval number (the offer date comes from the log). */
async function fillHire(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Total yearly compensation package/ }), '130000');
  await typeDate(dialog, /^Start date/, '01072026');
  await typeDate(dialog, /^Contract signature date/, '24032026');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Approval number/ }), 'PO-2026-0042');
}

export const OfferThenHire: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const jonas = await openCard('Jonas Roth');
    const offer = await openAction(jonas, 'Make offer', 'Make offer');
    await userEvent.type(within(offer).getByRole('textbox', { name: /Comment/ }), 'CHF 130,000, start in July.');
    await userEvent.click(within(offer).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('PUT', '/application/{id}/offer').map(({ body }) => body)).toEqual([
      { comment: 'CHF 130,000, start in July.' },
    ]);
    await waitFor(() => expect(groupHeadings()[0]).toBe('Offer sent · 1 application'));
    // The hire dialog: the fee from domain at the vacancy's 20 %, the offer day from the offer's log entry.
    const offered = await openedCard('Jonas Roth');
    const dialog = await openAction(offered, 'Hire', 'Hire candidate');
    await fillHire(dialog);
    await expect(within(dialog).getByRole('textbox', { name: /^Recruitment fee/ })).toHaveValue('26000');
    await expect(within(dialog).getByRole('group', { name: /^Offer date/ })).toHaveTextContent('20/03/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hire' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('PUT', hire).map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/application/7001/hire',
        body: {
          totalPackage: 130000,
          recruitmentFee: 26000,
          offerDate: '2026-03-20',
          startDate: '2026-07-01',
          signatureDate: '2026-03-24',
          approvalNumber: 'PO-2026-0042',
          approvalNote: null,
          ratings: [],
        },
      },
    ]);
    // The placement on the application and the vacancy's count, without a reload.
    await expect(await screen.findByRole('alertdialog', { name: 'Jonas Roth is hired. The placement is recorded.' })).toBeVisible();
    await waitFor(() => expect(groupHeadings()).toContain('Candidate recruited · 2 applications'));
    const hired = await openedCard('Jonas Roth');
    await waitFor(() => expect(within(hired).getByRole('region', { name: 'Placement' })).toHaveTextContent(/CHF\s26,000/));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Key facts' })).getByText('2 positions, 2 filled')).toBeVisible());
    await expectAllMatched(api);
    settleAtTop();
  },
};

export const HireRefused: Story = {
  args: {
    routes: [
      { method: 'PUT', path: hire, respond: () => ({ status: 409, body: { message: 'This is not possible in the current status.' } }) },
      ...applicationServer(),
      ...vacancyServer(),
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const jonas = await openCard('Jonas Roth');
    const dialog = await openAction(jonas, 'Hire', 'Hire candidate');
    await fillHire(dialog);
    await typeDate(dialog, /^Offer date/, '18032026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hire' }));
    // The server's message in the dialog; every typed value kept; no global error bar; nothing refetched.
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This is not possible in the current status.');
    await expect(within(dialog).getByRole('textbox', { name: /^Total yearly compensation package/ })).toHaveValue('130000');
    await expect(within(dialog).getByRole('textbox', { name: /^Recruitment fee/ })).toHaveValue('26000');
    await expect(within(dialog).getByRole('group', { name: /^Start date/ })).toHaveTextContent('01/07/2026');
    await expect(within(dialog).getByRole('group', { name: /^Offer date/ })).toHaveTextContent('18/03/2026');
    await expect(within(dialog).getByRole('textbox', { name: /^Approval number/ })).toHaveValue('PO-2026-0042');
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await expect(api.callsTo('PUT', hire).map((call) => call.status)).toEqual([409]);
    await expect(api.callsTo('POST', list)).toHaveLength(1);
    await expectAllMatched(api);
    settleAtTop();
  },
};

export const RejectWithReason: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const mia = await openCard('Mia Schneider');
    const dialog = await openAction(mia, 'Reject', 'Reject candidate');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Reason/ })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Not enough experience' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'We need more biologics experience.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('PUT', '/application/{id}/reject').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/application/7002/reject', body: { rejectReason: 'experience', comment: 'We need more biologics experience.' } },
    ]);
    // The card moved to "Candidate rejected"; its log names the reason by its label.
    await waitFor(() => expect(groupHeadings()).toContain('Candidate rejected · 1 application'));
    await waitFor(async () =>
      expect(actionsOf(await openedCard('Mia Schneider'))).toEqual(['Reactivate', 'Give feedback', 'Download PDF']),
    );
    const rejected = await openedCard('Mia Schneider');
    const newest = within(within(rejected).getByRole('list', { name: 'Log' })).getAllByRole('listitem')[0]!;
    await expect(newest).toHaveTextContent('Reject');
    await expect(newest).toHaveTextContent('Not enough experience');
    await expectAllMatched(api);
    settleAtTop();
  },
};

export const ReviewBackupReactivate: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    // HR review → line manager.
    const mia = await openCard('Mia Schneider');
    const review = await openAction(mia, 'Forward to line manager', 'Forward to line manager');
    await expect(review).toHaveTextContent('Forward the application of Mia Schneider to the line manager’s review?');
    await userEvent.click(within(review).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('POST', '/application/{id}/review/{step}').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/application/7002/review/line-manager', body: { comment: null } },
    ]);
    await waitFor(() => expect(groupHeadings()[0]).toBe('Line review · 2 applications'));
    // Jonas backed up with a comment.
    const jonas = await openCard('Jonas Roth');
    const backup = await openAction(jonas, 'Back up', 'Back up candidate');
    await userEvent.type(within(backup).getByRole('textbox', { name: 'Comment' }), 'Second choice.');
    await userEvent.click(within(backup).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('PUT', '/application/{id}/backup').map(({ body }) => body)).toEqual([{ comment: 'Second choice.' }]);
    await waitFor(() => expect(groupHeadings()).toContain('Backup · 2 applications'));
    // Felix reactivated: back to the status before the backup.
    const felix = await openCard('Felix Braun');
    const reactivate = await openAction(felix, 'Reactivate', 'Reactivate candidate');
    await userEvent.click(within(reactivate).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('PUT', '/application/{id}/reactivate').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/application/7003/reactivate', body: { comment: null } },
    ]);
    await waitFor(() => expect(groupHeadings()).toContain('Pending interview · 1 application'));
    await expect(await screen.findByRole('alertdialog', { name: 'Felix Braun is in the running again.' })).toBeVisible();
    await expectAllMatched(api);
    settleAtTop();
  },
};

export const DownloadPdf: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const felix = await openCard('Felix Braun');
    const dialog = await openAction(felix, 'Download PDF', 'Download application attachments');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cover page' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Download the files separately' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The pages in the PDF's order, as `pages[]`, and one file.
    await expect(api.callsTo('GET', '/application/{id}/pdf').map(({ path, query }) => ({ path, query }))).toEqual([
      {
        path: '/application/7003/pdf',
        query: { pages: ['cover-page', 'attachments', 'mandatory-documents', 'data-protection'], separately: 'false' },
      },
    ]);
    await expectAllMatched(api);
    settleAtTop();
  },
};

export const EditPlacement: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const nina = await openCard('Nina Frei');
    const edit = await openAction(nina, 'Edit placement', 'Update placement');
    const total = within(edit).getByRole('textbox', { name: /^Total yearly/ });
    await userEvent.clear(total);
    await userEvent.type(total, '160000');
    await userEvent.click(within(edit).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('PUT', '/placement/{id}/edit').map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/placement/8801/edit',
        body: expect.objectContaining({ jobId: vacancyId, totalPackage: 160000, recruitmentFee: 32000, feePercentage: 20 }),
      },
    ]);
    await waitFor(() => expect(within(nina).getByRole('region', { name: 'Placement' })).toHaveTextContent(/CHF\s32,000/));
    await expect(await screen.findByRole('alertdialog', { name: 'The placement of Nina Frei is updated.' })).toBeVisible();
    await expectAllMatched(api);
    settleAtTop();
  },
};

export const AdminRevertsPlacement: Story = {
  args: { user: users.admin, routes: [...applicationServer(users.admin), ...vacancyServer()] },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const nina = await openCard('Nina Frei');
    await expect(
      within(within(nina).getByRole('group', { name: 'Placement actions' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit placement', 'Revert placement']);
    // Revert: the hire is undone, the application back to "Offer sent", the vacancy counts no placement.
    const revert = await openAction(nina, 'Revert placement', 'Revert placement');
    await expect(revert).toHaveTextContent('Revert the placement of Nina Frei?');
    await userEvent.click(within(revert).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('DELETE', '/placement/{id}/revert').map(({ path }) => path)).toEqual(['/placement/8801/revert']);
    await waitFor(() => expect(groupHeadings()[0]).toBe('Offer sent · 1 application'));
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Key facts' })).getByText('2 positions, none filled')).toBeVisible(),
    );
    await expectAllMatched(api);
    settleAtTop();
  },
};

export const Feedback: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    // The first feedback on Mia Schneider.
    const mia = await openCard('Mia Schneider');
    const give = await openAction(mia, 'Give feedback', 'Give feedback');
    await waitFor(() => expect(within(give).getByRole('button', { name: /Assessment level/ })).toBeEnabled());
    await userEvent.type(within(give).getByRole('textbox', { name: /Feedback/ }), 'Convincing in the case study.');
    await userEvent.click(within(give).getByRole('button', { name: /Assessment level/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Excellent' }));
    await userEvent.click(within(give).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('POST', '/application/{id}/feedback/create').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/application/7002/feedback/create', body: { feedback: 'Convincing in the case study.', assessmentLevel: 'excellent' } },
    ]);
    await expect(await screen.findByRole('alertdialog', { name: 'Your feedback on Mia Schneider is saved.' })).toBeVisible();
    await waitFor(async () => expect(await openedCard('Mia Schneider')).toHaveTextContent('Convincing in the case study.'));
    await expect(await openedCard('Mia Schneider')).toHaveTextContent('Excellent · by Anna Keller');
    // Felix Braun's feedback edited: the dialog starts with it, the call names it.
    const felix = await openCard('Felix Braun');
    await expect(felix).toHaveTextContent('Strong on process, weaker on leadership.');
    const edit = await openAction(felix, 'Edit feedback', 'Edit feedback');
    const text = within(edit).getByRole('textbox', { name: /Feedback/ });
    await expect(text).toHaveValue('Strong on process, weaker on leadership.');
    await userEvent.type(text, ' Second interview planned.');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('PUT', '/application/{id}/feedback/{fid}/edit').map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/application/7003/feedback/9903/edit',
        body: { id: 9903, feedback: 'Strong on process, weaker on leadership. Second interview planned.', assessmentLevel: 'good' },
      },
    ]);
    await waitFor(async () => expect(await openedCard('Felix Braun')).toHaveTextContent('Second interview planned.'));
    await expectAllMatched(api);
    settleAtTop();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    await expect(screen.getByRole('tab', { name: 'Bewerbungen' })).toHaveAttribute('aria-selected', 'true');
    await cardOf('Jonas Roth');
    await expect(groupHeadings()).toEqual([
      'Prüfung durch Linienvorgesetzte · 1 Bewerbung',
      'HR-Prüfung · 1 Bewerbung',
      'Kandidat eingestellt · 1 Bewerbung',
      'Reserve · 1 Bewerbung',
    ]);
    const jonas = await openCard('Jonas Roth', 'Details');
    await expect(actionsOf(jonas)).toEqual([
      'Interview planen',
      'An HR-Prüfung weiterleiten',
      'Angebot unterbreiten',
      'Einstellen',
      'Als Reserve vormerken',
      'Ablehnen',
      'Feedback geben',
      'PDF herunterladen',
    ]);
    const nina = await openCard('Nina Frei', 'Details');
    const placement = within(nina).getByRole('region', { name: 'Vermittlung' });
    await expect(placement).toHaveTextContent(/CHF\s30\D000 \(20 % des Pakets\)/);
    await expect(placement).toHaveTextContent('01.06.2026');
    // The hire dialog in German, its fee from domain.
    const dialog = await openAction(jonas, 'Einstellen', 'Kandidat/in einstellen');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Gesamtes Jahrespaket/ }), '130000');
    await expect(within(dialog).getByRole('textbox', { name: /^Vermittlungshonorar/ })).toHaveValue('26000');
    await expect(api.callsTo('POST', list)[0]?.headers.locale).toBe('de');
    await expectAllMatched(api);
    settleAtTop();
  },
};

/** `POST /application/{id}/interview/create` answered as the server would: the interview scheduled. */
const scheduleRoute: FixtureRoute = {
  method: 'POST',
  path: '/application/{id}/interview/create',
  respond: ({ params, body }) => ({
    body: {
      id: 9501,
      applicationId: Number(params.id),
      jobId: vacancyId,
      status: { code: 'scheduled' },
      cancelComment: null,
      ...(body as object),
    },
  }),
};

/** The employer schedules an interview from the card: the day and time in the browser's zone, sent with it. */
export const ScheduleInterview: Story = {
  args: { routes: [scheduleRoute, ...applicationServer(), ...vacancyServer()] },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const jonas = await openCard('Jonas Roth');
    // The interview held before, from the list of the application's interviews.
    const interviews = within(jonas).getByRole('group', { name: 'Interviews' });
    await waitFor(() => expect(within(interviews).getAllByRole('listitem')).toHaveLength(1));
    await expect(interviews).toHaveTextContent('On site: Basel');
    const dialog = await openAction(jonas, 'Schedule interview', 'Schedule interview');
    await userEvent.click(within(within(dialog).getByRole('group', { name: /^Day/ })).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('01122026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = api.callsTo('POST', '/application/{id}/interview/create');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await expect(call?.path).toBe('/application/7001/interview/create');
    await expect(call?.body).toMatchObject({ timeZone: zone, durationMinutes: 60, kind: 'on-site' });
    await expect(String((call?.body as { date: string }).date)).toMatch(/^2026-12-01T09:00:00[+-]\d{2}:\d{2}$/);
    await expect(await screen.findByRole('alertdialog', { name: /The interview with Jonas Roth is scheduled/ })).toBeVisible();
    await expectAllMatched(api);
    settleAtTop();
  },
};

/** Nina Frei's rejection is refused (she is hired): the others are done, each row says what happened. */
const rejectRefusingNina: FixtureRoute = {
  method: 'PUT',
  path: '/application/{id}/reject',
  respond: (request) =>
    request.params.id === '7004'
      ? { status: 409, body: { message: 'This is not possible in the current status: the candidate was hired.' } }
      : applicationServer()
          .find((route) => route.method === 'PUT' && route.path === '/application/{id}/reject')!
          .respond(request),
};

/** Bulk reject: three selected (one with the keyboard), one reason, a result per application. */
export const BulkReject: Story = {
  args: { routes: [rejectRefusingNina, ...applicationServer(), ...vacancyServer()] },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const toolbar = await screen.findByRole('toolbar', { name: 'Selected applications' });
    await expect(toolbar).toHaveTextContent('0 applications selected');
    await expect(within(toolbar).getByRole('button', { name: 'Reject…' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Jonas Roth' }));
    screen.getByRole('checkbox', { name: 'Select Mia Schneider' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Nina Frei' }));
    await expect(toolbar).toHaveTextContent('3 applications selected');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject candidate' });
    await expect(dialog).toHaveTextContent('3 candidates');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Reason/ })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: /Reason/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Not enough experience' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // One call per application, the same reason each; the results per row.
    await expect(api.callsTo('PUT', '/application/{id}/reject').map(({ path, status }) => ({ path, status }))).toEqual([
      { path: '/application/7001/reject', status: 200 },
      { path: '/application/7002/reject', status: 200 },
      { path: '/application/7004/reject', status: 409 },
    ]);
    const results = await screen.findByRole('region', { name: 'Results' });
    await expect(results).toHaveTextContent('2 done, 1 refused.');
    await expect(
      within(results)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Jonas Roth: rejected',
      'Mia Schneider: rejected',
      'Nina Frei: refused — This is not possible in the current status: the candidate was hired.',
    ]);
    await expect(toolbar).toHaveTextContent('0 applications selected');
    await expectAllMatched(api);
    settleAtTop();
  },
};
