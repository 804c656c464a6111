import type { Meta, StoryObj } from '@storybook/react-vite';
import { applicationStatuses } from '@mandate/domain';
import { expect, within } from 'storybook/test';
import { StatusTable, statusTableRows } from '../statusTableStories';
import { ApplicationStatus } from './ApplicationStatus';

const meta = {
  title: 'Widgets/ApplicationStatus',
  component: ApplicationStatus,
  args: { status: 'offer-made' },
  parameters: {
    docs: {
      description: {
        component:
          'An application’s status as the same badge everywhere, with a strip showing how far along the path (proposed → HR review → line review → interview → offer → recruited) it is. Labels come from domain in EN and DE.',
      },
    },
  },
} satisfies Meta<typeof ApplicationStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OfferSent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Offer sent')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Offer sent' })).toHaveAttribute('aria-valuenow', '5');
  },
};

export const EveryStatus: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {applicationStatuses.map((status) => (
        <ApplicationStatus key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const text of [
      'Not selected for an interview yet',
      'Pending interview',
      'Candidate rejected',
      'Candidate recruited',
      'Withdrawn',
      'HR review',
      'Offer sent',
      'Line review',
      'Backup',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.queryByRole('meter', { name: 'Candidate rejected' })).not.toBeInTheDocument();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  render: () => (
    <div style={{ display: 'grid', gap: 12, width: 200 }}>
      <ApplicationStatus status="proposed" />
      <ApplicationStatus status="line-manager-review" />
      <ApplicationStatus status="recruited" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Noch nicht für ein Interview ausgewählt')).toBeVisible();
    await expect(canvas.getByText('Kandidat eingestellt')).toBeVisible();
  },
};

/** Each status in both languages side by side, with how far along the path it is (no strip once it ended without a hire). */
export const EnglishAndGerman: Story = {
  render: () => (
    <StatusTable caption="Application statuses" statuses={applicationStatuses}>
      {(status) => <ApplicationStatus status={status} />}
    </StatusTable>
  ),
  play: async ({ canvas, canvasElement }) => {
    const rows = statusTableRows(canvasElement, 'Application statuses');
    const shown = Object.fromEntries(
      rows.map((row) => {
        const [en, de] = Array.from(row.querySelectorAll('td'));
        return [
          row.children[0]!.textContent,
          [en!.textContent, de!.textContent, within(en!).queryByRole('meter')?.getAttribute('aria-valuenow') ?? null],
        ];
      }),
    );
    await expect(shown).toEqual({
      proposed: ['Not selected for an interview yet', 'Noch nicht für ein Interview ausgewählt', '1'],
      interview: ['Pending interview', 'Interview ausstehend', '4'],
      rejected: ['Candidate rejected', 'Kandidat abgelehnt', null],
      recruited: ['Candidate recruited', 'Kandidat eingestellt', '6'],
      withdrawn: ['Withdrawn', 'Zurückgezogen', null],
      'in-review': ['HR review', 'HR-Prüfung', '2'],
      'offer-made': ['Offer sent', 'Angebot gesendet', '5'],
      'line-manager-review': ['Line review', 'Prüfung durch Linienvorgesetzte', '3'],
      'backed-up': ['Backup', 'Reserve', '3'],
    });
    // The German strip is named in German.
    await expect(canvas.getByRole('meter', { name: 'Angebot gesendet' })).toHaveAttribute('aria-valuenow', '5');
  },
};

/** In a dense list the strip is left out: only the badge, no meter. */
export const WithoutProgress: Story = {
  args: { status: 'interview', showProgress: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending interview')).toBeVisible();
    await expect(canvas.queryByRole('meter')).toBeNull();
  },
};

/** Hired: the whole strip filled, in the positive colour rather than the usual one. */
export const Recruited: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ApplicationStatus status="recruited" />
      <ApplicationStatus status="offer-made" />
    </div>
  ),
  play: async ({ canvas }) => {
    const hired = canvas.getByRole('meter', { name: 'Candidate recruited' });
    await expect(hired).toHaveAttribute('aria-valuenow', '6');
    await expect(hired).toHaveAttribute('aria-valuemax', '6');
    const offer = canvas.getByRole('meter', { name: 'Offer sent' });
    const fill = (meter: HTMLElement) => getComputedStyle(meter.firstElementChild!).backgroundColor;
    await expect(fill(hired)).not.toBe(fill(offer));
  },
};

/** A narrow column with the longest German label: the badge stays inside, the label ends in an ellipsis. */
export const NarrowGerman: Story = {
  globals: { locale: 'de' },
  args: { status: 'proposed' },
  render: (args) => (
    <div style={{ width: 140 }} data-testid="cell">
      <ApplicationStatus {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const cell = canvas.getByTestId('cell');
    await expect(canvas.getByRole('meter', { name: 'Noch nicht für ein Interview ausgewählt' })).toHaveAttribute('aria-valuenow', '1');
    await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
    for (const el of Array.from(cell.querySelectorAll('*'))) {
      await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(cell.getBoundingClientRect().right + 0.5);
    }
  },
};
