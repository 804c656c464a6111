import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsultantStatusBadge } from '../ConsultantStatusBadge';
import { JobStatusBadge } from '../JobStatusBadge';
import { StatusHistory, type StatusHistoryEntry } from './StatusHistory';

const entries: StatusHistoryEntry[] = [
  {
    id: 4,
    at: '2026-03-12T12:00:00.000Z',
    title: 'Put on hold',
    status: <JobStatusBadge status="on-hold" />,
    actor: 'Anna Keller',
    reason: 'Budget under review',
    comment: 'Budget freeze until the end of Q3.',
  },
  {
    id: 3,
    at: '2026-03-09T12:00:00.000Z',
    title: 'Lukas Brunner',
    status: <ConsultantStatusBadge status="applied" />,
    actor: 'Anna Keller',
  },
  {
    id: 2,
    at: '2026-03-08T12:00:00.000Z',
    title: 'Lukas Brunner',
    status: <ConsultantStatusBadge status="requested" />,
    actor: 'Lukas Brunner',
    comment: '<p>I placed two <em>regulatory heads</em> last year.</p>',
  },
  { id: 1, at: '2026-03-05T12:00:00.000Z', title: 'Publish', status: <JobStatusBadge status="active" />, actor: 'Anna Keller' },
];

const meta = {
  title: 'Widgets/StatusHistory',
  component: StatusHistory,
  args: { entries, 'aria-label': 'History' },
  parameters: {
    docs: {
      description: {
        component:
          'The status history of a record (the vacancy page’s history tab from `GET /job/{id}/history`): an ordered list of changes with what happened, the new ' +
          'status badge, when and by whom, the reason and the comment (rich text shown as plain text). Presentational: pass entries in words.',
      },
    },
  },
} satisfies Meta<typeof StatusHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'History' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const first = within(items[0]!);
    await expect(first.getByText('Put on hold')).toBeVisible();
    await expect(first.getByText('On hold')).toBeVisible();
    await expect(first.getByText(/12 Mar 2026/)).toHaveAttribute('dateTime', '2026-03-12T12:00:00.000Z');
    await expect(first.getByText('by Anna Keller')).toBeVisible();
    // Reason and comment as a description list.
    await expect(first.getAllByRole('term').map((t) => t.textContent)).toEqual(['Reason', 'Comment']);
    await expect(first.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      'Budget under review',
      'Budget freeze until the end of Q3.',
    ]);
    // A cover letter's HTML shows as its text.
    await expect(within(items[2]!).getByText('I placed two regulatory heads last year.')).toBeVisible();
    await expect(within(items[2]!).getByText('Requested')).toBeVisible();
    await expect(within(items[3]!).queryByRole('term')).toBeNull();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('No changes yet.')).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    entries: [
      {
        id: 2,
        at: '2026-03-12T12:00:00.000Z',
        title: 'Pausieren',
        status: <JobStatusBadge status="on-hold" />,
        actor: 'Anna Keller',
        reason: 'Budget wird geprüft',
        comment: 'Budgetstopp bis Ende des dritten Quartals.',
      },
      { id: 1, at: '2026-03-05T12:00:00.000Z', title: 'Veröffentlichen', status: <JobStatusBadge status="active" />, actor: 'Anna Keller' },
    ],
    'aria-label': 'Verlauf',
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Verlauf' })).getAllByRole('listitem');
    await expect(within(items[0]!).getByText(/^12\.03\.2026, \d\d:\d\d$/)).toBeVisible();
    await expect(within(items[0]!).getByText('von Anna Keller')).toBeVisible();
    await expect(
      within(items[0]!)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Grund', 'Kommentar']);
    await expect(within(items[1]!).getByText('Aktiv')).toBeVisible();
  },
};

export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 280 }}>
      <StatusHistory {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'History' });
    for (const item of within(list).getAllByRole('listitem')) await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

/** Entries with only what the server had: no actor (a system change), no badge, and a comment whose rich text is empty shows no details. */
export const SparseEntries: Story = {
  args: {
    entries: [
      { id: 3, at: '2026-04-01T08:00:00.000Z', title: 'Expired', actor: null, comment: '<p> </p>' },
      { id: 2, at: '2026-03-20T08:00:00.000Z', title: 'Extended', actor: 'Anna Keller', reason: null, comment: '' },
      { id: 1, at: '2026-03-05T12:00:00.000Z', title: 'Publish', status: <JobStatusBadge status="active" /> },
    ],
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    await expect(items.map((item) => within(item).queryByText(/^by /)?.textContent ?? null)).toEqual([null, 'by Anna Keller', null]);
    for (const item of items) await expect(within(item).queryByRole('term')).toBeNull();
    await expect(within(items[2]!).getByText('Active')).toBeVisible();
    await expect(within(items[0]!).getByText(/1 Apr 2026/)).toHaveAttribute('dateTime', '2026-04-01T08:00:00.000Z');
  },
};

/** Empty in German, with the caller's own text for this record. */
export const EmptyGerman: Story = {
  globals: { locale: 'de' },
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <StatusHistory entries={[]} aria-label="Verlauf" />
      <StatusHistory entries={[]} aria-label="Verlauf der Bewerbung" emptyText="Die Bewerbung wurde noch nicht bearbeitet." />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('Noch keine Änderungen.')).toBeVisible();
    await expect(canvas.getByText('Die Bewerbung wurde noch nicht bearbeitet.')).toBeVisible();
  },
};

/** Phone width in German with long titles, reasons and comments: everything wraps inside its entry. */
export const NarrowGerman: Story = {
  globals: { locale: 'de' },
  args: {
    'aria-label': 'Verlauf',
    entries: [
      {
        id: 2,
        at: '2026-03-12T12:00:00.000Z',
        title: 'Maximiliane Zurbriggen-Oberholzer — Anfrage angenommen',
        status: <ConsultantStatusBadge status="applied" />,
        actor: 'Anna-Katharina Meier-Hohenstein',
        reason: 'Budgetüberprüfung durch die Konzernleitung',
        comment: '<p>Die Stelle wird nach der <strong>Budgetfreigabe</strong> im Verwaltungsratsausschuss wieder ausgeschrieben.</p>',
      },
      {
        id: 1,
        at: '2026-03-05T12:00:00.000Z',
        title: 'Veröffentlichen',
        status: <JobStatusBadge status="deleted-draft" />,
        actor: 'Anna Keller',
      },
    ],
  },
  render: (args) => (
    <div style={{ width: 280 }} data-testid="frame">
      <StatusHistory {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Verlauf' })).getAllByRole('listitem');
    await expect(within(items[0]!).getByText('Beworben')).toBeVisible();
    await expect(within(items[0]!).getByText('von Anna-Katharina Meier-Hohenstein')).toBeVisible();
    await expect(
      within(items[0]!).getByText('Die Stelle wird nach der Budgetfreigabe im Verwaltungsratsausschuss wieder ausgeschrieben.'),
    ).toBeVisible();
    const frame = canvas.getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const item of items) await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};
