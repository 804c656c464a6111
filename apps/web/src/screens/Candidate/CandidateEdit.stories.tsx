import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import {
  candidateId,
  candidateNotFoundMessage,
  candidateRecord,
  candidateRefusedServer,
  candidateServer,
  createdCandidateId,
  firstUploadId,
} from '../../testing/candidateFixtures';
import { users } from '../../testing/fixtures';
import { expectAllMatched, screenFetch, type ScreenStory, screenStoryMeta, settle } from '../../testing/ScreenStory';
import CandidateEdit from './CandidateEdit';

const server = candidateServer();

const meta = {
  title: 'Screens/CandidateEdit',
  tags: ['!autodocs'],
  ...screenStoryMeta({
    args: {
      path: paths.candidateCreate(),
      routePath: '/dashboard/candidate/create',
      Component: CandidateEdit,
      user: users.consultant,
      routes: server,
    },
    description:
      'The new-candidate and edit pages (`/dashboard/candidate/create`, `/dashboard/candidate/{id}/edit`) in the app’s shell and ' +
      'providers, the store’s real API client answering from fixtures at the transport level — uploads too: the client’s XHR upload ' +
      'transport is replaced by testing/fixtureUpload.ts, which hands the multipart request to the same fixture server (decision 0014).',
  }),
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name: string, bytes = 24_576) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
/** The hidden file input of the n-th uploader (what the browser's file dialog fills). */
const fileInput = (root: HTMLElement, index = 0) => root.querySelectorAll<HTMLInputElement>('input[type="file"]')[index]!;
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

export const CreateWithConsent: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'New candidate' }, { timeout: 5000 });
    await userEvent.type(textbox(/First name/), 'Lena');
    await userEvent.type(textbox(/Last name/), 'Vogel');
    await userEvent.type(textbox(/E-mail/), 'lena.vogel@example.ch');
    await userEvent.type(textbox(/City/), 'Basel');
    await waitFor(() => expect(screen.getByRole('button', { name: /Country/ })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: /Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Switzerland' }));
    // The CV goes to the file store as chosen, through the fixture server.
    await userEvent.upload(fileInput(canvasElement), [pdf('CV Lena Vogel.pdf')]);
    const queue = await screen.findByRole('list', { name: /Files/ });
    await within(queue).findByText('Uploaded', {}, { timeout: 5000 });
    // The consent through its dialog, and the signed notice as evidence.
    await userEvent.click(screen.getByRole('button', { name: 'Record consent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Candidate data-privacy consent' });
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.upload(fileInput(canvasElement, 1), [pdf('Signed notice.pdf', 2048)]);
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2), { timeout: 5000 });
    const uploads = api.callsTo('POST', '/file/upload');
    await expect(uploads.map(({ query, status }) => ({ query, status }))).toEqual([
      { query: { type: 'candidate-document' }, status: 200 },
      { query: { type: 'candidate-document' }, status: 200 },
    ]);
    await expect(uploads.map(({ body }) => ((body as FormData).get('file') as File).name)).toEqual([
      'CV Lena Vogel.pdf',
      'Signed notice.pdf',
    ]);
    await expect(uploads[0]?.headers.token).toBe('fixture-token');
    await userEvent.click(screen.getByRole('button', { name: 'Save candidate' }));
    // Created with the uploaded files' ids and the consent; the page goes on to the new candidate.
    await expect(await screen.findByRole('alertdialog', { name: 'The candidate was saved.' }, { timeout: 5000 })).toBeVisible();
    await expect(api.callsTo('POST', '/candidate/create').map(({ body }) => body)).toEqual([
      {
        firstName: 'Lena',
        lastName: 'Vogel',
        email: 'lena.vogel@example.ch',
        phone: null,
        dateOfBirth: null,
        address: null,
        zipCode: null,
        city: 'Basel',
        countryCode: 'CH',
        employed: null,
        position: null,
        comment: null,
        attachments: [firstUploadId],
        consent: { document: 'candidate-privacy-notice', locale: 'en', fileId: firstUploadId + 1 },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'New candidate' })).toBeNull());
    await expect(createdCandidateId).toBe(310);
    await expectAllMatched(api);
    settle();
  },
};

export const UploadRefused: Story = {
  args: {
    routes: [
      {
        method: 'POST',
        path: '/file/upload',
        respond: () => ({ status: 422, body: { message: 'The file was refused.', errors: { file: 'This PDF is password-protected.' } } }),
      },
      ...server,
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'New candidate' }, { timeout: 5000 });
    await userEvent.upload(fileInput(canvasElement), [pdf('Locked CV.pdf')]);
    // The server's reason under `errors.file` beside the file; no global error bar (the upload skips the handler for 422).
    await expect(await screen.findByText('This PDF is password-protected.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await expect(api.callsTo('POST', '/file/upload').map(({ status }) => status)).toEqual([422]);
    await expectAllMatched(api);
    settle();
  },
};

export const EditLoaded: Story = {
  args: { path: paths.candidateEdit(candidateId), routePath: '/dashboard/candidate/:id/edit' },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Edit Lena Vogel' }, { timeout: 5000 });
    await expect(textbox(/First name/)).toHaveValue('Lena');
    await expect(textbox(/City/)).toHaveValue('Basel');
    // The stored CV is listed; no consent part on the edit page.
    await expect(screen.getByText('CV Lena Vogel.pdf')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Record consent' })).toBeNull();
    await userEvent.clear(textbox(/City/));
    await userEvent.type(textbox(/City/), 'Zürich');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect(await screen.findByRole('alertdialog', { name: 'The changes were saved.' }, { timeout: 5000 })).toBeVisible();
    const sent = api.callsTo('PUT', '/candidate/{id}/edit');
    await expect(sent.map(({ path }) => path)).toEqual([`/candidate/${candidateId}/edit`]);
    await expect(sent[0]?.body).toMatchObject({ firstName: 'Lena', city: 'Zürich', attachments: [501] });
    await expect(sent[0]?.body).not.toHaveProperty('consent');
    await expectAllMatched(api);
    settle();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Neuer Kandidat' }, { timeout: 5000 });
    await expect(screen.getByRole('textbox', { name: /Vorname/ })).toBeVisible();
    await expect(screen.getByRole('group', { name: 'Datenschutz-Einwilligung' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Kandidat speichern' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Vorname/ })).toHaveFocus());
    await expect(api.callsTo('POST', '/candidate/create')).toHaveLength(0);
    await expectAllMatched(api);
    settle();
  },
};

const edit = { path: paths.candidateEdit(candidateId), routePath: '/dashboard/candidate/:id/edit' };

export const EditLoading: Story = {
  args: {
    ...edit,
    routes: [{ method: 'GET', path: '/candidate/{id}/view', delayMs: 'never', respond: () => ({ body: candidateRecord() }) }, ...server],
  },
  play: async () => {
    const main = await screen.findByRole('main', { name: 'Loading the candidate' }, { timeout: 5000 });
    await expect(main).toHaveAttribute('aria-busy', 'true');
    // No form to type into before the values are there.
    await expect(screen.queryByRole('textbox')).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    settle();
  },
};

export const EditNotFound: Story = {
  args: {
    ...edit,
    routes: candidateRefusedServer(),
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await expect(await screen.findByText(candidateNotFoundMessage, {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.queryByRole('form')).toBeNull();
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('GET', '/candidate/{id}/view')).toHaveLength(2));
    settle();
  },
};

/** The server refuses the e-mail: its reason beside the field, every input kept, still on the edit page, no error bar. */
export const EditSaveRefused: Story = {
  args: {
    ...edit,
    routes: [
      {
        method: 'PUT',
        path: '/candidate/{id}/edit',
        respond: () => ({
          status: 422,
          body: {
            message: 'The candidate could not be saved.',
            errors: { email: 'This e-mail address is already used by another candidate.' },
          },
        }),
      },
      ...server,
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Edit Lena Vogel' }, { timeout: 5000 });
    await userEvent.clear(textbox(/City/));
    await userEvent.type(textbox(/City/), 'Zürich');
    await userEvent.clear(textbox(/E-mail/));
    await userEvent.type(textbox(/E-mail/), 'lena@example.ch');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const email = textbox(/E-mail/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'), { timeout: 5000 });
    await expect(email).toHaveAccessibleDescription('This e-mail address is already used by another candidate.');
    await expect(email).toHaveValue('lena@example.ch');
    // Beside the field only, not repeated above the buttons.
    await expect(screen.getAllByText('This e-mail address is already used by another candidate.')).toHaveLength(1);
    await expect(textbox(/City/)).toHaveValue('Zürich');
    await expect(screen.getByRole('heading', { level: 1, name: 'Edit Lena Vogel' })).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    const sent = api.callsTo('PUT', '/candidate/{id}/edit');
    await expect(sent.map(({ status }) => status)).toEqual([422]);
    await expect(sent[0]?.body).toMatchObject({ email: 'lena@example.ch', city: 'Zürich' });
    await expectAllMatched(api);
    settle();
  },
};

/** The save fails without an answer (network): the form says so, keeps what was typed, and the button works again. */
export const EditSaveFailed: Story = {
  args: {
    ...edit,
    routes: [
      {
        method: 'PUT',
        path: '/candidate/{id}/edit',
        respond: () => {
          throw new TypeError('Failed to fetch');
        },
      },
      ...server,
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Edit Lena Vogel' }, { timeout: 5000 });
    await expect(textbox(/Current position/)).toHaveValue('Head of Regulatory Affairs');
    await userEvent.type(textbox(/Current position/), ' EMEA');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect(
      await screen.findByText('This could not be saved. Your input is kept: please try again.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(textbox(/Current position/)).toHaveValue('Head of Regulatory Affairs EMEA');
    await expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await expect(screen.getByRole('heading', { level: 1, name: 'Edit Lena Vogel' })).toBeVisible();
    await expect(api.callsTo('PUT', '/candidate/{id}/edit')).toHaveLength(1);
    settle();
  },
};

/** Invalid input is caught before sending: the e-mail's error beside it, focus on it, nothing sent. */
export const CreateInvalid: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'New candidate' }, { timeout: 5000 });
    await userEvent.type(textbox(/First name/), 'Lena');
    await userEvent.type(textbox(/Last name/), 'Vogel');
    await userEvent.type(textbox(/E-mail/), 'lena.vogel@');
    await userEvent.click(screen.getByRole('button', { name: 'Save candidate' }));
    const email = textbox(/E-mail/);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const error = email
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join('');
    await expect(error).not.toBe('');
    await expect(screen.getAllByText(error)).toHaveLength(1);
    await expect(textbox(/First name/)).toHaveValue('Lena');
    await expect(api.callsTo('POST', '/candidate/create')).toHaveLength(0);
    settle();
  },
};

/** Editing in German a candidate with long names and without address: German labels, the empty fields empty, German save. */
export const EditGerman: Story = {
  globals: { locale: 'de' },
  args: { path: paths.candidateEdit(303), routePath: '/dashboard/candidate/:id/edit' },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Sophie Keller-Rüegsegger bearbeiten' }, { timeout: 5000 });
    await expect(screen.getByRole('textbox', { name: /Nachname/ })).toHaveValue('Keller-Rüegsegger');
    await expect(screen.getByRole('textbox', { name: /^Ort/ })).toHaveValue('');
    await expect(screen.getByRole('textbox', { name: /Aktuelle Position/ })).toHaveValue('Clinical Research Associate');
    await expect(screen.queryByRole('group', { name: 'Datenschutz-Einwilligung' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /^Ort/ }), 'Schaffhausen');
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Die Änderungen wurden gespeichert.' }, { timeout: 5000 })).toBeVisible();
    await expect(api.callsTo('PUT', '/candidate/{id}/edit')[0]).toMatchObject({
      path: '/candidate/303/edit',
      body: { city: 'Schaffhausen' },
    });
    await expect(api.callsTo('PUT', '/candidate/{id}/edit')[0]?.headers.locale).toBe('de');
    await expectAllMatched(api);
    settle();
  },
};
