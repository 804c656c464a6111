import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SearchConsultantListItem } from '@mandate/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConsultantPicker, type ConsultantLoader } from './ConsultantPicker';

const firstNames = ['Anna', 'Beat', 'Claudia', 'Daniel', 'Eva', 'Fabian', 'Gabriela', 'Hans', 'Ines', 'Jonas', 'Katrin', 'Lukas'];
const statuses = ['invited', 'accepted', 'requested', 'rejected', 'declined', 'withdrawn'] as const;

const consultants: SearchConsultantListItem[] = Array.from({ length: 23 }, (_, i) => ({
  id: 100 + i,
  name: `${firstNames[i % firstNames.length]} ${['Keller', 'Meier', 'Huber', 'Weber'][i % 4]}`,
  rating: i % 5 === 0 ? null : (i % 10) / 2,
  position: 'Partner',
  organization: { name: `Search Partners ${i + 1}` },
  place: { city: ['Zürich', 'Bern', 'Basel'][i % 3], country: { code: 'CH', label: 'Switzerland' } },
  statistics: { interviewRatio: 40 + i, customerSatisfaction: 70 + (i % 30) },
  invitations: { total: 10 + i, accepted: 5 + (i % 5) },
  status: { code: statuses[i % statuses.length]! },
  lastStatus: { source: { code: 'invitation' }, creationDate: '2026-03-02T09:30:00Z' },
  actionUser: { name: 'Lea Schneider' },
}));

/** A fake server: filters by name and search, sorts by first name or rating, answers one page after `delay` ms. */
function fakeLoader(all: readonly SearchConsultantListItem[], delay = 20): ConsultantLoader {
  return (q) =>
    new Promise((resolve) => {
      const text = (q.search ?? q.fullName ?? '').toLowerCase();
      const rows = all
        .filter((c) => c.name.toLowerCase().includes(text))
        .sort(
          (a, b) =>
            (q.sortBy === 'rating' ? (a.rating ?? -1) - (b.rating ?? -1) : a.name.localeCompare(b.name)) *
            (q.sortOrder === 'DESC' ? -1 : 1),
        );
      setTimeout(() => resolve({ items: rows.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize), total: rows.length }), delay);
    });
}

const meta = {
  title: 'Widgets/ConsultantPicker',
  component: ConsultantPicker,
  args: {
    loadPage: fn(fakeLoader(consultants)),
    onSelectionChange: fn(),
    formatDate: () => '02.03.2026',
    referenceLists: {
      countries: [
        { id: 'CH', code: 'CH', label: 'Switzerland' },
        { id: 'DE', code: 'DE', label: 'Germany' },
      ],
      sectors: [{ id: 'it', code: 'it', label: 'Information technology' }],
    },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Finds search consultants to invite or select for a vacancy (000 §2, §3, §9): filters on the left (history filters, admin-only last login, rating slider 0–5 by 0.1, percent sliders 0–100 by 1), free-text search and a sortable table of 10 rows per page on the right. Filter changes wait 600 ms, then the list reloads from page 0. Data comes from `loadPage`.',
      },
    },
  },
} satisfies Meta<typeof ConsultantPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: { getByRole: (role: string, options?: object) => HTMLElement }) =>
  canvas.getByRole('table', { name: 'Search consultants' });

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(within(table(canvas)).getAllByRole('row')).toHaveLength(11));
    await expect(args.loadPage).toHaveBeenCalledTimes(1);
    await expect(args.loadPage).toHaveBeenCalledWith(
      expect.objectContaining({
        statuses: ['active'],
        includeWithoutRating: true,
        sortBy: 'firstName',
        sortOrder: 'ASC',
        page: 0,
        pageSize: 10,
      }),
    );
    await expect(canvas.getByText('1 – 10 of 23')).toBeVisible();
    await expect(within(table(canvas)).getAllByRole('link')[0]).toHaveAttribute('href', '/dashboard/profile/100/view');
    await expect(canvas.queryByLabelText('Last login since')).not.toBeInTheDocument();
  },
};

export const FilterDebounceResetsPage: Story = {
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(canvas.getByText('1 – 10 of 23')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(args.loadPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 })));
    await waitFor(() => expect(canvas.getByText('11 – 20 of 23')).toBeVisible());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'anna');
    // Nothing is sent while typing; 600 ms after the last change the list reloads from page 0.
    await waitFor(() => expect(args.loadPage).toHaveBeenLastCalledWith(expect.objectContaining({ fullName: 'anna', page: 0 })), {
      timeout: 3000,
    });
    await expect(args.loadPage).not.toHaveBeenCalledWith(expect.objectContaining({ fullName: 'an' }));
    await waitFor(() => expect(canvas.getByText('1 – 2 of 2')).toBeVisible());
  },
};

export const SortByRating: Story = {
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(within(table(canvas)).getAllByRole('row')).toHaveLength(11));
    const header = within(table(canvas)).getByRole('columnheader', { name: /Name/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(within(table(canvas)).getByRole('columnheader', { name: /Rating/ })).getByRole('button'));
    await waitFor(
      () => expect(args.loadPage).toHaveBeenLastCalledWith(expect.objectContaining({ sortBy: 'rating', sortOrder: 'ASC', page: 0 })),
      {
        timeout: 3000,
      },
    );
  },
};

export const SlidersKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const rating = canvas.getByRole('slider', { name: 'Minimum rating' });
    await expect(rating).toHaveAttribute('max', '5');
    await expect(rating).toHaveAttribute('step', '0.1');
    rating.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(rating).toHaveAttribute('aria-valuetext', '0.2');
    const ratio = canvas.getByRole('slider', { name: 'Minimum interview ratio' });
    await expect(ratio).toHaveAttribute('max', '100');
    await expect(ratio).toHaveAttribute('step', '1');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include consultants without rating' }));
    await waitFor(
      () =>
        expect(args.loadPage).toHaveBeenLastCalledWith(expect.objectContaining({ minRating: 0.2, includeWithoutRating: false, page: 0 })),
      { timeout: 3000 },
    );
  },
};

export const Selection: Story = {
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(within(table(canvas)).getAllByRole('row')).toHaveLength(11));
    await userEvent.click(within(table(canvas)).getAllByRole('checkbox', { name: /^Select row/ })[1]!);
    await expect(args.onSelectionChange).toHaveBeenCalled();
    const keys = (args.onSelectionChange as ReturnType<typeof fn>).mock.calls.at(-1)![0] as Set<number>;
    await expect([...keys]).toHaveLength(1);
  },
};

/** Removing the last keyword chip by keyboard keeps focus in the keyword filter. */
export const KeywordChipRemovedKeepsFocus: Story = {
  play: async ({ canvas, args }) => {
    const keywords = canvas.getByRole('combobox', { name: 'Keywords' });
    await userEvent.click(keywords);
    await userEvent.keyboard('Fintech{Enter}{Escape}');
    await userEvent.tab();
    const chips = canvas.getByRole('grid', { name: 'Keywords: selected' });
    await expect(within(chips).getByRole('row', { name: /Fintech/ })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(canvas.queryByRole('grid', { name: 'Keywords: selected' })).not.toBeInTheDocument());
    await expect(keywords).toHaveFocus();
    await waitFor(() => expect(args.loadPage).toHaveBeenLastCalledWith(expect.objectContaining({ keywords: [] })), { timeout: 3000 });
  },
};

/** Loading is a labelled progressbar inside the table: in place of the rows first, then as a full-width row under them. */
export const LoaderInTheTable: Story = {
  args: { loadPage: fn<ConsultantLoader>((q) => (q.page === 0 ? fakeLoader(consultants, 0)(q) : new Promise(() => {}))) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(within(table(canvas)).getAllByRole('row')).toHaveLength(11));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    const loader = await within(table(canvas)).findByRole('progressbar', { name: 'Loading…' });
    const rows = within(table(canvas)).getAllByRole('row');
    await expect(loader.closest('tr')).toBe(rows.at(-1));
    await expect(rows).toHaveLength(12);
    await expect(canvas.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    // Nothing in the loader row takes the focus.
    await expect(rows.at(-1)!.querySelector('a, button, input, [tabindex]')).toBeNull();
  },
};

export const Admin: Story = {
  args: { isAdmin: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Last login since' })).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { loadPage: fn(fakeLoader([])) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No consultant matches these filters.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loadPage: fn<ConsultantLoader>(() => new Promise(() => {})) },
  play: async ({ canvas }) => {
    await expect(table(canvas).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  args: { loadPage: fn<ConsultantLoader>(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The consultants could not be loaded.');
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: { isAdmin: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(11));
    await expect(canvas.getByRole('checkbox', { name: 'Auch Personalberater ohne Bewertung anzeigen' })).toBeChecked();
    await expect(canvas.getByText('1 – 10 von 23')).toBeVisible();
  },
};
