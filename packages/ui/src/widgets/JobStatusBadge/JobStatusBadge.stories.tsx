import type { Meta, StoryObj } from '@storybook/react-vite';
import { jobStatuses } from '@mandate/domain';
import { expect } from 'storybook/test';
import { expectSameToneInBothLanguages, StatusTable, statusTableRows, statusTableTexts } from '../statusTableStories';
import { JobStatusBadge, jobStatusTones } from './JobStatusBadge';

const meta = {
  title: 'Widgets/JobStatusBadge',
  component: JobStatusBadge,
  args: { status: 'active' },
  parameters: {
    docs: {
      description: {
        component:
          'A vacancy’s status as the same badge everywhere (page header, lists, pickers): the label from domain in EN and DE, and one tone per status in `jobStatusTones` — positive while active, caution when on hold or expired, info when closed, critical when cancelled, neutral for drafts.',
      },
    },
  },
} satisfies Meta<typeof JobStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const background = (text: HTMLElement) => getComputedStyle(text.parentElement!).backgroundColor;

export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {jobStatuses.map((status) => (
        <JobStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const labels = ['Empty', 'Draft', 'Active', 'On hold', 'Closed', 'Cancelled', 'Expired', 'Deleted draft'];
    for (const label of labels) await expect(canvas.getByText(label, { exact: true })).toBeVisible();
    // The same tone looks the same; different tones look different.
    const active = background(canvas.getByText('Active'));
    await expect(active).not.toBe(background(canvas.getByText('Draft')));
    await expect(background(canvas.getByText('On hold'))).toBe(background(canvas.getByText('Expired')));
    await expect(background(canvas.getByText('Cancelled'))).not.toBe(active);
    await expect(new Set(Object.values(jobStatusTones)).size).toBe(5);
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, width: 240 }}>
      {jobStatuses.map((status) => (
        <JobStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Leer', 'Entwurf', 'Aktiv', 'Pausiert', 'Geschlossen', 'Abgebrochen', 'Abgelaufen', 'Gelöschter Entwurf']) {
      await expect(canvas.getByText(label, { exact: true })).toBeVisible();
    }
    const long = canvas.getByText('Gelöschter Entwurf');
    await expect(long.scrollWidth).toBeLessThanOrEqual(long.clientWidth);
  },
};

/** Each status in both languages side by side: the English and the German label from domain, the same tone in both. */
export const EnglishAndGerman: Story = {
  render: () => (
    <StatusTable caption="Vacancy statuses" statuses={jobStatuses}>
      {(status) => <JobStatusBadge status={status} />}
    </StatusTable>
  ),
  play: async ({ canvasElement }) => {
    const rows = statusTableRows(canvasElement, 'Vacancy statuses');
    await expect(statusTableTexts(rows)).toEqual([
      ['empty', 'Empty', 'Leer'],
      ['draft', 'Draft', 'Entwurf'],
      ['active', 'Active', 'Aktiv'],
      ['on-hold', 'On hold', 'Pausiert'],
      ['closed', 'Closed', 'Geschlossen'],
      ['cancelled', 'Cancelled', 'Abgebrochen'],
      ['expired', 'Expired', 'Abgelaufen'],
      ['deleted-draft', 'Deleted draft', 'Gelöschter Entwurf'],
    ]);
    await expectSameToneInBothLanguages(rows);
  },
};

/** A column narrower than the longest German label: the badge stays inside it and the label ends in an ellipsis; its whole text is still there for screen readers. */
export const NarrowGerman: Story = {
  globals: { locale: 'de' },
  args: { status: 'deleted-draft' },
  render: (args) => (
    <div style={{ width: 80 }} data-testid="cell">
      <JobStatusBadge {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const cell = canvas.getByTestId('cell');
    const badge = canvas.getByText('Gelöschter Entwurf');
    await expect(badge).toBeVisible();
    await expect(badge.parentElement!.getBoundingClientRect().right).toBeLessThanOrEqual(cell.getBoundingClientRect().right + 0.5);
    await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
    await expect(badge.scrollWidth).toBeGreaterThan(badge.clientWidth);
    await expect(getComputedStyle(badge).textOverflow).toBe('ellipsis');
  },
};
