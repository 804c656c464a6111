import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import { users, vacancy, vacancyId } from '../../testing/fixtures';
import { expectAllMatched, screenFetch, type ScreenStory, screenStoryMeta, settle } from '../../testing/ScreenStory';
import { draftVacancy, termsDocument, vacancyEditMenus, vacancyEditServer } from '../../testing/vacancyEditFixtures';
import VacancyEdit from './VacancyEdit';

const title = vacancy().title;
const editServer = vacancyEditServer();

const meta = {
  title: 'Screens/VacancyEdit',
  tags: ['!autodocs'],
  ...screenStoryMeta({
    args: {
      path: paths.vacancyEdit(vacancyId),
      routePath: '/dashboard/vacancy/:id/edit',
      Component: VacancyEdit,
      user: users.employer,
      routes: editServer,
    },
    description:
      'The vacancy form’s screen (`/dashboard/vacancy/create`, `/dashboard/vacancy/{id}/edit`) in the app’s shell and providers, its ' +
      'store’s real API client answering from fixtures at the transport level (apps/web/src/testing/vacancyEditFixtures.ts, decision 0014).',
  }),
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The create screen's args. */
const create = { path: paths.vacancyCreate(), routePath: '/dashboard/vacancy/create' } as const;

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
/** The rich-text description, once the editor's chunk and the lists have loaded. */
const descriptionBox = (name = /^Description|^Beschreibung/) => screen.findByRole('textbox', { name }, { timeout: 15_000 });

/** No focus ring and no announcement of a button that is gone in the screenshot. */
/** The edit page once loaded: its h1 is the vacancy's title. */
const heading = (name: string = title) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

export const CreateEmpty: Story = {
  args: create,
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'New vacancy' }, { timeout: 5000 });
    await descriptionBox();
    await expect(textbox(/^Job title/)).toHaveValue('');
    // A new vacancy may be published at once: "Save and publish…" is the primary action.
    await expect(screen.getByRole('button', { name: 'Save and publish…' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Save draft' })).toBeVisible();
    // The lists came from the server, labelled in the user's language.
    await userEvent.click(screen.getByRole('button', { name: /Experience level/ }));
    await expect(await screen.findByRole('option', { name: 'Senior (7+ years)' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // Saving empty sends nothing: the title is required.
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(textbox(/^Job title/)).toHaveAttribute('aria-invalid', 'true'));
    await expect(api.callsTo('POST', '/job/create')).toHaveLength(0);
    await expect(api.callsTo('GET', '/list/{name}').length).toBeGreaterThanOrEqual(9);
    await expectAllMatched(api);
    settle();
  },
};

export const CreateSaveDraft: Story = {
  args: create,
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await descriptionBox();
    // Short input: every key re-renders the whole form.
    await userEvent.type(textbox(/^Job title/), 'QA lead');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    // The draft is created once and the page goes on to the new vacancy's page (outside this story: the bare shell).
    await expect(await screen.findByRole('alertdialog', { name: 'The draft is saved.' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Vacancy$/ })).toBeNull());
    const sent = api.callsTo('POST', '/job/create');
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.body).toMatchObject({ title: 'QA lead', positionCount: 1 });
    // No leave-guard question after a save.
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(api.callsTo('PUT', '/job/{id}/publish')).toHaveLength(0);
    await expectAllMatched(api);
    settle();
  },
};

export const EditLoaded: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const header = (await heading()).closest('header')!;
    await expect(within(header).getByText('Draft')).toBeVisible();
    await expect(within(header).getByText('REG-2026-014')).toBeVisible();
    await descriptionBox();
    // The form starts from the server's vacancy.
    await expect(textbox(/^Job title/)).toHaveValue(title);
    await expect(textbox(/^City/)).toHaveValue('Basel');
    await expect(textbox(/^Positions/)).toHaveValue('2');
    await expect(textbox(/^Success fee in %/)).toHaveValue('20');
    // A draft: publishing is allowed, so both buttons; its author may delete it.
    await expect(screen.getByRole('button', { name: 'Save and publish…' })).toBeVisible();
    await expect(within(header).getByRole('button', { name: 'Actions' })).toBeVisible();
    await expect(api.callsTo('GET', '/job/{id}/view')[0]?.path).toBe(`/job/${vacancyId}/view`);
    await expectAllMatched(api);
    settle();
  },
};

export const Loading: Story = {
  args: {
    routes: [
      { method: 'GET', path: '/job/{id}/view', delayMs: 'never', respond: ({ locale }) => ({ body: draftVacancy(locale) }) },
      ...editServer,
    ],
  },
  play: async () => {
    const main = await screen.findByRole('main', { name: 'Loading the vacancy' });
    await expect(main).toHaveAttribute('aria-busy', 'true');
    await expect(screen.queryByRole('form')).toBeNull();
    settle();
  },
};

export const Failed: Story = {
  args: {
    routes: [
      { method: 'GET', path: '/job/{id}/view', respond: () => ({ status: 404, body: { message: 'This vacancy does not exist.' } }) },
      ...editServer,
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    // The server's message inline, with "Try again"; no form.
    await expect(await screen.findByText('This vacancy does not exist.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.queryByRole('form')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('GET', '/job/{id}/view').length).toBeGreaterThanOrEqual(2));
    settle();
  },
};

export const SaveChangesNavigates: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    await descriptionBox();
    const titleBox = textbox(/^Job title/);
    // Appended at the end; short, as every key re-renders the whole form.
    await userEvent.type(titleBox, ' (w)');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await expect(await screen.findByRole('alertdialog', { name: 'The vacancy is saved.' }, { timeout: 5000 })).toBeVisible();
    // Gone to the vacancy's page without the leave question.
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Vacancy$/ })).toBeNull());
    await expect(screen.queryByRole('dialog')).toBeNull();
    const sent = api.callsTo('PUT', '/job/{id}/edit');
    await expect(sent.map(({ path }) => path)).toEqual([`/job/${vacancyId}/edit`]);
    await expect(sent[0]?.body).toMatchObject({ title: 'Head of Regulatory Affairs (w)', city: 'Basel', positionCount: 2 });
    await expectAllMatched(api);
    settle();
  },
};

export const PublishWithTerms: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    await descriptionBox();
    await userEvent.click(screen.getByRole('button', { name: 'Save and publish…' }));
    // Saved first, then the terms of the user's language to accept.
    const dialog = await screen.findByRole('dialog', { name: 'Publish vacancy' }, { timeout: 5000 });
    await expect(api.callsTo('PUT', '/job/{id}/edit')).toHaveLength(1);
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: /Terms and conditions \(PDF\)/ })).toHaveAttribute('href', termsDocument('en').url),
    );
    await expect(api.callsTo('POST', '/job/tos')[0]?.body).toEqual({ locale: 'en' });
    const publish = within(dialog).getByRole('button', { name: 'Publish' });
    await expect(publish).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await userEvent.click(publish);
    await expect(await screen.findByRole('alertdialog', { name: 'The vacancy is published.' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('PUT', '/job/{id}/publish').map(({ path, body }) => ({ path, body }))).toEqual([
      // The accepted terms go with it: the server keeps which language and revision were accepted.
      { path: `/job/${vacancyId}/publish`, body: { comment: null, terms: { accepted: true, locale: 'en', revision: '2026-01' } } },
    ]);
    await expectAllMatched(api);
    settle();
  },
};

export const RefusedFieldErrors: Story = {
  args: {
    routes: [
      {
        method: 'PUT',
        path: '/job/{id}/edit',
        respond: () => ({
          status: 422,
          body: { message: 'Please check the fields.', errors: { title: 'A vacancy with this title is already open.' } },
        }),
      },
      ...editServer,
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    await descriptionBox();
    const titleBox = textbox(/^Job title/);
    await userEvent.type(titleBox, ' II');
    await userEvent.clear(textbox(/^City/));
    await userEvent.type(textbox(/^City/), 'Bern');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    // The server's field error beside its field, the input kept, the page stays; no global error bar.
    await waitFor(() => expect(textbox(/^Job title/)).toHaveAccessibleDescription(/A vacancy with this title is already open\./));
    await expect(textbox(/^Job title/)).toHaveValue('Head of Regulatory Affairs II');
    await expect(textbox(/^City/)).toHaveValue('Bern');
    await expect(screen.getByRole('form', { name: /^Vacancy$/ })).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await expect(api.callsTo('PUT', '/job/{id}/edit').map(({ status }) => status)).toEqual([422]);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expectAllMatched(api);
    settle();
  },
};

export const EditRefusedByMenu: Story = {
  args: {
    routes: [
      { method: 'GET', path: '/job/{id}/view', respond: ({ locale }) => ({ body: vacancy('closed', locale) }) },
      { method: 'GET', path: '/job/{id}/menu', respond: () => ({ body: vacancyEditMenus.closed }) },
      ...editServer,
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const header = (await heading()).closest('header')!;
    await expect(within(header).getByText('Closed')).toBeVisible();
    // The menu's reason instead of a form; no delete for a vacancy that is not a draft.
    await expect(await screen.findByText('This vacancy cannot be edited now')).toBeVisible();
    await expect(screen.getByText('This is not possible in the current status.')).toBeVisible();
    await expect(screen.queryByRole('form')).toBeNull();
    await expect(within(header).queryByRole('button', { name: 'Actions' })).toBeNull();
    await expect(within(header).getByRole('link', { name: 'Back to the vacancy' })).toHaveAttribute('href', paths.vacancy(vacancyId));
    await expect(api.callsTo('GET', '/list/{name}')).toHaveLength(0);
    await expectAllMatched(api);
    settle();
  },
};

export const DeleteDraft: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const header = (await heading()).closest('header')!;
    await descriptionBox();
    await userEvent.click(within(header).getByRole('button', { name: 'Actions' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete draft' });
    await expect(dialog).toHaveTextContent(`Delete the draft “${title}”? It cannot be restored.`);
    // "No" first: nothing sent, the form still there.
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('DELETE', '/job/{id}/delete-draft')).toHaveLength(0);
    await userEvent.click(within(header).getByRole('button', { name: 'Actions' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete draft' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete draft' })).getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByRole('alertdialog', { name: 'The draft is deleted.' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Vacancy$/ })).toBeNull());
    await expect(api.callsTo('DELETE', '/job/{id}/delete-draft').map(({ path }) => path)).toEqual([`/job/${vacancyId}/delete-draft`]);
    await expectAllMatched(api);
    settle();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const header = (await heading()).closest('header')!;
    await expect(within(header).getByText('Entwurf')).toBeVisible();
    await descriptionBox();
    await expect(textbox(/^Stellentitel/)).toHaveValue(title);
    await expect(screen.getByRole('button', { name: 'Speichern und veröffentlichen…' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Entwurf speichern' })).toBeVisible();
    // The lists in German: the server was asked in the user's language.
    await expect(api.callsTo('GET', '/list/countries')[0]?.headers.locale).toBe('de');
    await expectAllMatched(api);
    settle();
  },
};
