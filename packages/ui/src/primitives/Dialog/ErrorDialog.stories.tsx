import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ErrorDialog } from './ErrorDialog';

const meta = {
  title: 'Primitives/ErrorDialog',
  component: ErrorDialog,
  args: { isOpen: true, onClose: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Shown by the global error handler for unexpected failures outside production, with the technical details (message, file and line, or the raw body). In production the handler shows an error bar instead (**Notifications**).',
      },
    },
  },
} satisfies Meta<typeof ErrorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    await expect(within(dialog).getByText('Something went wrong')).toBeVisible();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const WithMessageFileAndLine: Story = {
  args: {
    details: {
      message: 'TypeError: Cannot read properties of undefined (reading "status")',
      file: 'src/services/applications.ts',
      line: 214,
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('region', { name: 'Message' })).toHaveTextContent('TypeError');
    await expect(within(dialog).getByRole('region', { name: 'File and line' })).toHaveTextContent('src/services/applications.ts:214');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(800);
  },
};

export const WithBody: Story = {
  args: { details: { body: '<html><body><h1>502 Bad Gateway</h1></body></html>' } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('region', { name: 'Response' })).toHaveTextContent('502 Bad Gateway');
  },
};

export const LongBodyScrolls: Story = {
  args: {
    details: {
      body: Array.from({ length: 80 }, (_, i) => `    at handler (src/routes/applications.ts:${100 + i}:12)`).join('\n'),
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    const pre = within(dialog).getByRole('region', { name: 'Response' }).querySelector('pre')!;
    await expect(pre.scrollHeight).toBeGreaterThan(pre.clientHeight);
    // The dialog stays inside the viewport; the details scroll and are reachable by keyboard.
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.tab();
    await userEvent.tab();
    await expect(pre).toHaveFocus();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { details: { message: 'Verbindung zur Datenbank unterbrochen' } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Fehler' });
    await expect(within(dialog).getByText('Etwas ist schiefgelaufen')).toBeVisible();
    await expect(within(dialog).getAllByRole('button', { name: 'Schliessen' }).length).toBeGreaterThan(0);
  },
};
