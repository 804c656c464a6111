import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { JobStatusBadge } from '../../widgets/JobStatusBadge';
import { Card } from '../Card';
import { Link } from '../Link';
import { SummaryList, type SummaryItem } from './SummaryList';

const vacancy: SummaryItem[] = [
  { id: 'reference', label: 'Reference', value: '2025-0042' },
  { id: 'status', label: 'Status', value: <JobStatusBadge status="active" /> },
  { id: 'location', label: 'Location', value: 'Zurich, Switzerland' },
  { id: 'department', label: 'Department', value: 'Engineering' },
  { id: 'owner', label: 'Owner', value: <Link href="/dashboard/users/7">Anna Meier</Link> },
  { id: 'salary', label: 'Total package', value: 'CHF 140,000 – 165,000' },
  { id: 'published', label: 'Published', value: '12 Mar 2025' },
  { id: 'expires', label: 'Expires', value: '11 Jun 2025' },
];

const meta = {
  title: 'Primitives/SummaryList',
  component: SummaryList,
  args: { items: vacancy, 'aria-label': 'Vacancy details' },
  render: (args) => (
    <div style={{ maxWidth: 960 }}>
      <Card>
        <SummaryList {...args} />
      </Card>
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'The key facts of a detail page (vacancy, candidate, application, profile, organisation) as a description list in the GOV.UK summary-list style: label and value per row, a hairline between rows, two columns of pairs when the list is at least tablet-wide (`columns={1}` for one), label above value when narrow. An empty value shows a muted dash that screen readers read as "Not given". Usually the first thing inside a Card below the PageHeader.',
      },
    },
  },
} satisfies Meta<typeof SummaryList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The terms and definitions as [label, value] text pairs, in order. */
function pairs(root: HTMLElement) {
  const terms = within(root).getAllByRole('term');
  const definitions = within(root).getAllByRole('definition');
  return terms.map((term, i) => [term.textContent, definitions[i]!.textContent]);
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('group', { name: 'Vacancy details' });
    await expect(list.querySelector('dl')).toBeInTheDocument();
    await expect(pairs(list)).toEqual([
      ['Reference', '2025-0042'],
      ['Status', 'Active'],
      ['Location', 'Zurich, Switzerland'],
      ['Department', 'Engineering'],
      ['Owner', 'Anna Meier'],
      ['Total package', 'CHF 140,000 – 165,000'],
      ['Published', '12 Mar 2025'],
      ['Expires', '11 Jun 2025'],
    ]);
    // Two columns of pairs: the second pair sits beside the first, the third below it.
    const [first, second, third] = within(list).getAllByRole('term');
    await expect(Math.abs(first!.getBoundingClientRect().top - second!.getBoundingClientRect().top)).toBeLessThan(1);
    await expect(second!.getBoundingClientRect().left).toBeGreaterThan(first!.getBoundingClientRect().right);
    await expect(third!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
    // Wide: the value beside its label.
    const reference = within(list).getAllByRole('definition')[0]!;
    await expect(Math.abs(reference.getBoundingClientRect().top - first!.getBoundingClientRect().top)).toBeLessThan(1);
    await expect(within(list).getByRole('link', { name: 'Anna Meier' })).toHaveAttribute('href', '/dashboard/users/7');
  },
};

export const EmptyValues: Story = {
  args: {
    items: [
      { id: 'reference', label: 'Reference', value: '2025-0042' },
      { id: 'department', label: 'Department', value: null },
      { id: 'salary', label: 'Total package', value: '' },
      { id: 'notes', label: 'Internal notes', value: undefined },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('group', { name: 'Vacancy details' });
    await expect(pairs(list)).toEqual([
      ['Reference', '2025-0042'],
      ['Department', 'Not given'],
      ['Total package', 'Not given'],
      ['Internal notes', 'Not given'],
    ]);
    const empty = within(list).getAllByRole('definition')[1]!;
    // Seen: a muted dash, hidden from screen readers; heard: "Not given".
    const mark = empty.querySelector('[aria-hidden="true"]')!;
    await expect(getComputedStyle(mark, '::before').content).toContain('—');
    await expect(getComputedStyle(mark).color).not.toBe(getComputedStyle(within(list).getAllByRole('definition')[0]!).color);
    await expect(within(empty).getByText('Not given')).toHaveStyle({ position: 'absolute', width: '1px' });
  },
};

export const OneColumn: Story = {
  args: { columns: 1, items: vacancy.slice(0, 4), 'aria-label': undefined },
  render: (args) => (
    <div style={{ maxWidth: 800 }}>
      <Card>
        <SummaryList {...args} />
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    // Without a name it is a plain description list.
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    const terms = canvas.getAllByRole('term');
    await expect(terms).toHaveLength(4);
    // One pair per row, one under the other, left-aligned.
    for (let i = 1; i < terms.length; i++) {
      await expect(terms[i]!.getBoundingClientRect().top).toBeGreaterThan(terms[i - 1]!.getBoundingClientRect().bottom);
      await expect(terms[i]!.getBoundingClientRect().left).toBe(terms[0]!.getBoundingClientRect().left);
    }
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    'aria-label': 'Angaben zur Stelle',
    items: [
      { id: 'reference', label: 'Referenznummer der Stellenausschreibung', value: '2025-0042' },
      { id: 'status', label: 'Status', value: <JobStatusBadge status="deleted-draft" /> },
      {
        id: 'title',
        label: 'Bezeichnung',
        value: 'Stellvertretende Abteilungsleiterin Konzernrechnungslegungsspezialistin Finanz- und Rechnungswesen',
      },
      { id: 'department', label: 'Abteilung', value: null },
      { id: 'package', label: 'Gesamtvergütungspaket einschliesslich variabler Bestandteile', value: 'CHF 140’000 – 165’000' },
      { id: 'contract', label: 'Anstellungsverhältnis', value: 'Unbefristete Festanstellung, 80–100 %' },
    ],
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ maxWidth: 960 }}>
        <Card>
          <SummaryList {...args} />
        </Card>
      </div>
      <div style={{ width: 320 }} data-testid="narrow">
        <Card>
          <SummaryList {...args} aria-label="Angaben zur Stelle (schmal)" />
        </Card>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const wide = canvas.getByRole('group', { name: 'Angaben zur Stelle' });
    await expect(within(wide).getAllByRole('definition')[3]).toHaveTextContent('Keine Angabe');
    // Narrow: label above value; nothing overflows.
    const narrow = canvas.getByRole('group', { name: 'Angaben zur Stelle (schmal)' });
    const term = within(narrow).getAllByRole('term')[2]!;
    const value = within(narrow).getAllByRole('definition')[2]!;
    await expect(value.getBoundingClientRect().top).toBeGreaterThanOrEqual(term.getBoundingClientRect().bottom);
    for (const list of [wide, narrow]) {
      await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
      const right = list.getBoundingClientRect().right;
      for (const el of Array.from(list.querySelectorAll('dt, dd'))) {
        await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
      }
    }
  },
};

/** Phone width in English: one pair per row, label above its value, nothing overflows. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <Card>
        <SummaryList {...args} />
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('group', { name: 'Vacancy details' });
    const terms = within(list).getAllByRole('term');
    const values = within(list).getAllByRole('definition');
    for (let i = 0; i < terms.length; i++) {
      await expect(values[i]!.getBoundingClientRect().top).toBeGreaterThanOrEqual(terms[i]!.getBoundingClientRect().bottom);
      await expect(terms[i]!.getBoundingClientRect().left).toBe(terms[0]!.getBoundingClientRect().left);
    }
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(within(list).getByRole('link', { name: 'Anna Meier' })).toBeVisible();
  },
};

/** A zero is a value, not a gap: 0 and "0" show, while false and a blank string read "Not given". */
export const ZeroIsAValue: Story = {
  args: {
    'aria-label': 'Placement figures',
    items: [
      { id: 'interviews', label: 'Interviews', value: 0 },
      { id: 'fee', label: 'Fee percentage', value: '0' },
      { id: 'guarantee', label: 'Guarantee case', value: false },
      { id: 'approval', label: 'Approval ID', value: '   ' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(pairs(canvas.getByRole('group', { name: 'Placement figures' }))).toEqual([
      ['Interviews', '0'],
      ['Fee percentage', '0'],
      ['Guarantee case', 'Not given'],
      ['Approval ID', 'Not given'],
    ]);
  },
};
