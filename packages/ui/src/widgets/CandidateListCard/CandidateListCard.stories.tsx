import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusHistory } from '../StatusHistory';
import { CandidateListCard, CandidateListList, type CandidateListCardProps } from './CandidateListCard';

const submitted: CandidateListCardProps = {
  title: 'Longlist regulatory affairs, DACH',
  status: 'submitted',
  consultantName: 'Marco Rossi',
  agencyName: 'Alpine Search GmbH',
  submitted: '2026-03-02T12:00:00.000Z',
  statusSince: '2026-03-02T12:00:00.000Z',
  comment: '<p>Twelve profiles from <strong>pharma</strong> and medtech, four of them open to a move.</p>',
  documents: [
    { id: 901, name: 'Document 1' },
    { id: 902, name: 'Document 2' },
  ],
  actions: [
    { id: 'complete', label: 'Complete research', tone: 'primary' },
    { id: 'edit-feedback', label: 'Give feedback' },
    { id: 'reject', label: 'Reject', tone: 'critical' },
  ],
};

/** The card in its list, as the vacancy page puts it. */
function InList(props: CandidateListCardProps) {
  return (
    <CandidateListList aria-label="Candidate lists">
      <CandidateListCard {...props} />
    </CandidateListList>
  );
}

const meta = {
  title: 'Widgets/CandidateListCard',
  component: InList,
  args: { ...submitted, onAction: fn(), onDownload: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A candidate list (submission of a retained search, 000 §2–§5): title, consultant and agency, the status as a badge, the days ' +
          'submitted and of the last change, the milestone its research was completed with, the comment, the documents (download ' +
          'buttons), the employer’s feedback, the actions the server allows the viewer, and the log below. Presentational.',
      },
    },
  },
} satisfies Meta<typeof InList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The facts as term → value. */
function facts(canvasElement: HTMLElement, name: RegExp): Record<string, string> {
  const group = within(canvasElement).getByRole('group', { name });
  const terms = within(group).getAllByRole('term');
  const values = within(group).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, index) => [term.textContent ?? '', values[index]?.textContent ?? '']));
}

/** The employer's view of a submitted list: complete, feedback, reject. */
export const SubmittedEmployer: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const card = canvas.getByRole('listitem', { name: 'Longlist regulatory affairs, DACH' });
    await expect(within(card).getByText('Submitted by Marco Rossi · Alpine Search GmbH')).toBeVisible();
    await expect(within(card).getByText('Submitted', { selector: 'span' })).toBeVisible();
    await expect(facts(canvasElement, /^Facts of /)).toEqual({
      Submitted: '2 Mar 2026',
      'Status since': '2 Mar 2026',
      Comment: 'Twelve profiles from pharma and medtech, four of them open to a move.',
    });
    const documents = within(card).getByRole('list', { name: 'Documents' });
    await userEvent.click(within(documents).getByRole('button', { name: 'Download Document 2' }));
    await expect(args.onDownload).toHaveBeenCalledWith(902);
    const actions = within(card).getByRole('group', { name: 'Actions for Longlist regulatory affairs, DACH' });
    await expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Complete research', 'Give feedback', 'Reject']);
    await userEvent.click(within(actions).getByRole('button', { name: 'Reject' }));
    await expect(args.onAction).toHaveBeenCalledWith('reject');
  },
};

/** The consultant's view of their submitted list: withdraw only. */
export const SubmittedConsultant: Story = {
  args: { actions: [{ id: 'withdraw', label: 'Withdraw', tone: 'critical' }] },
  play: async ({ canvas, args }) => {
    const actions = canvas.getByRole('group', { name: /^Actions for / });
    await expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Withdraw']);
    await userEvent.click(within(actions).getByRole('button', { name: 'Withdraw' }));
    await expect(args.onAction).toHaveBeenCalledWith('withdraw');
  },
};

/** Research completed with a milestone, the employer's feedback, and the log below. */
export const Completed: Story = {
  args: {
    status: 'completed',
    statusSince: '2026-03-20T12:00:00.000Z',
    milestone: 'Shortlist delivery',
    feedback: { text: '<p>Good breadth; please focus on Basel.</p>', level: 'Good', at: '2026-03-12T12:00:00.000Z' },
    actions: [{ id: 'edit-feedback', label: 'Edit feedback' }],
    children: (
      <StatusHistory
        aria-label="Log"
        entries={[
          { id: 2, at: '2026-03-20T12:00:00.000Z', title: 'Research completed', actor: 'Anna Keller' },
          { id: 1, at: '2026-03-02T12:00:00.000Z', title: 'Submitted', actor: 'Marco Rossi', comment: 'Twelve profiles.' },
        ]}
      />
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    // The badge comes first in the card, before the log's entries.
    await expect(canvas.getAllByText('Research completed')[0]).toBeVisible();
    await expect(facts(canvasElement, /^Facts of /)).toMatchObject({ Milestone: 'Shortlist delivery', 'Status since': '20 Mar 2026' });
    const feedback = canvas.getByRole('group', { name: 'Employer feedback' });
    await expect(within(feedback).getByText('Good breadth; please focus on Basel.')).toBeVisible();
    await expect(within(feedback).getByText('Good · Given on 12 Mar 2026')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Log' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Rejected: Story = {
  args: { status: 'rejected', statusSince: '2026-03-15T12:00:00.000Z', actions: [{ id: 'edit-feedback', label: 'Give feedback' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reject' })).toBeNull();
  },
};

export const Withdrawn: Story = {
  args: { status: 'withdrawn', statusSince: '2026-03-16T12:00:00.000Z', actions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Withdrawn')).toBeVisible();
    // Nothing is left to do with a withdrawn list: no action group at all.
    await expect(canvas.queryByRole('group', { name: /^Actions for / })).toBeNull();
  },
};

/** A list without comment, documents, feedback or actions: the facts say what is missing. */
export const Empty: Story = {
  args: { comment: null, documents: [], actions: [], agencyName: null, submitted: null, statusSince: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No documents attached.')).toBeVisible();
    await expect(canvas.getByText('Submitted by Marco Rossi')).toBeVisible();
    await expect(Object.keys(facts(canvasElement, /^Facts of /))).toEqual(['Submitted', 'Status since']);
    await expect(canvas.queryByRole('group', { name: 'Employer feedback' })).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    // Tab order: the documents, then the actions.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download Document 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledWith(901);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Complete research' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onAction).toHaveBeenCalledWith('complete');
  },
};

/** German, with a long title, a long agency name and a long milestone: they wrap, nothing overflows. */
export const GermanLongText: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Kandidatenliste Leitung Qualitätssicherung und Zulassungsangelegenheiten für die Region Nordrhein-Westfalen',
    consultantName: 'Maximiliane Schwarzenberger-Hohenlohe',
    agencyName: 'Rheinische Personalberatungsgesellschaft für Führungskräfte mbH',
    status: 'completed',
    milestone: 'Lieferung der Shortlist',
    comment: '<p>Vierzehn Profile aus der Pharmaindustrie, davon sechs mit Erfahrung in behördlichen Zulassungsverfahren.</p>',
    feedback: { text: 'Sehr gründliche Recherche.', level: 'Sehr gut', at: '2026-03-12T12:00:00.000Z' },
    documents: [{ id: 901, name: 'Dokument 1' }],
    actions: [{ id: 'edit-feedback', label: 'Feedback bearbeiten' }],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Recherche abgeschlossen')).toBeVisible();
    await expect(facts(canvasElement, /^Angaben zu /)).toMatchObject({
      Eingereicht: '02.03.2026',
      Meilenstein: 'Lieferung der Shortlist',
    });
    await expect(canvas.getByRole('group', { name: 'Feedback des Arbeitgebers' })).toBeVisible();
    await expect(canvas.getByText('Sehr gut · Erteilt am 12.03.2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dokument 1 herunterladen' })).toBeVisible();
    // Nothing wider than the card.
    const card = canvas.getByRole('listitem', { name: /^Kandidatenliste Leitung/ });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
