import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VacancyStatistics } from './VacancyStatistics';

const meta = {
  title: 'Widgets/VacancyStatistics',
  component: VacancyStatistics,
  args: { statistics: { total: 128, openPositions: 37, placements: 1204, favourites: 5 } },
  parameters: {
    docs: {
      description: {
        component:
          'The key figures above the vacancy list (`POST /job/statistics` with the list’s filters) as a description list of figure cards: vacancies, open ' +
          'positions, placements, favourites. While loading, skeletons of the same size. For a single record’s facts use `SummaryList`.',
      },
    },
  },
} satisfies Meta<typeof VacancyStatistics>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figures as term → value. */
function figures(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('group', { name: /statistics|Kennzahlen/ });
  const terms = within(list)
    .getAllByRole('term')
    .map((t) => t.textContent);
  const values = within(list)
    .getAllByRole('definition')
    .map((d) => d.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
}

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement)).toEqual({ Vacancies: '128', 'Open positions': '37', Placements: '1,204', Favourites: '5' });
  },
};

export const Loading: Story = {
  args: { statistics: null },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('group', { name: 'Loading the statistics…' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getAllByRole('term')).toHaveLength(4);
  },
};

export const WithoutFavourites: Story = {
  args: { showFavourites: false },
  play: async ({ canvasElement }) => {
    await expect(Object.keys(figures(canvasElement))).toEqual(['Vacancies', 'Open positions', 'Placements']);
  },
};

export const Empty: Story = {
  args: { statistics: { total: 0, openPositions: 0, placements: 0, favourites: 0 } },
  play: async ({ canvasElement }) => {
    await expect(Object.values(figures(canvasElement))).toEqual(['0', '0', '0', '0']);
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement)).toEqual({ Stellen: '128', 'Offene Positionen': '37', Besetzungen: "1'204", Favoriten: '5' });
  },
};
