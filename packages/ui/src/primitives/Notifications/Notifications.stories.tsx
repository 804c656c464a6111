import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { NotificationProvider, useNotify } from './Notifications';

function Triggers() {
  const notify = useNotify();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onPress={() => notify.success('Message sent')}>Send</Button>
      <Button variant="critical" onPress={() => notify.error('Page not found')}>
        Fail
      </Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/Notifications',
  component: NotificationProvider,
  args: { children: <Triggers />, duration: 0 },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Success and error bars at the bottom of the screen: each stays 5 seconds with an "Ok" to dismiss it, several stack, hovering or focusing a bar pauses it. Errors are announced at once (`role="alert"`), successes politely. Wrap the app in `NotificationProvider` and call `useNotify().success(text)` / `.error(text)`. For errors that need a decision, use a **Dialog**.',
      },
    },
  },
} satisfies Meta<typeof NotificationProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const bar = await screen.findByRole('status');
    await expect(bar).toHaveTextContent('Message sent');
  },
};

export const Error: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Page not found');
  },
};

export const Stacked: Story = {
  args: {
    initial: [
      { tone: 'error', text: 'The title is required' },
      { tone: 'error', text: 'The number of positions must be at least 1' },
      { tone: 'success', text: 'Draft saved' },
    ],
  },
  play: async () => {
    const region = screen.getByRole('region', { name: 'Notifications' });
    await expect(within(region).getAllByRole('alert')).toHaveLength(2);
    await expect(within(region).getAllByRole('status')).toHaveLength(1);
  },
};

export const OkDismisses: Story = {
  args: { initial: [{ tone: 'success', text: 'Message sent' }] },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByText('Message sent')).not.toBeInTheDocument());
  },
};

export const DisappearsAfterItsDuration: Story = {
  args: { duration: 300 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await screen.findByText('Message sent')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Message sent')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    initial: [
      {
        tone: 'error',
        text: 'Die Datei Lebenslauf_Anna_Meier_vollständig_unterschrieben.pdf hat 24 MB und überschreitet die maximal erlaubte Grösse von 20 MB',
      },
    ],
  },
  play: async () => {
    const bar = screen.getByRole('alert');
    await expect(within(bar).getByRole('button', { name: 'Ok' })).toBeVisible();
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth + 1);
  },
};
