import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from '../../primitives/Badge';
import { VacancyCard, VacancyCardList, VacancyCardSkeleton, type VacancyCardProps } from './VacancyCard';

const regulatory: VacancyCardProps = {
  title: 'Head of Regulatory Affairs',
  href: '/dashboard/vacancy/4711/view',
  status: 'active',
  organization: 'Helvetia Pharma AG',
  place: 'Basel, CH',
  reference: 'REG-2026-014',
  positions: 2,
  publicationDate: '2026-03-05T09:00:00.000Z',
  highlights: ['1 consultant request', '3 new applications'],
};

const meta = {
  title: 'Widgets/VacancyCard',
  component: VacancyCard,
  args: regulatory,
  render: (args) => (
    <VacancyCardList aria-label="Vacancies">
      <VacancyCard {...args} />
    </VacancyCardList>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A vacancy in a `VacancyCardList` on the home pages and the public home: the title linking to the vacancy, its status badge, the company, ' +
          'place, reference, positions and publication date in one line, then what waits on it (the caller’s short texts) and an optional aside. ' +
          'For a full table with sort and paging use the vacancy list; for the page of one vacancy use the vacancy view.',
      },
    },
  },
} satisfies Meta<typeof VacancyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Employer: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: 'Head of Regulatory Affairs' });
    await expect(within(card).getByRole('link', { name: 'Head of Regulatory Affairs' })).toHaveAttribute(
      'href',
      '/dashboard/vacancy/4711/view',
    );
    await expect(within(card).getByText('Active')).toBeVisible();
    await expect(
      within(card).getByText('Helvetia Pharma AG · Basel, CH · REG-2026-014 · 2 positions · published 5 Mar 2026'),
    ).toBeVisible();
    const waiting = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(waiting).toEqual(['1 consultant request', '3 new applications']);
  },
};

export const ConsultantWithOwnStatus: Story = {
  args: {
    highlights: [],
    positions: undefined,
    badges: <Badge tone="positive">Accepted</Badge>,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: 'Head of Regulatory Affairs' });
    await expect(within(card).getByText('Accepted')).toBeVisible();
    await expect(within(card).queryByRole('list')).toBeNull();
  },
};

export const PublicWithoutStatus: Story = {
  args: { status: undefined, highlights: [], reference: null, href: '/account/login?redirectUrl=%2Fdashboard%2Fvacancy%2F4711%2Fview' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: 'Head of Regulatory Affairs' });
    await expect(within(card).queryByText('Active')).toBeNull();
    await expect(within(card).getByText('Helvetia Pharma AG · Basel, CH · 2 positions · published 5 Mar 2026')).toBeVisible();
  },
};

export const WithoutLink: Story = {
  args: { href: undefined, highlights: [] },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: 'Head of Regulatory Affairs' });
    await expect(within(card).queryByRole('link')).toBeNull();
  },
};

export const List: Story = {
  render: () => (
    <VacancyCardList aria-label="Vacancies">
      <VacancyCard {...regulatory} />
      <VacancyCard title="Senior Process Engineer" href="/dashboard/vacancy/4712/view" status="on-hold" organization="Helvetia Pharma AG" />
      <VacancyCard title="Chief Financial Officer" href="/dashboard/vacancy/4713/view" status="draft" reference="DEMO-003" />
    </VacancyCardList>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Vacancies' });
    const links = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(links).toEqual(['Head of Regulatory Affairs', 'Senior Process Engineer', 'Chief Financial Officer']);
    // Keyboard: Tab reaches each title in order.
    await userEvent.tab();
    await expect(within(list).getByRole('link', { name: 'Head of Regulatory Affairs' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(list).getByRole('link', { name: 'Senior Process Engineer' })).toHaveFocus();
  },
};

export const Loading: Story = {
  render: () => <VacancyCardSkeleton count={3} />,
  play: async ({ canvasElement }) => {
    // Skeletons only: nothing for assistive technology to read or to focus.
    await expect(within(canvasElement).queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(3);
  },
};

export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <VacancyCardList aria-label="Vacancies">
        <VacancyCard {...args} title="Leiterin / Leiter Qualitätssicherung und Arzneimittelzulassung Europa" />
      </VacancyCardList>
    </div>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: /Qualitätssicherung/ });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Leiterin / Leiter Regulatory Affairs Onkologie Europa',
    organization: 'Helvetia Pharma AG',
    place: 'Basel, Schweiz',
    highlights: ['1 Anfrage eines Personalberaters zu bestätigen', '3 neue Bewerbungen zu prüfen'],
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: /Leiterin/ });
    await expect(within(card).getByText('Aktiv')).toBeVisible();
    await expect(within(card).getByText(/2 Positionen · veröffentlicht am 05\.03\.2026/)).toBeVisible();
  },
};
