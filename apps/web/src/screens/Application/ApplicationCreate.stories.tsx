import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import { users, vacancyId } from '../../testing/fixtures';
import { expectAllMatched, screenFetch, type ScreenStory, screenStoryMeta, settle } from '../../testing/ScreenStory';
import { submitCandidateId, submitMatches, submitMenus, submitServer } from '../../testing/submitFixtures';
import ApplicationCreate from './ApplicationCreate';

const create = '/application/create';
const match = '/application/match';

const meta = {
  title: 'Screens/ApplicationCreate',
  tags: ['!autodocs'],
  ...screenStoryMeta({
    args: {
      path: paths.candidateApplicationCreate(vacancyId, submitCandidateId),
      routePath: '/dashboard/candidate/application/create',
      Component: ApplicationCreate,
      user: users.consultant,
      routes: submitServer(),
    },
    description:
      'Submit a candidate (`/dashboard/candidate/application/create?job={id}&candidate={id}`, issue 16 §3) in the app’s shell, ' +
      'its store’s real API client answering from fixtures (apps/web/src/testing/submitFixtures.ts).',
  }),
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = (name: string | RegExp = 'Submit a candidate') => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** No focus ring and no announcement pointing at a button that is gone, in the screenshot. */
const submissionForm = () => screen.findByRole('form', { name: /Submission|Vorschlag/ }, { timeout: 5000 });

/** Without a candidate: the dialog asks how; an existing candidate is chosen and the page checks and submits it. */
export const ChooseExisting: Story = {
  args: { path: paths.candidateApplicationCreate(vacancyId) },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const dialog = await screen.findByRole('dialog', { name: 'Submit candidate' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent('Head of Regulatory Affairs');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Edit an existing candidate' }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: /^Candidate/ }), 'Vogel');
    await userEvent.click(await screen.findByRole('option', { name: /Lena Vogel/ }, { timeout: 5000 }));
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(continueButton);
    // The submission step: the candidate, the server's duplicate check, the form.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await screen.findByText('No other submission of this person to this employer was found.')).toBeVisible();
    await expect(api.callsTo('POST', match)[0]?.body).toEqual({ jobId: vacancyId, candidate: submitCandidateId });
    const form = await submissionForm();
    const submit = within(form).getByRole('button', { name: 'Submit candidate' });
    await expect(submit).toBeDisabled();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Comment to the employer' }), 'Led two FDA submissions.');
    await userEvent.click(within(form).getByRole('checkbox'));
    await userEvent.click(submit);
    await waitFor(() => expect(api.callsTo('POST', create)).toHaveLength(1));
    await expect(api.callsTo('POST', create)[0]?.body).toEqual({
      jobId: vacancyId,
      candidateId: submitCandidateId,
      consent: true,
      comment: '<p>Led two FDA submissions.</p>',
      attachments: [],
    });
    await expectAllMatched(api);
    settle();
  },
};

/** A copy of an existing candidate: the server clones it, the copy's edit form opens (outside this story) to come back here. */
export const CopyExisting: Story = {
  args: { path: paths.candidateApplicationCreate(vacancyId) },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Submit candidate' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Create a copy of an existing candidate' }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: /^Candidate/ }), 'Vogel');
    await userEvent.click(await screen.findByRole('option', { name: /Lena Vogel/ }, { timeout: 5000 }));
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(api.callsTo('POST', '/candidate/{id}/clone')).toHaveLength(1));
    await expect(api.callsTo('POST', '/candidate/{id}/clone')[0]?.path).toBe(`/candidate/${submitCandidateId}/clone`);
    await expect(await screen.findByText('A copy of Lena Vogel was created.', undefined, { timeout: 5000 })).toBeVisible();
    await expect(api.callsTo('POST', create)).toHaveLength(0);
    await expectAllMatched(api);
    settle();
  },
};

/** With a candidate: the check finds nobody else; Submit stays disabled until the consent is ticked. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    await expect(await screen.findByText('No other submission of this person to this employer was found.')).toBeVisible();
    await expect(screen.getByText('Lena Vogel', { exact: true })).toBeVisible();
    const form = await submissionForm();
    await expect(within(form).getByRole('button', { name: 'Submit candidate' })).toBeDisabled();
    await expect(screen.getByRole('link', { name: 'Edit candidate' })).toHaveAttribute(
      'href',
      `${paths.candidateEdit(submitCandidateId)}?job=${vacancyId}`,
    );
    await expectAllMatched(api);
    settle();
  },
};

/** Another agency owns the person at this employer: the check names them, the server's 409 names them again, with what to do next. */
export const OwnedByAnotherAgency: Story = {
  args: { routes: submitServer({ match: submitMatches.owned }) },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const check = await screen.findByText(/Tobias Keller \(Nordlicht Executive Partners GmbH\) submitted this person/, undefined, {
      timeout: 5000,
    });
    await expect(check).toHaveTextContent('on 10 Feb 2026');
    await expect(screen.getByText('Matched by: e-mail and name and date of birth')).toBeVisible();
    const form = await submissionForm();
    await userEvent.click(within(form).getByRole('checkbox'));
    await userEvent.click(within(form).getByRole('button', { name: 'Submit candidate' }));
    const refusal = await within(form).findByRole('alert', undefined, { timeout: 5000 });
    await expect(refusal).toHaveTextContent('by Tobias Keller (Nordlicht Executive Partners GmbH) on 10/02/2026');
    await expect(within(refusal).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', paths.messages());
    // The input stays, so the user can try again once the employer allowed it.
    await expect(within(form).getByRole('checkbox')).toBeChecked();
    await expect(api.callsTo('POST', create)).toHaveLength(1);
    await expectAllMatched(api);
    settle();
  },
};

/** The candidate is on the vacancy already: no form, a link to the applications. */
export const AlreadySubmitted: Story = {
  args: { routes: submitServer({ match: submitMatches.alreadySubmitted }) },
  play: async () => {
    await heading();
    await expect(await screen.findByText('This candidate is already on this vacancy.', undefined, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'See the vacancy’s applications' })).toHaveAttribute(
      'href',
      paths.vacancy(vacancyId, 'applications'),
    );
    await expect(screen.queryByRole('form')).toBeNull();
    settle();
  },
};

/** The server does not let the consultant submit now (the vacancy takes no candidates): its reason, no form. */
export const NotAcceptingCandidates: Story = {
  args: { routes: submitServer({ menu: submitMenus.notAccepting }) },
  play: async () => {
    await heading();
    await expect(
      await screen.findByText('The vacancy does not accept candidates at the moment.', undefined, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await screen.findByRole('link', { name: 'Open the vacancy' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      paths.vacancy(vacancyId),
    );
    await expect(screen.queryByRole('form')).toBeNull();
    await expect(screen.queryByRole('dialog')).toBeNull();
    settle();
  },
};

/** First load: skeletons in a busy main. */
export const Loading: Story = {
  args: { routes: submitServer().map((route) => ({ ...route, delayMs: 'never' as const })) },
  play: async () => {
    await expect(await screen.findByRole('main', { name: 'Loading the submission' }, { timeout: 5000 })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The vacancy cannot be loaded: the server's message and Try again. */
export const Failed: Story = {
  args: {
    routes: [
      { method: 'GET', path: '/job/{id}/view', respond: () => ({ status: 404, body: { message: 'The vacancy was not found.' } }) },
      ...submitServer(),
    ],
  },
  play: async () => {
    await heading();
    await expect(await screen.findByText('The vacancy was not found.', undefined, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    settle();
  },
};

/** German: the owner named in the check and in the server's refusal. */
export const GermanOwned: Story = {
  args: { routes: submitServer({ match: submitMatches.owned }) },
  globals: { locale: 'de' },
  play: async () => {
    await heading('Kandidat/in vorschlagen');
    await expect(
      await screen.findByText(/Tobias Keller \(Nordlicht Executive Partners GmbH\) hat diese Person am 10\.02\.2026/, undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    await expect(screen.getByText('Übereinstimmung: E-Mail und Name und Geburtsdatum')).toBeVisible();
    const form = await submissionForm();
    await userEvent.click(within(form).getByRole('checkbox'));
    await userEvent.click(within(form).getByRole('button', { name: 'Kandidat/in vorschlagen' }));
    const refusal = await within(form).findByRole('alert', undefined, { timeout: 5000 });
    await expect(refusal).toHaveTextContent('von Tobias Keller (Nordlicht Executive Partners GmbH) vorgeschlagen');
    await expect(within(refusal).getByRole('link', { name: 'Nachrichten' })).toBeVisible();
    settle();
  },
};
