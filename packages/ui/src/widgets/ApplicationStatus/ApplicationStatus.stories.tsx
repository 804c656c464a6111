import type { Meta, StoryObj } from '@storybook/react-vite';
import { applicationStatuses } from '@mandate/domain';
import { expect } from 'storybook/test';
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
