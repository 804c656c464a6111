import type { Meta, StoryObj } from '@storybook/react-vite';
import { jobRecruiterDisplayStatuses, jobRecruiterDisplayStatus, type JobRecruiterDisplaySource } from '@mandate/domain';
import { expect } from 'storybook/test';
import { Badge } from '../../primitives/Badge';
import { expectSameToneInBothLanguages, StatusTable, statusTableRows, statusTableTexts } from '../statusTableStories';
import { ConsultantStatusBadge, consultantStatusTones } from './ConsultantStatusBadge';

const meta = {
  title: 'Widgets/ConsultantStatusBadge',
  component: ConsultantStatusBadge,
  args: { status: 'requested' },
  parameters: {
    docs: {
      description: {
        component:
          'A search consultant’s status on a vacancy as people see it (000 §4: an accepted consultant shows “Applied”, a withdrawal after an invitation “Declined”): ' +
          'pass domain’s `jobRecruiterDisplayStatus(status, source)`, never the raw status. One tone per displayed status in `consultantStatusTones`.',
      },
    },
  },
} satisfies Meta<typeof ConsultantStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const background = (text: HTMLElement) => getComputedStyle(text.parentElement!).backgroundColor;

export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {jobRecruiterDisplayStatuses.map((status) => (
        <ConsultantStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Invited', 'Applied', 'Requested', 'Rejected', 'Declined', 'Withdrawn']) {
      await expect(canvas.getByText(label, { exact: true })).toBeVisible();
    }
    // Waiting for an answer looks different from working on it and from being rejected; stepping back looks the same either way.
    await expect(background(canvas.getByText('Requested'))).not.toBe(background(canvas.getByText('Applied')));
    await expect(background(canvas.getByText('Rejected'))).not.toBe(background(canvas.getByText('Applied')));
    await expect(background(canvas.getByText('Declined'))).toBe(background(canvas.getByText('Withdrawn')));
    await expect(new Set(Object.values(consultantStatusTones)).size).toBe(5);
  },
};

/** The 000 §4 table through domain: the underlying status and its source decide what shows. */
export const FromUnderlyingStatus: Story = {
  render: () => {
    const rows: [JobRecruiterDisplaySource, string][] = [
      ['accepted', 'request'],
      ['withdrawn-invitation', 'invitation'],
      ['withdrawn', 'admin-invitation'],
      ['declined', 'request'],
    ];
    return (
      <ul aria-label="Consultants" style={{ display: 'flex', flexDirection: 'column', gap: 8, listStyle: 'none', padding: 0 }}>
        {rows.map(([status, source]) => (
          <li key={`${status}-${source}`} data-status={`${status}/${source}`}>
            <ConsultantStatusBadge status={jobRecruiterDisplayStatus(status, source)} />
          </li>
        ))}
      </ul>
    );
  },
  play: async ({ canvas }) => {
    const shown = canvas.getAllByRole('listitem').map((item) => [item.dataset.status, item.textContent]);
    await expect(shown).toEqual([
      ['accepted/request', 'Applied'],
      ['withdrawn-invitation/invitation', 'Applied'],
      ['withdrawn/admin-invitation', 'Declined'],
      ['declined/request', 'Withdrawn'],
    ]);
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, width: 240 }}>
      {jobRecruiterDisplayStatuses.map((status) => (
        <ConsultantStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Eingeladen', 'Beworben', 'Angefragt', 'Abgelehnt', 'Abgesagt', 'Zurückgezogen']) {
      await expect(canvas.getByText(label, { exact: true })).toBeVisible();
    }
    const long = canvas.getByText('Zurückgezogen');
    await expect(long.scrollWidth).toBeLessThanOrEqual(long.clientWidth);
  },
};

/** Each displayed status in both languages side by side, the same tone in both. */
export const EnglishAndGerman: Story = {
  render: () => (
    <StatusTable caption="Consultant statuses" statuses={jobRecruiterDisplayStatuses}>
      {(status) => <ConsultantStatusBadge status={status} />}
    </StatusTable>
  ),
  play: async ({ canvasElement }) => {
    const rows = statusTableRows(canvasElement, 'Consultant statuses');
    await expect(statusTableTexts(rows)).toEqual([
      ['invited', 'Invited', 'Eingeladen'],
      ['applied', 'Applied', 'Beworben'],
      ['requested', 'Requested', 'Angefragt'],
      ['rejected', 'Rejected', 'Abgelehnt'],
      ['declined', 'Declined', 'Abgesagt'],
      ['withdrawn', 'Withdrawn', 'Zurückgezogen'],
    ]);
    await expectSameToneInBothLanguages(rows);
  },
};

/** One badge alone (the controls' story): a request waiting for the employer's answer, in the caution tone like every "someone has to answer" badge. */
export const Requested: Story = {
  render: (args) => (
    <p>
      <ConsultantStatusBadge {...args} /> <Badge tone="caution">Reference</Badge>
    </p>
  ),
  play: async ({ canvas }) => {
    const label = canvas.getByText('Requested', { exact: true });
    await expect(label).toBeVisible();
    await expect(background(label)).toBe(background(canvas.getByText('Reference')));
  },
};
