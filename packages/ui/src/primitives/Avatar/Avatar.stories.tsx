import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, avatarSizes } from './Avatar';

const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#5d98a6"/><circle cx="32" cy="24" r="12" fill="#e1f0f3"/><rect x="12" y="40" width="40" height="24" rx="12" fill="#e1f0f3"/></svg>',
  );

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Anna Meier' },
  parameters: {
    docs: {
      description: {
        component:
          'A person’s picture, falling back to initials when there is none or it fails to load. Mark it `isDecorative` when the name is written right beside it.',
      },
    },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Anna Meier' })).toHaveTextContent('AM');
  },
};

export const Picture: Story = {
  args: { src: picture, size: 'large' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Anna Meier' });
    await expect(img.tagName).toBe('IMG');
  },
};

export const BrokenPictureFallsBack: Story = {
  args: { src: '/does-not-exist.png' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Anna Meier' })).toHaveTextContent('AM'));
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} name={`Jürg ${size}`} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [small, , large] = canvas.getAllByRole('img');
    await expect(small!.getBoundingClientRect().width).toBeLessThan(large!.getBoundingClientRect().width);
  },
};

export const Decorative: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
      <Avatar name="Anna Meier" isDecorative size="small" />
      <span>Anna Meier</span>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('AM')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const LongGermanName: Story = {
  globals: { locale: 'de' },
  args: { name: 'Hans-Peter Müller-Lüdenscheid von Wattenwyl', size: 'small' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Hans-Peter Müller-Lüdenscheid von Wattenwyl' });
    await expect(avatar).toHaveTextContent(/^HW$/);
    await expect(avatar.scrollWidth).toBeLessThanOrEqual(avatar.clientWidth);
  },
};
