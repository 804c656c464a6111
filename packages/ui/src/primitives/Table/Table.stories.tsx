import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Link } from '../Link';
import { Pagination } from './Pagination';
import { Table, type TableColumn, type TableProps } from './Table';

interface Consultant {
  id: number;
  name: string;
  organization: string;
  place: string;
  rating: string;
}

const rows: Consultant[] = [
  { id: 1, name: 'Anna Meier', organization: 'Alpine Search AG', place: 'Zürich', rating: '4.8' },
  { id: 2, name: 'Jürg Baumann', organization: 'Baumann Executive Partners', place: 'Basel', rating: '4.1' },
  { id: 3, name: 'Lea Schneider', organization: 'Rhein Talent GmbH', place: 'Köln', rating: 'new' },
];

const columns: TableColumn<Consultant>[] = [
  { id: 'name', name: 'Name', cell: (r) => r.name, allowsSorting: true, isRowHeader: true },
  { id: 'organization', name: 'Organisation', cell: (r) => r.organization },
  { id: 'place', name: 'Place', cell: (r) => r.place, allowsSorting: true },
  { id: 'rating', name: 'Rating', cell: (r) => r.rating, allowsSorting: true, width: '90px' },
];

const meta = {
  title: 'Primitives/Table',
  component: Table<Consultant>,
  args: { 'aria-label': 'Search consultants', columns, rows },
  parameters: {
    docs: {
      description: {
        component:
          'Dense rows of records (40 px) with sortable headers, optional checkbox selection, loading and empty rows, and cells that truncate rather than overflow. **Pagination** goes below it: page size, “1 – 10 of 57” and first / previous / next / last. The table does not sort or page by itself: the caller (usually the server) does.',
      },
    },
  },
} satisfies Meta<typeof Table<Consultant>>;
export default meta;
type Story = StoryObj<typeof meta>;

const lastSelection = (spy: unknown) => (spy as ReturnType<typeof fn>).mock.calls.at(-1)![0] as Set<number> | 'all';

const sortButton = (canvas: { getByRole: (role: string, options?: object) => HTMLElement }, name: RegExp) =>
  within(canvas.getByRole('columnheader', { name })).getByRole('button');

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Search consultants' });
    await expect(table.tagName).toBe('TABLE');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(within(table).getByRole('rowheader', { name: 'Anna Meier' })).toHaveAttribute('scope', 'row');
    await expect(within(table).getAllByRole('cell', { name: 'Zürich' })).toHaveLength(1);
    const row = within(table).getAllByRole('row')[1]!;
    await expect(Math.round(row.getBoundingClientRect().height)).toBe(40);
    // Only the sortable columns have a button; no row or cell takes the focus itself.
    await expect(
      within(table)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Name', 'Place', 'Rating']);
    await expect(table.querySelectorAll('tr[tabindex], th[tabindex], td[tabindex]')).toHaveLength(0);
  },
};

/** A sortable header is a button in a `<th aria-sort>`: the sorted column turns round, another starts ascending. */
export const Sortable: Story = {
  args: { sortDescriptor: { column: 'name', direction: 'ascending' }, onSortChange: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: /Place/ })).not.toHaveAttribute('aria-sort');
    await expect(canvas.getByRole('columnheader', { name: /Organisation/ })).not.toHaveAttribute('aria-sort');
    await userEvent.click(sortButton(canvas, /Name/));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'descending' });
    await userEvent.click(sortButton(canvas, /Place/));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'place', direction: 'ascending' });
    await expect(within(canvas.getByRole('columnheader', { name: /Organisation/ })).queryByRole('button')).toBeNull();
    await userEvent.click(canvas.getByRole('columnheader', { name: /Organisation/ }));
    await expect(args.onSortChange).toHaveBeenCalledTimes(2);
  },
};

function SortingHarness(props: TableProps<Consultant>) {
  const [sort, setSort] = useState<NonNullable<TableProps<Consultant>['sortDescriptor']>>({ column: 'name', direction: 'ascending' });
  const sorted = [...props.rows].sort((a, b) => {
    const key = sort.column as keyof Consultant;
    const order = String(a[key]).localeCompare(String(b[key]));
    return sort.direction === 'ascending' ? order : -order;
  });
  return (
    <Table
      {...props}
      rows={sorted}
      sortDescriptor={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
    />
  );
}

export const SortDescending: Story = {
  args: { onSortChange: fn() },
  render: (args) => <SortingHarness {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(sortButton(canvas, /Name/));
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    const names = canvas.getAllByRole('rowheader').map((cell) => cell.textContent);
    await expect(names).toEqual(['Lea Schneider', 'Jürg Baumann', 'Anna Meier']);
  },
};

/** Tab goes from one sort button to the next (Organisation has none); Enter or Space sorts. */
export const SortWithKeyboard: Story = {
  args: { onSortChange: fn() },
  render: (args) => <SortingHarness {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(sortButton(canvas, /Name/)).toHaveFocus();
    await userEvent.tab();
    await expect(sortButton(canvas, /Place/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'place', direction: 'ascending' });
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Basel');
    await userEvent.keyboard(' ');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'place', direction: 'descending' });
    await expect(canvas.getByRole('columnheader', { name: /Place/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(sortButton(canvas, /Place/)).toHaveFocus();
  },
};

export const Selection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ canvas, args }) => {
    const [, firstRow] = canvas.getAllByRole('row');
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all' });
    // Each checkbox is named by its row header.
    const first = within(firstRow!).getByRole('checkbox', { name: 'Select row Anna Meier' });
    await userEvent.click(first);
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await expect([...(lastSelection(args.onSelectionChange) as Set<number>)]).toEqual([1]);
    await expect(first).toBeChecked();
    await expect(firstRow).toHaveAttribute('data-selected', 'true');
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    await expect(lastSelection(args.onSelectionChange)).toBe('all');
    await expect(selectAll).toBeChecked();
    await expect(canvas.getAllByRole('checkbox', { name: /^Select row/ }).every((box) => (box as HTMLInputElement).checked)).toBe(true);
    // Unticking a row of "all" leaves the others; the header box is mixed again.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row Jürg Baumann' }));
    await expect([...(lastSelection(args.onSelectionChange) as Set<number>)]).toEqual([1, 3]);
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    await expect(lastSelection(args.onSelectionChange)).toBe('all');
    await userEvent.click(selectAll);
    await expect([...(lastSelection(args.onSelectionChange) as Set<number>)]).toEqual([]);
    await expect(selectAll).not.toBeChecked();
    await expect(selectAll).not.toBePartiallyChecked();
  },
};

/** A press anywhere on a selectable row (not on a control or link in it) ticks it, as before. */
export const SelectionByRowPress: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('cell', { name: 'Basel' }));
    await expect([...(lastSelection(args.onSelectionChange) as Set<number>)]).toEqual([2]);
    await expect(canvas.getByRole('checkbox', { name: 'Select row Jürg Baumann' })).toBeChecked();
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Jürg Baumann' }));
    await expect([...(lastSelection(args.onSelectionChange) as Set<number>)]).toEqual([]);
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single', onSelectionChange: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('checkbox', { name: 'Select all' })).toBeNull();
    await expect(canvas.getAllByRole('columnheader')[0]).toHaveTextContent('Selection');
    const [, first, second] = canvas.getAllByRole('row');
    await userEvent.click(within(first!).getByRole('checkbox'));
    await userEvent.click(within(second!).getByRole('checkbox'));
    await expect([...(lastSelection(args.onSelectionChange) as Set<number>)]).toEqual([2]);
    await expect(within(first!).getByRole('checkbox')).not.toBeChecked();
    await expect(within(second!).getByRole('checkbox')).toBeChecked();
    await userEvent.click(within(second!).getByRole('checkbox'));
    await expect([...(lastSelection(args.onSelectionChange) as Set<number>)]).toEqual([]);
  },
};

/** Tab reaches "Select all", the sort buttons, then each row's checkbox; Space ticks it. */
export const SelectionWithKeyboard: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toHaveFocus();
    await userEvent.tab();
    await expect(sortButton(canvas, /Name/)).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Select row Anna Meier' })).toHaveFocus();
    await userEvent.tab();
    const second = canvas.getByRole('checkbox', { name: 'Select row Jürg Baumann' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect([...(lastSelection(args.onSelectionChange) as Set<number>)]).toEqual([2]);
    await expect(second).toBeChecked();
    await expect(canvas.getAllByRole('row')[2]).toHaveAttribute('data-selected', 'true');
  },
};

export const PreselectedRows: Story = {
  args: { selectionMode: 'multiple', selectedKeys: new Set([1, 3]) },
  play: async ({ canvas }) => {
    const rowsShown = canvas.getAllByRole('row');
    await expect(rowsShown[1]).toHaveAttribute('data-selected', 'true');
    await expect(rowsShown[2]).not.toHaveAttribute('data-selected');
    await expect(within(rowsShown[1]!).getByRole('checkbox')).toBeChecked();
    await expect(within(rowsShown[2]!).getByRole('checkbox')).not.toBeChecked();
    await expect(within(rowsShown[3]!).getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  },
};

const linkColumns: TableColumn<Consultant>[] = [
  { id: 'name', name: 'Name', cell: (r) => <Link href={`#consultant-${r.id}`}>{r.name}</Link>, isRowHeader: true },
  ...columns.slice(1),
];

/** Tab goes through the sort buttons, then the links of the rows in reading order; arrow keys do nothing special. */
export const KeyboardNavigation: Story = {
  args: { columns: linkColumns },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(sortButton(canvas, /Place/)).toHaveFocus();
    await userEvent.tab();
    await expect(sortButton(canvas, /Rating/)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Anna Meier' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'Anna Meier' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Jürg Baumann' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: 'Anna Meier' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No entries')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    // One cell across every column.
    await expect(canvas.getByRole('cell', { name: 'No entries' })).toHaveAttribute('colspan', '4');
  },
};

export const EmptyWithAction: Story = {
  args: {
    rows: [],
    selectionMode: 'multiple',
    emptyState: (
      <EmptyState
        title="No search consultants match"
        description="Remove a filter or search in more countries."
        action={<Button variant="secondary">Reset filters</Button>}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No search consultants match' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeEnabled();
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
    await expect(canvas.getByRole('heading', { name: 'No search consultants match' }).closest('td')).toHaveAttribute('colspan', '5');
  },
};

/** The first page loading: a labelled progressbar inside the table, in place of the rows. */
export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Search consultants' });
    await expect(within(table).getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    await expect(table.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByText('No entries')).toBeNull();
  },
};

/** Rows loading under the rows already there: a labelled progressbar in a full-width last row, which takes no focus. */
export const LoadingMoreRows: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Search consultants' });
    await expect(within(table).getByRole('rowheader', { name: 'Anna Meier' })).toBeVisible();
    const loader = within(table).getByRole('progressbar', { name: 'Loading…' });
    await expect(loader.closest('tr')).toBe(within(table).getAllByRole('row').at(-1));
    await expect(loader.closest('td')).toHaveAttribute('colspan', '4');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(loader.closest('[tabindex]')).toBeNull();
  },
};

const germanColumns: TableColumn<Consultant>[] = [
  { id: 'name', name: 'Name', cell: (r) => r.name, allowsSorting: true, isRowHeader: true },
  { id: 'organization', name: 'Organisation', cell: (r) => r.organization },
  { id: 'place', name: 'Arbeitsort', cell: (r) => r.place, allowsSorting: true },
  { id: 'rating', name: 'Bewertung', cell: (r) => r.rating, allowsSorting: true, width: '110px' },
];

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    'aria-label': 'Personalberater',
    selectionMode: 'multiple',
    columns: germanColumns,
    rows: [
      {
        id: 1,
        name: 'Dr. Maximiliane Schmidt-Oberholzer',
        organization: 'Eidgenössische Personalberatung für Führungskräfte AG',
        place: 'Schaffhausen',
        rating: '4.9',
      },
      { id: 2, name: 'Jürg Baumann', organization: 'Baumann Executive Partners', place: 'Basel', rating: 'neu' },
    ],
  },
  render: (args) => (
    <div style={{ width: 560 }}>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText('Eidgenössische Personalberatung für Führungskräfte AG');
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(text).toHaveAttribute('title', 'Eidgenössische Personalberatung für Führungskräfte AG');
    await expect(canvas.getByRole('checkbox', { name: 'Alle auswählen' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Zeile auswählen Jürg Baumann' })).not.toBeChecked();
    const table = canvas.getByRole('table');
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(560);
  },
};

function PaginationHarness({
  onChange,
  total = 57,
  isDisabled,
}: {
  onChange: (n: { page: number; pageSize: number }) => void;
  total?: number;
  isDisabled?: boolean;
}) {
  const [state, setState] = useState({ page: 0, pageSize: 10 });
  return (
    <Pagination
      {...state}
      total={total}
      isDisabled={isDisabled}
      onChange={(next) => {
        setState(next);
        onChange(next);
      }}
    />
  );
}

const paginationChange = fn();
export const PaginationNextAndLast: Story = {
  render: () => <PaginationHarness onChange={paginationChange} />,
  beforeEach: () => paginationChange.mockClear(),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 – 10 of 57')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'First page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(paginationChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 10 });
    await expect(canvas.getByText('11 – 20 of 57')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(paginationChange).toHaveBeenLastCalledWith({ page: 5, pageSize: 10 });
    await expect(canvas.getByText('51 – 57 of 57')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

const previousChange = fn();
export const PaginationPreviousAndFirst: Story = {
  render: () => <PaginationHarness onChange={previousChange} />,
  beforeEach: () => previousChange.mockClear(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(previousChange).toHaveBeenLastCalledWith({ page: 4, pageSize: 10 });
    await expect(canvas.getByText('41 – 50 of 57')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(previousChange).toHaveBeenLastCalledWith({ page: 0, pageSize: 10 });
    await expect(canvas.getByText('1 – 10 of 57')).toBeVisible();
  },
};

const pageSizeChange = fn();
export const PaginationPageSize: Story = {
  render: () => <PaginationHarness onChange={pageSizeChange} />,
  beforeEach: () => pageSizeChange.mockClear(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await userEvent.click(canvas.getByRole('button', { name: /Items per page/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    await userEvent.click(screen.getByRole('option', { name: '25' }));
    await expect(pageSizeChange).toHaveBeenLastCalledWith({ page: 0, pageSize: 25 });
    await expect(canvas.getByText('1 – 25 of 57')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** The page size list open, as the keyboard opens it: its look, the current size chosen, the next one focused. */
export const PaginationPageSizeOpen: Story = {
  render: () => <PaginationHarness onChange={() => undefined} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Items per page/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox', {}, { timeout: 5000 });
    await expect(within(listbox).getByRole('option', { name: '10' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '25' })).toHaveFocus());
  },
};

const keyboardChange = fn();
export const PaginationKeyboard: Story = {
  render: () => <PaginationHarness onChange={keyboardChange} />,
  beforeEach: () => keyboardChange.mockClear(),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Items per page/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(keyboardChange).toHaveBeenLastCalledWith({ page: 0, pageSize: 50 });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(keyboardChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 50 });
    await expect(canvas.getByText('51 – 57 of 57')).toBeVisible();
  },
};

export const PaginationGerman: Story = {
  globals: { locale: 'de' },
  render: () => <PaginationHarness onChange={() => undefined} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 – 10 von 57')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Seitennavigation' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Elemente pro Seite/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nächste Seite' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Letzte Seite' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Erste Seite' })).toBeDisabled();
  },
};

export const PaginationEmpty: Story = {
  render: () => <PaginationHarness onChange={() => undefined} total={0} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 – 0 of 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
  },
};

export const PaginationDisabled: Story = {
  render: () => <PaginationHarness onChange={() => undefined} isDisabled />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Items per page/ })).toBeDisabled();
    await expect(canvas.getByText('1 – 10 of 57')).toBeVisible();
  },
};

const manyRows: Consultant[] = Array.from({ length: 57 }, (_, i) => ({
  id: i + 1,
  name: `Beraterin ${String(i + 1).padStart(2, '0')}`,
  organization: i % 2 ? 'Alpine Search AG' : 'Rhein Talent GmbH',
  place: i % 3 ? 'Zürich' : 'Köln',
  rating: (4 + (i % 10) / 10).toFixed(1),
}));

function PagedTable(args: TableProps<Consultant>) {
  const [state, setState] = useState({ page: 0, pageSize: 10 });
  const shown = manyRows.slice(state.page * state.pageSize, (state.page + 1) * state.pageSize);
  return (
    <div>
      <Table {...args} rows={shown} />
      <Pagination {...state} total={manyRows.length} onChange={setState} />
    </div>
  );
}

export const TableWithPaginationGerman: Story = {
  globals: { locale: 'de' },
  args: { 'aria-label': 'Personalberater', columns: germanColumns },
  render: (args) => <PagedTable {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 – 10 von 57')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nächste Seite' }));
    await expect(canvas.getByText('11 – 20 von 57')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Beraterin 11' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
  },
};
