import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { RowLink } from './RowLink';

/** The app's router, as the shell provides it (React Aria's RouterProvider). */
const navigate = fn();

const meta = {
  title: 'Primitives/Link/RowLink',
  component: RowLink,
  args: { children: 'Senior Backend Engineer (m/w/d)', href: '/dashboard/vacancies/4711/view' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
  parameters: {
    docs: {
      description: {
        component:
          'A **Link** for a table cell, one per row (a vacancy title): a native `<a href>` with the look of Link. A plain left click or Enter goes through the app router; Ctrl/Cmd/Shift or middle click and the context menu stay the browser’s (new tab, copy address). No press/hover/focus hooks per row.',
      },
    },
  },
} satisfies Meta<typeof RowLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PlainClick: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Senior Backend Engineer (m/w/d)' });
    await expect(link).toHaveAttribute('href', '/dashboard/vacancies/4711/view');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/dashboard/vacancies/4711/view', undefined);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
  },
};

export const ModifierClickIsTheBrowsers: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    // Keep the test page where it is: stop the browser's own handling after the link's handler ran.
    const stay = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', stay);
    try {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, metaKey: true }));
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, shiftKey: true }));
    } finally {
      window.removeEventListener('click', stay);
    }
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: { children: 'Leiterin Finanzen und Controlling mit Verantwortung für die Konzernrechnungslegung (w/m/d)' },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <RowLink {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Leiterin Finanzen/ })).toBeVisible();
  },
};
