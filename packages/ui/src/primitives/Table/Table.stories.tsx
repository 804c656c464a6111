import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';
import { Table, type TableColumn } from './Table';

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

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Search consultants' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('rowheader', { name: 'Anna Meier' })).toBeVisible();
  },
};

export const Sortable: Story = {
  args: { sortDescriptor: { column: 'name', direction: 'ascending' }, onSortChange: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('columnheader', { name: /Name/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'descending' });
    await userEvent.click(canvas.getByRole('columnheader', { name: /Place/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'place', direction: 'ascending' });
  },
};

export const Selection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ canvas, args }) => {
    const [, firstRow] = canvas.getAllByRole('row');
    await userEvent.click(within(firstRow!).getByRole('checkbox', { name: /Select row/ }));
    await expect(args.onSelectionChange).toHaveBeenCalled();
    const selection = (args.onSelectionChange as ReturnType<typeof fn>).mock.calls.at(-1)![0] as Set<number>;
    await expect([...selection]).toEqual([1]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    await expect((args.onSelectionChange as ReturnType<typeof fn>).mock.calls.at(-1)![0]).toBe('all');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('row')[2]).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No entries')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeVisible();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    'aria-label': 'Personalberater',
    rows: [
      {
        id: 1,
        name: 'Dr. Maximiliane Schmidt-Oberholzer',
        organization: 'Eidgenössische Personalberatung für Führungskräfte AG',
        place: 'Schaffhausen',
        rating: '4.9',
      },
    ],
  },
  render: (args) => (
    <div style={{ width: 480 }}>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const cell = canvas.getByText('Eidgenössische Personalberatung für Führungskräfte AG');
    await expect(cell.closest('td')!.scrollWidth).toBeGreaterThan(cell.closest('td')!.clientWidth);
    const table = canvas.getByRole('grid');
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(480);
  },
};

function PaginationHarness({ onChange, total = 57 }: { onChange: (n: { page: number; pageSize: number }) => void; total?: number }) {
  const [state, setState] = useState({ page: 0, pageSize: 10 });
  return (
    <Pagination
      {...state}
      total={total}
      onChange={(next) => {
        setState(next);
        onChange(next);
      }}
    />
  );
}

export const PaginationNextAndLast: Story = {
  render: () => <PaginationHarness onChange={paginationChange} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 – 10 of 57')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(paginationChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 10 });
    await expect(canvas.getByText('11 – 20 of 57')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('51 – 57 of 57')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};
const paginationChange = fn();

export const PaginationPageSize: Story = {
  render: () => <PaginationHarness onChange={pageSizeChange} />,
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Items per page' }), '25');
    await expect(pageSizeChange).toHaveBeenLastCalledWith({ page: 0, pageSize: 25 });
    await expect(canvas.getByText('1 – 25 of 57')).toBeVisible();
  },
};
const pageSizeChange = fn();

export const PaginationGerman: Story = {
  globals: { locale: 'de' },
  render: () => <PaginationHarness onChange={() => undefined} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 – 10 von 57')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Elemente pro Seite' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nächste Seite' })).toBeEnabled();
  },
};

export const PaginationEmpty: Story = {
  render: () => <PaginationHarness onChange={() => undefined} total={0} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 – 0 of 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};
