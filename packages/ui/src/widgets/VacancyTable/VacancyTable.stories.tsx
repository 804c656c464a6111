import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../../primitives/EmptyState';
import { VacancyTable, type VacancySort, type VacancyTableProps, type VacancyTableRow } from './VacancyTable';

const rows: VacancyTableRow[] = [
  {
    id: 4711,
    title: 'Head of Regulatory Affairs',
    reference: 'REG-2026-014',
    status: { code: 'active' },
    authoredBy: { fullName: 'Anna Keller', organization: { name: 'Helvetia Pharma AG' } },
    place: { city: 'Basel', country: { code: 'CH', label: 'Switzerland' } },
    positionCount: 2,
    placementCount: 1,
    isFavorite: true,
    statistics: { candidates: 4, recruiters: 2 },
    creationDate: '2026-02-20T12:00:00.000Z',
    publicationDate: '2026-03-05T12:00:00.000Z',
  },
  {
    id: 4712,
    title: 'Senior Process Engineer',
    reference: null,
    status: { code: 'on-hold' },
    authoredBy: { fullName: 'Anna Keller', organization: { name: 'Helvetia Pharma AG' } },
    place: { city: 'Basel', country: { code: 'CH', label: 'Switzerland' } },
    positionCount: 1,
    placementCount: 0,
    isFavorite: false,
    statistics: { candidates: 0, recruiters: 1 },
    creationDate: '2026-01-10T12:00:00.000Z',
    publicationDate: '2026-01-12T12:00:00.000Z',
  },
  {
    id: 4713,
    title: 'Chief Financial Officer',
    reference: 'CFO-1',
    status: { code: 'draft' },
    authoredBy: { fullName: 'Jonas Frei', organization: null },
    place: null,
    positionCount: 1,
    placementCount: 0,
    isFavorite: false,
    statistics: { candidates: 0, recruiters: 0 },
    creationDate: '2026-03-01T12:00:00.000Z',
    publicationDate: null,
  },
];

const germanRows: VacancyTableRow[] = [
  {
    ...rows[0]!,
    title: 'Leiter/in Qualitätssicherung und Arzneimittelzulassung für die Region Deutschland, Österreich und Schweiz',
    place: { city: 'Frankfurt am Main', country: { code: 'DE', label: 'Deutschland' } },
  },
  { ...rows[1]!, title: 'Fuhrparkmanager/in', place: { city: 'Köln', country: { code: 'DE', label: 'Deutschland' } } },
];

const meta = {
  title: 'Widgets/VacancyTable',
  component: VacancyTable,
  args: {
    'aria-label': 'Vacancies',
    rows,
    sort: { sortBy: 'creationDate', sortOrder: 'DESC' },
    onSortChange: fn(),
    onToggleFavorite: fn(),
    href: (id) => `/dashboard/vacancy/${id}/view`,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Vacancies as a dense table on the `Table` primitive: the title links to the vacancy page (`/dashboard/vacancy/{id}/view`), the status is its ' +
          'badge, numbers right-aligned; the `list` variant has a favourite star per row, the `monitoring` variant the columns of the monitoring export. ' +
          'It neither sorts nor pages: pass the server’s page and sort and put a `Pagination` under it. For consultants on a vacancy use `ConsultantRow`.',
      },
    },
  },
} satisfies Meta<typeof VacancyTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button of a sortable column's header. */
const sortButton = (canvas: { getByRole: (role: string, options?: object) => HTMLElement }, name: RegExp) =>
  within(canvas.getByRole('columnheader', { name })).getByRole('button');

export const List: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Vacancies' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    const link = within(table).getByRole('link', { name: 'Head of Regulatory Affairs' });
    await expect(link).toHaveAttribute('href', '/dashboard/vacancy/4711/view');
    await expect(within(table).getByText('REG-2026-014')).toBeVisible();
    await expect(within(table).getByText('1 of 2 filled')).toBeVisible();
    await expect(within(table).getAllByText('Basel, Switzerland')).toHaveLength(2);
    await expect(within(table).getByText('5 Mar 2026')).toBeVisible();
    // The star says whether it is a favourite, and pressing it asks for the opposite.
    const star = within(table).getByRole('button', { name: 'Favourite: Head of Regulatory Affairs' });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(table).getByRole('button', { name: 'Favourite: Senior Process Engineer' }));
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(4712, true);
  },
};

export const Sorting: Story = {
  args: { sort: { sortBy: 'title', sortOrder: 'ASC' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('columnheader', { name: /Vacancy/ })).toHaveAttribute('aria-sort', 'ascending');
    // The same column again turns the order round; a new one starts newest first for dates.
    await userEvent.click(sortButton(canvas, /Vacancy/));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ sortBy: 'title', sortOrder: 'DESC' });
    await userEvent.click(sortButton(canvas, /Published/));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ sortBy: 'publicationDate', sortOrder: 'DESC' });
    // Columns the server cannot sort by have no sort control.
    await expect(within(canvas.getByRole('columnheader', { name: /Candidates/ })).queryByRole('button')).toBeNull();
    await userEvent.click(canvas.getByRole('columnheader', { name: /Candidates/ }));
    await expect(args.onSortChange).toHaveBeenCalledTimes(2);
  },
};

function SortHarness(props: VacancyTableProps) {
  const [sort, setSort] = useState<VacancySort>(props.sort);
  return <VacancyTable {...props} sort={sort} onSortChange={setSort} />;
}

export const KeyboardSort: Story = {
  render: (args) => <SortHarness {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(sortButton(canvas, /Status/));
    await expect(canvas.getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(sortButton(canvas, /Status/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const PendingFavourite: Story = {
  args: { pendingFavorites: [4712] },
  play: async ({ canvas, args }) => {
    const star = canvas.getByRole('button', { name: 'Favourite: Senior Process Engineer' });
    await expect(star).toBeDisabled();
    await userEvent.click(star, { pointerEventsCheck: 0 });
    await expect(args.onToggleFavorite).not.toHaveBeenCalled();
  },
};

export const WithoutFavourites: Story = {
  args: { onToggleFavorite: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('columnheader', { name: 'Favourite' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Favourite/ })).toBeNull();
  },
};

export const Monitoring: Story = {
  args: { variant: 'monitoring', 'aria-label': 'All vacancies' },
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual([
      'ID',
      'Vacancy',
      'Reference',
      'Status',
      'Author',
      'Organisation',
      'City',
      'Country',
      'Positions',
      'Placements',
      'Consultants',
      'Candidates',
      'Created',
      'Published',
    ]);
    const row = canvas.getByRole('row', { name: /Chief Financial Officer/ });
    await expect(within(row).getByText('Jonas Frei')).toBeVisible();
    await expect(within(row).getAllByText('–').length).toBeGreaterThanOrEqual(3);
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  },
};

export const Refetching: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    // The rows stay while the next page loads under them.
    await expect(canvas.getByRole('link', { name: 'Head of Regulatory Affairs' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], emptyState: <EmptyState title="No vacancy matches" description="Clear the filters to see every vacancy." /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No vacancy matches' })).toBeVisible();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: { rows: germanRows, 'aria-label': 'Stellen' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Stellen' });
    await expect(within(table).getByRole('columnheader', { name: /Personalberater/ })).toBeVisible();
    await expect(within(table).getByText('1 von 2 besetzt')).toBeVisible();
    await expect(within(table).getByText('05.03.2026')).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Favorit: Fuhrparkmanager/in' })).toHaveAttribute('aria-pressed', 'false');
    // The long title truncates inside its column instead of widening the table.
    const wrapper = table.parentElement!;
    await expect(wrapper.scrollWidth).toBeLessThanOrEqual(wrapper.clientWidth + 1);
  },
};
