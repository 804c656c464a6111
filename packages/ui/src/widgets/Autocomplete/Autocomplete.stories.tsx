import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Autocomplete } from './Autocomplete';
import type { AutocompleteLoader, AutocompleteOption } from './options';

const cities: AutocompleteOption[] = [
  ['zh', 'Zürich', 'Switzerland'],
  ['be', 'Bern', 'Switzerland'],
  ['bs', 'Basel', 'Switzerland'],
  ['ge', 'Genève', 'Switzerland'],
  ['lu', 'Luzern', 'Switzerland'],
  ['sg', 'St. Gallen', 'Switzerland'],
  ['ber', 'Berlin', 'Germany'],
  ['muc', 'München', 'Germany'],
  ['ham', 'Hamburg', 'Germany'],
  ['fra', 'Frankfurt am Main', 'Germany'],
  ['vie', 'Wien', 'Austria'],
  ['gra', 'Graz', 'Austria'],
].map(([code, label, country]) => ({ id: code!, code: code!, label: label!, country: country!, description: country! }));

const zurich = cities[0]!;
const bern = cities[1]!;

/** 57 recruiter organisations, served 10 per page like the agency autocomplete. */
const agencies: AutocompleteOption[] = Array.from({ length: 57 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return { id: `agency-${n}`, code: `agency-${n}`, label: `Agency ${n} Executive Search` };
});

/** A fake server: filters by search, answers one page after `delay` ms. */
function fakeLoader(all: readonly AutocompleteOption[], delay = 30): AutocompleteLoader {
  return ({ search, page, pageSize }) =>
    new Promise((resolve) => {
      const matching = all.filter((o) => o.label.toLowerCase().includes(search.toLowerCase()));
      setTimeout(() => resolve({ items: matching.slice(page * pageSize, (page + 1) * pageSize), total: matching.length }), delay);
    });
}

const never: AutocompleteLoader = () => new Promise(() => {});

/** The count read to screen readers (a status region in the open panel). */
async function expectAnnounced(text: string) {
  await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(text));
}

/** Scrolls the open panel to its end, which passes the 80 % threshold. */
async function scrollToEnd() {
  const listbox = await screen.findByRole('listbox');
  listbox.scrollTop = listbox.scrollHeight;
  listbox.dispatchEvent(new Event('scroll'));
  return listbox;
}

const meta = {
  title: 'Widgets/Autocomplete',
  component: Autocomplete,
  args: { label: 'City', options: cities, onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 360, minHeight: 420 }}>
      <Autocomplete {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Picks one value or several chips from a long list: reference lists filtered locally (`options`), or organisations, users, recipients and jobs loaded page by page from the server (`loadPage`, page sizes from `pageSizes`). Typing is debounced 100 ms, the list is virtualised, the next page loads past 80 % of the panel. Typed text equal to a code or label picks that option; `allowsNew` turns other text into a new entry (`isNew`, code null). For a short fixed list use **Select**.',
      },
    },
  },
} satisfies Meta<typeof Autocomplete>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await expect(input).toHaveValue('');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { defaultValue: zurich },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('Zürich');
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'City' }));
    await expect(canvas.getByRole('combobox')).toHaveFocus();
  },
};

export const FiltersByLabelOrCountry: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'BER');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await expect(screen.getByRole('option', { name: /Bern/ })).toBeVisible();
    await expect(screen.getByRole('option', { name: /Berlin/ })).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'austr');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['WienAustria', 'GrazAustria']));
    await expectAnnounced('2 results');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'City' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ber');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Berlin/ }).id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'ber', label: 'Berlin' }));
    await expect(input).toHaveValue('Berlin');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const TypedCodeSelects: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'ZH');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(zurich);
    await expect(input).toHaveValue('Zürich');
    await userEvent.clear(input);
    await userEvent.type(input, 'bern{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(bern);
  },
};

export const BlurEmptyClears: Story = {
  args: { defaultValue: zurich },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveValue('');
  },
};

export const FreeTextRefused: Story = {
  args: { defaultValue: bern },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Atlantis');
    await userEvent.tab();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('Bern');
  },
};

export const FreeTextNewEntry: Story = {
  args: { allowsNew: true, label: 'Place of work' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Place of work' });
    await userEvent.type(input, 'Vaduz{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ id: 'new:Vaduz', code: null, label: 'Vaduz', isNew: true });
    await expect(input).toHaveValue('Vaduz');
  },
};

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'City' }), 'xyz');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByText('No results')).toBeVisible());
    await expectAnnounced('No results');
  },
};

export const MultipleChips: Story = {
  args: { selectionMode: 'multiple', allowsNew: true, label: 'Keywords', options: cities },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Keywords' });
    await userEvent.type(input, 'Zürich,Fintech{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([zurich, expect.objectContaining({ label: 'Fintech', code: null, isNew: true })]);
    await expect(input).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    const chips = await canvas.findByRole('grid', { name: 'Keywords: selected' });
    await expect(within(chips).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /^Remove Fintech/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([zurich]);
  },
};

/** Removing chips by keyboard or mouse keeps the user's place: the next chip, and the input after the last one. */
export const RemoveLastChipKeepsFocus: Story = {
  args: { selectionMode: 'multiple', label: 'Cities', defaultValue: [zurich, bern] },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Cities' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const chips = canvas.getByRole('grid', { name: 'Cities: selected' });
    await expect(within(chips).getAllByRole('row')[0]).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith([bern]);
    await waitFor(() => expect(within(chips).getByRole('row', { name: /Bern/ })).toHaveFocus());
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(canvas.queryByRole('grid')).not.toBeInTheDocument());
    await expect(input).toHaveFocus();
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // The same with the mouse on the chip's ×.
    await userEvent.keyboard('Zürich{Enter}{Escape}');
    await userEvent.click(await canvas.findByRole('button', { name: /^Remove Zürich/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const MultipleToggle: Story = {
  args: { selectionMode: 'multiple', label: 'Cities', defaultValue: [zurich] },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Cities' });
    await userEvent.type(input, 'ber');
    await userEvent.click(await screen.findByRole('option', { name: /Berlin/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([zurich, cities[6]]);
    // The panel stays open for the next pick; the input is empty again, so every option shows.
    const selected = await screen.findByRole('option', { name: /Zürich/ });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(selected);
    await expect(args.onChange).toHaveBeenLastCalledWith([cities[6]]);
  },
};

export const RequiredInvalid: Story = {
  args: { isRequired: true, errorMessage: 'Please choose a city.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: /City/ });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please choose a city.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: zurich },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

/** The first page's loader is a labelled progressbar inside the listbox, not plain text beside it. */
export const Loading: Story = {
  args: { label: 'Agency', options: undefined, loadPage: never, pageSize: 10 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show options/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    await expect(within(listbox).getByRole('progressbar', { name: 'Loading…' })).not.toHaveAttribute('aria-valuenow');
    // The only progress indicator: no second "Loading…" outside the list.
    await expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    await expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  },
};

/** The next page's loader is a labelled progressbar row at the end of the listbox that keys never reach. */
export const LoadingMore: Story = {
  args: {
    label: 'Agency',
    options: undefined,
    pageSize: 10,
    loadPage: (query) => (query.page === 0 ? fakeLoader(agencies, 0)(query) : never(query)),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Agency' });
    await userEvent.click(canvas.getByRole('button', { name: /Show options/ }));
    await expectAnnounced('10 results of 57');
    const listbox = await scrollToEnd();
    const loader = await within(listbox).findByRole('progressbar', { name: 'Loading more…' });
    await expect(loader).toBeVisible();
    await expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    // ArrowDown, PageDown and End stop at the last agency; the loader row is never the active option.
    input.focus();
    await userEvent.keyboard('{ArrowDown}'.repeat(12));
    const last = within(listbox).getByRole('option', { name: /Agency 10 Executive Search/ });
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', last.id));
    await userEvent.keyboard('{PageDown}{End}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', last.id);
    // The loader row stays at the end of the list while the page loads.
    await scrollToEnd();
    await expect(within(listbox).getByRole('progressbar', { name: 'Loading more…' })).toBeVisible();
  },
};

export const InfiniteScrollToEndOfList: Story = {
  args: { label: 'Agency', options: undefined, pageSize: 10, loadPage: fn(fakeLoader(agencies.slice(0, 25))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show options/ }));
    await expectAnnounced('10 results of 25');
    await expect(args.loadPage).toHaveBeenLastCalledWith({ search: '', page: 0, pageSize: 10 });
    await scrollToEnd();
    await expectAnnounced('20 results of 25');
    await scrollToEnd();
    await expectAnnounced('25 results');
    await expect(args.loadPage).toHaveBeenLastCalledWith({ search: '', page: 2, pageSize: 10 });
    await expect(await screen.findByText('End of list')).toBeVisible();
  },
};

export const RemoteSearch: Story = {
  args: { label: 'Agency', options: undefined, pageSize: 10, loadPage: fn(fakeLoader(agencies)) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Agency' }), '42');
    // Wait for the searched option itself: while the debounced request runs, the panel may show a
    // loading row, which also counts as an option (this story flaked on a busy machine).
    await waitFor(() => expect(screen.getByRole('option', { name: /Agency 42\b/ })).toBeInTheDocument(), { timeout: 5000 });
    await expect(screen.getAllByRole('option')).toHaveLength(1);
    // Typing is debounced: one request for the whole word, none per keystroke.
    await expect(args.loadPage).not.toHaveBeenCalledWith(expect.objectContaining({ search: '4' }));
    await expect(args.loadPage).toHaveBeenCalledWith({ search: '42', page: 0, pageSize: 10 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(agencies[41]);
    await expect(canvas.getByRole('combobox', { name: 'Agency' })).toHaveValue('Agency 42 Executive Search');
  },
};

export const LoadError: Story = {
  args: { label: 'Agency', options: undefined, loadPage: () => Promise.reject(new Error('offline')) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show options/ }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('The options could not be loaded.');
  },
};

const manyOptions: AutocompleteOption[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i,
  code: `c${i}`,
  label: `Option ${String(i).padStart(5, '0')}`,
}));

export const TenThousandVirtualised: Story = {
  args: { label: 'Organisation', options: manyOptions },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show options/ }));
    const listbox = await screen.findByRole('listbox');
    // Only the rows in view (plus a small overscan) are in the DOM.
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(5));
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(40);
    await userEvent.keyboard('{End}');
    await expectAnnounced('10,000 results');
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    label: 'Bevorzugter Arbeitsort der Personalberaterin im deutschsprachigen Raum',
    selectionMode: 'multiple',
    allowsNew: true,
    defaultValue: [{ id: 'x1', code: null, label: 'Rapperswil-Jona am oberen Zürichsee', isNew: true }, zurich],
    description: 'Mehrere Orte mit Komma oder Eingabetaste trennen',
  },
  render: (args) => (
    <div style={{ width: 300, minHeight: 420 }}>
      <Autocomplete {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Entfernen Rapperswil-Jona am oberen Zürichsee/ })).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox'), 'xyz');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByText('Keine Treffer')).toBeVisible());
  },
};
