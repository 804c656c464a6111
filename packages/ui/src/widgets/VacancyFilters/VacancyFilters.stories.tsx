import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { emptyVacancyFilters, VacancyFilters, type VacancyFilterOptions, type VacancyFiltersProps } from './VacancyFilters';

const options: VacancyFilterOptions = {
  countries: [
    { code: 'DE', label: 'Germany', count: 3 },
    { code: 'CH', label: 'Switzerland', count: 12 },
  ],
  sectors: [
    { code: 'pharma', label: 'Pharma', count: 9 },
    { code: 'finance', label: 'Finance', count: 6 },
  ],
  departments: [{ code: 'legal', label: 'Legal', count: 4 }],
  authors: [
    { code: '21', label: 'Anna Keller', count: 10 },
    { code: '22', label: 'Jonas Frei', count: 5 },
  ],
};

const germanOptions: VacancyFilterOptions = {
  countries: [{ code: 'CH', label: 'Schweiz', count: 12 }],
  sectors: [{ code: 'pharma', label: 'Pharma und Biotechnologie', count: 9 }],
  departments: [{ code: 'legal', label: 'Recht und regulatorische Angelegenheiten', count: 4 }],
};

/** The filters kept in state, as the page keeps them in the address. */
function Controlled(props: VacancyFiltersProps) {
  const [value, setValue] = useState(props.value);
  return (
    <VacancyFilters
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/VacancyFilters',
  component: VacancyFilters,
  args: { value: emptyVacancyFilters, options, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Search and filters above the vacancy list: free text (sent 600 ms after the last key, or on Enter), country, sector, department, the author when ' +
          'there are several, favourites only, and “Clear filters”. Each choice shows how many visible vacancies have it (`POST /job/filters-list`). ' +
          'Controlled: the page keeps the filters in the address. For consultants use the `ConsultantPicker`’s filters.',
      },
    },
  },
} satisfies Meta<typeof VacancyFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('region', { name: 'Filter vacancies' });
    await expect(within(group).getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(within(group).getByRole('button', { name: /Country/ })).toHaveTextContent('All');
    await expect(within(group).getByRole('button', { name: /Author/ })).toBeVisible();
    await expect(within(group).getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  },
};

export const SearchIsDebounced: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'engineer');
    // Nothing is sent while typing; once the typing pauses, the whole text once.
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(args.onChange).toHaveBeenCalledWith({ ...emptyVacancyFilters, search: 'engineer' });
  },
};

export const SearchOnEnter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'cfo{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ ...emptyVacancyFilters, search: 'cfo' });
  },
};

export const ChooseCountry: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Germany (3)', 'Switzerland (12)']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Switzerland (12)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...emptyVacancyFilters, countryCode: 'CH' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Favourites only' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...emptyVacancyFilters, countryCode: 'CH', favouritesOnly: true });
  },
};

export const Filtered: Story = {
  args: { value: { ...emptyVacancyFilters, search: 'engineer', sectors: ['pharma'], authorId: 22, favouritesOnly: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('engineer');
    await expect(canvas.getByRole('button', { name: /Sector/ })).toHaveTextContent('Pharma (9)');
    await expect(canvas.getByRole('button', { name: /Author/ })).toHaveTextContent('Jonas Frei (5)');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(emptyVacancyFilters);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  },
};

export const Loading: Story = {
  args: { options: { countries: [], sectors: [], departments: [] }, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Country/ })).toBeDisabled();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeEnabled();
    // One author (or none): no author filter.
    await expect(canvas.queryByRole('button', { name: /Author/ })).toBeNull();
  },
};

export const WithoutFavourites: Story = {
  args: { showFavourites: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox', { name: 'Favourites only' })).toBeNull();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: { options: germanOptions, value: { ...emptyVacancyFilters, departments: ['legal'] } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('region', { name: 'Stellen filtern' });
    await expect(within(group).getByRole('button', { name: /Abteilung/ })).toHaveTextContent(
      'Recht und regulatorische Angelegenheiten (4)',
    );
    await expect(within(group).getByRole('checkbox', { name: 'Nur Favoriten' })).not.toBeChecked();
    await expect(within(group).getByRole('button', { name: 'Filter zurücksetzen' })).toBeEnabled();
  },
};
