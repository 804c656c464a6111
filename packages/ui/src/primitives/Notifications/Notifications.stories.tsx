import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { NotificationProvider, useNotify } from './Notifications';

function Triggers() {
  const notify = useNotify();
  return (
    <div style={{ display: 'flex', gap: 8, padding: 16 }}>
      <Button onPress={() => notify.success('Message sent')}>Send</Button>
      <Button variant="critical" onPress={() => notify.error('Page not found')}>
        Fail
      </Button>
    </div>
  );
}

const bars = () => screen.queryAllByRole('alertdialog');
/** The region is a lazy chunk that mounts with the first bar: wait for it before using bars given at start. */
const region = (name = 'Notifications') => screen.findByRole('region', { name });

const meta = {
  title: 'Primitives/Notifications',
  component: NotificationProvider,
  // Bars stay until dismissed in stories so screenshots are stable; one story shows the timeout.
  args: { children: <Triggers />, duration: 0 },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Success and error bars at the bottom of the screen (react-aria toast region): each stays 5 seconds (`durations.notification`) with an "Ok" that dismisses it, several stack, and hovering or focusing them pauses the timers. F6 jumps to the bars and back. The region and the bars are a chunk of their own that loads with the first bar, so a page that shows none does not download them. Wrap the app in `NotificationProvider` and call `useNotify().success(text)` / `.error(text)`. For an error the user must act on, use **ErrorDialog** or a **Dialog**; for field errors, the field’s own message.',
      },
    },
  },
} satisfies Meta<typeof NotificationProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const bar = await screen.findByRole('alertdialog', { name: 'Message sent' });
    await expect(within(bar).getByRole('alert')).toHaveTextContent('Message sent');
    await expect(within(bar).getByRole('button', { name: 'Ok' })).toBeVisible();
  },
};

export const Error: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const bar = await screen.findByRole('alertdialog', { name: 'Page not found' });
    await expect(within(bar).getByRole('alert')).toHaveTextContent('Page not found');
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
    const shown = await region();
    await expect(within(shown).getAllByRole('alertdialog')).toHaveLength(3);
    // The newest bar sits nearest the bottom edge.
    const newest = within(shown).getByRole('alertdialog', { name: 'Draft saved' });
    const oldest = within(shown).getByRole('alertdialog', { name: 'The title is required' });
    await expect(newest.getBoundingClientRect().top).toBeGreaterThan(oldest.getBoundingClientRect().top);
  },
};

export const OkDismisses: Story = {
  args: { initial: [{ tone: 'success', text: 'Message sent' }] },
  play: async () => {
    await region();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(bars()).toHaveLength(0));
    await expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  },
};

export const KeyboardOkKeepsFocusInTheStack: Story = {
  args: {
    initial: [
      { tone: 'success', text: 'Draft saved' },
      { tone: 'error', text: 'Page not found' },
    ],
  },
  play: async () => {
    await region();
    // F6 moves focus to the notification region, Tab to the newest bar, Tab again to its Ok.
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Notifications' })).toHaveFocus());
    await userEvent.tab();
    const newest = screen.getByRole('alertdialog', { name: 'Page not found' });
    await expect(newest).toHaveFocus();
    await userEvent.tab();
    await expect(within(newest).getByRole('button', { name: 'Ok' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(bars()).toHaveLength(1));
    // Focus moves on to the remaining bar instead of getting lost.
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Draft saved' })).toHaveFocus());
  },
};

export const DisappearsAfterItsDuration: Story = {
  args: { duration: 300 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Message sent' })).toBeVisible();
    await waitFor(() => expect(bars()).toHaveLength(0), { timeout: 3000 });
  },
};

export const HoverPausesTheTimer: Story = {
  args: { duration: 300 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const bar = await screen.findByRole('alertdialog', { name: 'Message sent' });
    await userEvent.hover(bar);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(bar).toBeInTheDocument();
    // Leaving resumes the timer; the story ends with no bar and no running timer.
    await userEvent.unhover(bar);
    await waitFor(() => expect(bars()).toHaveLength(0), { timeout: 3000 });
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    initial: [
      { tone: 'success', text: 'Die Einladung wurde an alle ausgewählten Personalberaterinnen und Personalberater versendet' },
      {
        tone: 'error',
        text: 'Die Datei Lebenslauf_Anna_Meier_vollständig_unterschrieben.pdf hat 24 MB und überschreitet die maximal erlaubte Grösse von 20 MB',
      },
    ],
  },
  play: async () => {
    await expect(await region('Benachrichtigungen')).toBeVisible();
    for (const bar of bars()) {
      await expect(within(bar).getByRole('button', { name: 'Ok' })).toBeVisible();
      await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth + 1);
    }
  },
};
