import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import { candidateId, candidateServer, createdCandidateId, firstUploadId } from '../../testing/candidateFixtures';
import type { FixtureFetch } from '../../testing/fixtureFetch';
import { users } from '../../testing/fixtures';
import { renderScreen, ScreenStory, screenFetch } from '../../testing/ScreenStory';
import CandidateEdit from './CandidateEdit';

const server = candidateServer();

const meta = {
  title: 'Screens/CandidateEdit',
  component: ScreenStory,
  tags: ['!autodocs'],
  args: {
    path: paths.candidateCreate(),
    routePath: '/dashboard/candidate/create',
    Component: CandidateEdit,
    user: users.consultant,
    routes: server,
  },
  render: renderScreen,
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
    docs: {
      description: {
        component:
          'The new-candidate and edit pages (`/dashboard/candidate/create`, `/dashboard/candidate/{id}/edit`) in the app’s shell and ' +
          'providers, the store’s real API client answering from fixtures at the transport level — uploads too: the client’s XHR upload ' +
          'transport is replaced by testing/fixtureUpload.ts, which hands the multipart request to the same fixture server (decision 0014).',
      },
    },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectAllMatched(api: FixtureFetch) {
  await expect(api.unmatched.map((call) => `${call.method} ${call.path}`)).toEqual([]);
}

function settle() {
  (document.activeElement as HTMLElement | null)?.blur();
  for (const log of Array.from(document.querySelectorAll('[data-live-announcer] [role="log"]'))) log.replaceChildren();
}

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
