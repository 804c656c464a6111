import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoteList, type NoteListItem } from './NoteList';

const notes: NoteListItem[] = [
  {
    id: 31,
    author: 'Anna Keller',
    createdAt: '2026-03-12T09:30:00.000Z',
    updatedAt: '2026-03-14T16:00:00.000Z',
    type: 'job',
    content: 'Budget confirmed by the board.\nStart no later than 1 July.',
    canEdit: true,
  },
  {
    id: 30,
    author: 'Thomas Huber',
    createdAt: '2026-03-10T08:00:00.000Z',
    updatedAt: '2026-03-10T08:00:00.000Z',
    type: 'job',
    content: 'Second interview round with the works council.',
  },
  { id: 29, author: 'Anna Keller', createdAt: '2026-03-05T12:00:00.000Z', type: 'candidate', content: null, canEdit: true },
];

const meta = {
  title: 'Widgets/NoteList',
  component: NoteList,
  args: { notes, 'aria-label': 'Notes', onEdit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The notes of a record (`POST /note/list`), as the author’s organisation sees them: author, day (and when changed), the kind of record and the ' +
          'text with its line breaks; Edit on the notes the viewer may change. Presentational: the screen passes the notes and opens the NoteDialog.',
      },
    },
  },
} satisfies Meta<typeof NoteList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const items = within(canvas.getByRole('list', { name: 'Notes' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const first = within(items[0]!);
    await expect(first.getByText('Anna Keller')).toBeVisible();
    await expect(first.getByText('12 Mar 2026')).toHaveAttribute('dateTime', '2026-03-12T09:30:00.000Z');
    await expect(first.getByText(/edited 14 Mar 2026/)).toBeVisible();
    await expect(first.getByText('Vacancy')).toBeVisible();
    await expect(first.getByText(/Budget confirmed by the board\.\s+Start no later than 1 July\./)).toBeVisible();
    // Only the viewer's own notes have an Edit button; a note without text says so.
    await expect(within(items[1]!).queryByRole('button')).toBeNull();
    await expect(within(items[2]!).getByText('No text')).toBeVisible();
    await expect(within(items[2]!).getByText('Candidate')).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: 'Edit the note of Anna Keller from 12 Mar 2026' }));
    await expect(args.onEdit).toHaveBeenCalledWith(31);
  },
};

export const Empty: Story = {
  args: { notes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('No notes yet.')).toBeVisible();
  },
};

export const EmptyWithText: Story = {
  args: { notes: [], emptyText: 'Nobody in your organisation has written a note on this candidate.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nobody in your organisation has written a note on this candidate.')).toBeVisible();
  },
};

/** Loading is the screen's (a skeleton in its section): the list itself only ever shows notes it was given. */
export const ReadOnly: Story = {
  args: { onEdit: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const LongGerman: Story = {
  globals: { locale: 'de' },
  args: {
    'aria-label': 'Notizen',
    notes: [
      {
        id: 2,
        author: 'Dr. Maximiliane Müller-Lüdenscheidt-Wittgenstein',
        createdAt: '2026-03-12T09:30:00.000Z',
        updatedAt: '2026-03-20T09:30:00.000Z',
        type: 'candidate-list',
        content:
          'Rücksprache mit der Geschäftsführung: Die Arbeitnehmerüberlassungsvertragsbedingungen müssen vor der Vertragsunterzeichnung ' +
          'durch die Rechtsabteilung geprüft werden. Donaudampfschifffahrtsgesellschaftskapitänsmützenherstellerverband.',
        canEdit: true,
      },
      { id: 1, author: 'Jörg Schäfer', createdAt: '2026-03-05T12:00:00.000Z', type: 'user', content: 'Gespräch verschoben.' },
    ],
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <NoteList {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Notizen' })).getAllByRole('listitem');
    await expect(within(items[0]!).getByText('12.03.2026')).toBeVisible();
    await expect(within(items[0]!).getByText(/bearbeitet 20\.03\.2026/)).toBeVisible();
    await expect(within(items[0]!).getByText('Kandidatenliste')).toBeVisible();
    await expect(within(items[1]!).getByText('Benutzer')).toBeVisible();
    await expect(
      within(items[0]!).getByRole('button', {
        name: 'Notiz von Dr. Maximiliane Müller-Lüdenscheidt-Wittgenstein vom 12.03.2026 bearbeiten',
      }),
    ).toBeVisible();
    for (const item of items) await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const edit = canvas.getByRole('button', { name: 'Edit the note of Anna Keller from 12 Mar 2026' });
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(31);
    // The next Tab reaches the other own note's button (the colleague's has none).
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit the note of Anna Keller from 5 Mar 2026' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onEdit).toHaveBeenLastCalledWith(29);
  },
};
