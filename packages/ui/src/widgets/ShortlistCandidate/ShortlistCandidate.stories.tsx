import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { ShortlistCandidate, type ShortlistCandidateProps } from './ShortlistCandidate';

const onReview = fn();

const base: ShortlistCandidateProps = {
  candidate: {
    fullName: 'Jonas Roth',
    status: 'line-manager-review',
    position: 'Senior Process Engineer',
    employed: true,
    email: 'jonas.roth@example.ch',
    phone: '+41 79 555 01 07',
    place: 'Basel, CH',
    consultant: 'Lea Schneider · Alpine Search AG',
    submitted: '2026-03-02T09:15:00.000Z',
    comment: 'Eight years of process engineering in API plants; leads a team of six.',
  },
  documents: [{ id: 90, title: 'CV Jonas Roth.pdf', size: 245_760, href: '/api/file/90/download?token=t' }],
  reviews: [
    {
      id: 1,
      author: 'Marco Rossi',
      date: '2026-03-05T10:00:00.000Z',
      assessment: { code: 'good', label: 'Good' },
      feedback: 'Strong on validation; I would like to meet him.',
    },
  ],
};

const meta = {
  title: 'Widgets/ShortlistCandidate',
  component: ShortlistCandidate,
  args: base,
  parameters: {
    docs: {
      description: {
        component:
          'A candidate of a shortlist as a line manager reviews and prints it (001 §2.2): name and application status, key facts, the consultant’s ' +
          'reason, the documents as download links, the reviews with their assessment level; the caller’s action (Review) beside the status.',
      },
    },
  },
} satisfies Meta<typeof ShortlistCandidate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The terms and values of a description list by its name. */
function facts(canvasElement: HTMLElement, name: string): Record<string, string> {
  const group = within(canvasElement).getByRole('group', { name });
  const terms = within(group).getAllByRole('term');
  const definitions = within(group).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, index) => [term.textContent ?? '', definitions[index]?.textContent ?? '']));
}

export const Reviewed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Jonas Roth' });
    await expect(within(region).getByText('Line review')).toBeVisible();
    await expect(facts(canvasElement, 'Key facts about Jonas Roth')).toMatchObject({
      'Current position': 'Senior Process Engineer',
      Employed: 'Yes',
      Location: 'Basel, CH',
      'Proposed by': 'Lea Schneider · Alpine Search AG',
      'Submitted on': '2 Mar 2026',
    });
    await expect(canvas.getByRole('link', { name: /CV Jonas Roth\.pdf/ })).toHaveAttribute('href', '/api/file/90/download?token=t');
    const reviews = canvas.getByRole('list', { name: 'Reviews' });
    await expect(within(reviews).getByText('Good')).toBeVisible();
    await expect(within(reviews).getByText('Marco Rossi on 5 Mar 2026')).toBeVisible();
  },
};

export const NotYetReviewed: Story = {
  args: {
    reviews: [],
    documents: [],
    candidate: { ...base.candidate, comment: null, employed: null, phone: null },
    action: (
      <Button size="small" onPress={fn()}>
        Review
      </Button>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No review yet.')).toBeVisible();
    await expect(canvas.getByText('No documents yet.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Why this candidate' })).toBeNull();
    await expect(facts(canvasElement, 'Key facts about Jonas Roth').Contact).toBe('jonas.roth@example.ch');
    // The caller's action sits in the card's header, first in the tab order, before the mail link.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Review' })).toHaveFocus();
  },
};

export const GermanLongText: Story = {
  globals: { locale: 'de' },
  args: {
    candidate: {
      ...base.candidate,
      fullName: 'Maximiliane Katharina von Hohenzollern-Sigmaringen',
      position: 'Leiterin Qualitätssicherung und Validierungsprozessentwicklung für biotechnologische Wirkstoffherstellung',
      consultant: 'Friedrich-Wilhelm Müller-Lüdenscheidt · Personalberatungsgesellschaft Oberrhein mbH',
      comment:
        'Langjährige Erfahrung in der Qualifizierung und Validierung von Produktionsanlagen; führt seit 2019 ein Team von zwölf Mitarbeitenden.',
    },
    reviews: [
      {
        id: 2,
        author: 'Marco Rossi',
        date: '2026-03-05T10:00:00.000Z',
        assessment: { code: 'unsuitable', label: 'Nicht geeignet' },
        feedback: 'Fachlich überzeugend, aber die Gehaltsvorstellungen liegen deutlich über dem Budget der Abteilung.',
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Prüfung durch Linienvorgesetzte')).toBeVisible();
    await expect(facts(canvasElement, 'Eckdaten zu Maximiliane Katharina von Hohenzollern-Sigmaringen')).toMatchObject({
      Angestellt: 'Ja',
      'Vorgeschlagen von': 'Friedrich-Wilhelm Müller-Lüdenscheidt · Personalberatungsgesellschaft Oberrhein mbH',
      'Vorgeschlagen am': '02.03.2026',
    });
    await expect(canvas.getByText('Marco Rossi am 05.03.2026')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Warum diese Kandidatin / dieser Kandidat' })).toBeVisible();
  },
};

/** Reviews in every assessment tone, one without an assessment and one by a deleted account. */
export const ReviewsOfEveryKind: Story = {
  args: {
    reviews: [
      {
        id: 11,
        author: 'Marco Rossi',
        date: '2026-03-05T10:00:00.000Z',
        assessment: { code: 'excellent', label: 'Excellent' },
        feedback: 'Exactly the profile we need.',
      },
      {
        id: 12,
        author: 'Anna Keller',
        date: '2026-03-06T10:00:00.000Z',
        assessment: { code: 'average', label: 'Average' },
        feedback: 'Solid, little people management.',
      },
      {
        id: 13,
        author: 'Lukas Brunner',
        date: '2026-03-07T10:00:00.000Z',
        assessment: { code: 'poor', label: 'Poor' },
        feedback: 'Too far from our processes.',
      },
      { id: 14, author: null, date: '2026-03-08T10:00:00.000Z', assessment: null, feedback: 'Please ask about the notice period.' },
    ],
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(within(items[0]!).getByText('Excellent')).toBeVisible();
    const tone = (item: HTMLElement, label: string) => getComputedStyle(within(item).getByText(label).parentElement!).backgroundColor;
    await expect(tone(items[0]!, 'Excellent')).not.toBe(tone(items[1]!, 'Average'));
    await expect(tone(items[1]!, 'Average')).not.toBe(tone(items[2]!, 'Poor'));
    // No assessment: no badge; a deleted account: a neutral name instead of an empty one.
    await expect(within(items[3]!).getByText('A former user on 8 Mar 2026')).toBeVisible();
    await expect(within(items[3]!).getByText('Please ask about the notice period.')).toBeVisible();
    await expect(items[0]!.firstElementChild!.children).toHaveLength(2);
    await expect(items[3]!.firstElementChild!.children).toHaveLength(1);
  },
};

/** Nothing known but the name: contact, position, place and the day read "Not given". */
export const FactsMissing: Story = {
  args: {
    candidate: {
      ...base.candidate,
      position: null,
      employed: false,
      email: null,
      phone: '+41 79 555 01 07',
      place: null,
      submitted: null,
      comment: null,
    },
    headingLevel: 3,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Jonas Roth' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Documents' })).toBeVisible();
    await expect(facts(canvasElement, 'Key facts about Jonas Roth')).toMatchObject({
      'Current position': 'Not given',
      Employed: 'No',
      Location: 'Not given',
      Contact: '+41 79 555 01 07',
      'Submitted on': 'Not given',
    });
    await expect(canvas.queryByRole('link', { name: /@/ })).toBeNull();
  },
};

/** The Review action by keyboard: Enter and Space both press it. */
export const KeyboardReview: Story = {
  args: {
    action: (
      <Button size="small" onPress={onReview}>
        Review
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    onReview.mockClear();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Review' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(onReview).toHaveBeenCalledTimes(2);
    // Then the mail link and the CV.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'jonas.roth@example.ch' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /CV Jonas Roth\.pdf/ })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Phone width in German: status and action go under the long name, nothing overflows the card. */
export const NarrowGerman: Story = {
  globals: { locale: 'de' },
  args: {
    ...GermanLongText.args,
    action: (
      <Button size="small" onPress={onReview}>
        Beurteilen
      </Button>
    ),
  },
  render: (args) => (
    <div style={{ width: 340 }} data-testid="frame">
      <ShortlistCandidate {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Maximiliane Katharina von Hohenzollern-Sigmaringen' });
    await expect(within(region).getByRole('button', { name: 'Beurteilen' })).toBeVisible();
    await expect(within(region).getByText('Nicht geeignet')).toBeVisible();
    const frame = canvas.getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const el of Array.from(region.querySelectorAll('h2, dd, p, button, a'))) {
      await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right + 0.5);
    }
  },
};
