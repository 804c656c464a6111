import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { children: 'Anna Meier', href: '#/dashboard/profile/12/view' },
  parameters: {
    docs: {
      description: {
        component:
          'Goes somewhere: a profile, a vacancy, a document. External links open in a new tab and say so to screen readers. For an action on this page use **Button**.',
      },
    },
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Anna Meier' });
    await expect(link).toHaveAttribute('href', '#/dashboard/profile/12/view');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const External: Story = {
  args: { children: 'Candidate privacy notice (PDF)', href: 'https://example.com/privacy-en.pdf', isExternal: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Candidate privacy notice (PDF) (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Keyboard: Story = {
  args: { href: undefined, onPress: fn() },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    children: 'Datenschutzerklärung für Kandidatinnen und Kandidaten (PDF)',
    href: 'https://example.com/privacy-de.pdf',
    isExternal: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /wird in einem neuen Tab geöffnet/ })).toBeVisible();
  },
};
