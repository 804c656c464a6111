import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'CV_Anna_Meier.pdf', value: 42 },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ProgressBar {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Progress of a task with a known end, such as a file upload; `isIndeterminate` when the end is unknown. For a short wait inside a control use **Spinner**.',
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'CV_Anna_Meier.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('42%')).toBeVisible();
  },
};

export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'Preparing the export' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Preparing the export' })).not.toHaveAttribute('aria-valuenow');
  },
};

export const Failed: Story = {
  args: { isCritical: true, value: 65 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};

export const CustomValueLabel: Story = {
  args: { label: 'Uploading documents', minValue: 0, maxValue: 5, value: 3, valueLabel: '3 of 5 files' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading documents' });
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 5 files');
    await expect(canvas.getByText('3 of 5 files')).toBeVisible();
  },
};

export const WithoutValue: Story = {
  args: { hideValue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.queryByText('42%')).not.toBeInTheDocument();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: { label: 'Datenschutzerklärung_unterschrieben_Kandidatin_vollständig.pdf', value: 73 },
  play: async ({ canvas }) => {
    // Swiss German writes 73%, German 73 %.
    await expect(canvas.getByText(/^73\s?%$/)).toBeVisible();
  },
};
