import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import { note, notesServer, vacancyNotes } from '../../testing/collaborationFixtures';
import type { FixtureRoute } from '../../testing/fixtureFetch';
import { users, vacancyId } from '../../testing/fixtures';
import { screenFetch, type ScreenStory, screenStoryMeta, settle } from '../../testing/ScreenStory';
import { page } from '../page.css';
import { NotesSection } from './NotesSection';

/** The section as the vacancy page has it (its own card under the tabs). */
function NotesOfVacancy() {
  return (
    <main className={page}>
      <NotesSection type="job" linkedId={vacancyId} />
    </main>
  );
}

const meta = {
  title: 'Screens/Notes',
  tags: ['!autodocs'],
  ...screenStoryMeta({
    args: {
      path: paths.vacancy(vacancyId),
      routePath: '/dashboard/vacancy/:id/view',
      Component: NotesOfVacancy,
      user: users.employer,
      routes: notesServer(),
    },
    description:
      'The notes section of the vacancy, candidate and profile pages (`POST /note/list`, `POST /note/create`, `PUT /note/{id}/edit`) in the app’s shell, ' +
      'the store’s real API client answering from fixtures: the notes the viewer’s organisation reads, Add note and Edit through the NoteDialog.',
  }),
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = async (name = 'Notes') => within(await screen.findByRole('list', { name }, { timeout: 5000 })).getAllByRole('listitem');

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const [first, second] = await items();
    await expect(within(first!).getByText('Anna Keller')).toBeVisible();
    await expect(within(second!).getByText('Thomas Huber')).toBeVisible();
    // The colleague's note has no Edit: only the author's own (the server decides again on save).
    await expect(within(second!).queryByRole('button')).toBeNull();
    await expect(api.callsTo('POST', '/note/list')[0]?.body).toEqual({ type: 'job', linkedId: vacancyId, page: 0, pageSize: 100 });
    await expect(api.unmatched).toEqual([]);
    settle();
  },
};

export const AddAndEdit: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await items();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Shortlist due on Friday.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Note added', {}, { timeout: 5000 });
    await waitFor(async () => expect(await items()).toHaveLength(3), { timeout: 5000 });
    await expect(within((await items())[0]!).getByText('Shortlist due on Friday.')).toBeVisible();
    await expect(api.callsTo('POST', '/note/create')[0]?.body).toEqual({
      content: 'Shortlist due on Friday.',
      type: 'job',
      linkedId: vacancyId,
    });
    // Edit the older own note: the dialog opens with its text, the list shows the change.
    await userEvent.click(screen.getByRole('button', { name: 'Edit the note of Anna Keller from 12 Mar 2026' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    const field = within(dialog).getByRole('textbox', { name: 'Note' });
    await expect(field).toHaveValue(vacancyNotes[0]!.content);
    await userEvent.clear(field);
    await userEvent.type(field, 'Budget confirmed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Note saved', {}, { timeout: 5000 });
    await screen.findByText('Budget confirmed.', {}, { timeout: 5000 });
    await expect(api.callsTo('PUT', '/note/{id}/edit').map((call) => call.path)).toEqual(['/note/31/edit']);
    settle();
  },
};

export const Refused: Story = {
  args: {
    routes: [
      {
        method: 'PUT',
        path: '/note/{id}/edit',
        respond: () => ({ status: 403, body: 'Only its author and the managers of the organisation edit a note.' }),
      },
      ...notesServer(),
    ],
  },
  play: async () => {
    await items();
    await userEvent.click(screen.getByRole('button', { name: 'Edit the note of Anna Keller from 12 Mar 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), ' More.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The refusal stays in the dialog with the text kept.
    await expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Only its author and the managers');
    await expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue(`${vacancyNotes[0]!.content} More.`);
    settle();
  },
};

export const Empty: Story = {
  args: { routes: notesServer([]) },
  play: async () => {
    await screen.findByText('No notes yet.', {}, { timeout: 5000 });
    await expect(screen.getByText('Only people of your organisation see these notes.')).toBeVisible();
    settle();
  },
};

export const Loading: Story = {
  args: { routes: [{ method: 'POST', path: '/note/list', delayMs: 'never', respond: () => ({ body: { items: [], total: 0 } }) }] },
  play: async () => {
    await screen.findByRole('status', { name: 'Loading the notes…' }, { timeout: 5000 });
    await expect(screen.queryByRole('list', { name: 'Notes' })).toBeNull();
    settle();
  },
};

const failing: FixtureRoute = {
  method: 'POST',
  path: '/note/list',
  respond: () => ({ status: 503, body: 'The notes are being maintained.' }),
};

export const Failed: Story = {
  args: { routes: [failing] },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByText('The notes are being maintained.', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('POST', '/note/list').length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    settle();
  },
};

export const LongGerman: Story = {
  globals: { locale: 'de' },
  args: {
    routes: notesServer([
      note(
        40,
        'Rücksprache mit der Geschäftsführung: Die Arbeitnehmerüberlassungsvertragsbedingungen müssen vor der Unterzeichnung durch die Rechtsabteilung geprüft werden.',
        { id: users.employer.id, fullName: users.employer.name },
        12,
        { updateDate: '2026-03-18T12:00:00.000Z' },
      ),
      note(39, null, { id: 22, fullName: 'Dr. Maximiliane Müller-Lüdenscheidt' }, 9),
    ]),
  },
  play: async () => {
    const [first, second] = await items('Notizen');
    await expect(screen.getByRole('heading', { level: 2, name: 'Notizen' })).toBeVisible();
    await expect(within(first!).getByText('12.03.2026')).toBeVisible();
    await expect(within(first!).getByText('bearbeitet 18.03.2026')).toBeVisible();
    await expect(within(first!).getByText('Stelle')).toBeVisible();
    await expect(within(second!).getByText('Kein Text')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Notiz hinzufügen' })).toBeVisible();
    settle();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await items();
    const add = screen.getByRole('button', { name: 'Add note' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveFocus());
    await userEvent.keyboard('Called the hiring manager.');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Called the hiring manager.', {}, { timeout: 5000 });
    await expect(api.callsTo('POST', '/note/create')).toHaveLength(1);
    // Tab from Add note reaches the first note's Edit (the new note's).
    add.focus();
    await userEvent.tab();
    await expect(screen.getAllByRole('button', { name: /^Edit the note of Anna Keller/ })[0]).toHaveFocus();
    settle();
  },
};
