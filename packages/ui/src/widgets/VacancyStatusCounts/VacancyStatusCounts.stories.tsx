import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VacancyStatusCounts } from './VacancyStatusCounts';

const byStatus = { draft: 1, active: 4, 'on-hold': 1, expired: 0, closed: 2, cancelled: 1, 'deleted-draft': 3, empty: 0 };

/** The counts as term → number. */
function counts(list: HTMLElement): Record<string, string> {
  const terms = within(list).getAllByRole('term');
  const definitions = within(list).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, index) => [term.textContent ?? '', definitions[index]?.textContent ?? '']));
}

const meta = {
  title: 'Widgets/VacancyStatusCounts',
  component: VacancyStatusCounts,
  args: { 'aria-label': 'My vacancies by status', byStatus, total: 9 },
  parameters: {
    docs: {
      description: {
        component:
          'Vacancies counted by status as tiles (the employer’s home): the total first, then one tile per status with its badge and the ' +
          'number in tabular figures. Pass the server’s `POST /job/statistics` answer; a tile may link to a list filtered by its status.',
      },
    },
  },
} satisfies Meta<typeof VacancyStatusCounts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Counts: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(list).toHaveAccessibleName('My vacancies by status');
    // Deleted drafts are not shown; a status without vacancies shows 0.
    await expect(counts(list)).toEqual({
      'All vacancies': '9',
      Draft: '1',
      Active: '4',
      'On hold': '1',
      Expired: '0',
      Closed: '2',
      Cancelled: '1',
    });
  },
};

export const ChosenStatuses: Story = {
  args: { statuses: ['active', 'on-hold'], total: undefined, byStatus: { active: 12 } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(counts(list)).toEqual({ Active: '12', 'On hold': '0' });
  },
};

export const Linked: Story = {
  args: { hrefOf: (status) => `/dashboard/vacancies?status=${status}` },
  play: async ({ canvas }) => {
    const active = canvas.getByRole('link', { name: 'Active' });
    await expect(active).toHaveAttribute('href', '/dashboard/vacancies?status=active');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Draft' })).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { byStatus: null, isLoading: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Loading the counts' });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('term')).toBeNull();
  },
};

export const LargeNumbers: Story = {
  args: { byStatus: { ...byStatus, active: 12_480, closed: 104_233 }, total: 116_718 },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(counts(list)).toMatchObject({ 'All vacancies': '116,718', Active: '12,480', Closed: '104,233' });
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { 'aria-label': 'Meine Vakanzen nach Status', byStatus: { ...byStatus, active: 1_204 }, total: 1_209 },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(list).toHaveAccessibleName('Meine Vakanzen nach Status');
    await expect(counts(list)).toMatchObject({ 'Alle Vakanzen': "1'209", Aktiv: "1'204", Entwurf: '1' });
  },
};
