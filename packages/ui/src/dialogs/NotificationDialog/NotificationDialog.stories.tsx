import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NotificationDialog } from './NotificationDialog';

const meta = {
  title: 'Dialogs/NotificationDialog',
  component: NotificationDialog,
  args: {
    title: 'Invitation sent',
    message: 'Anna Brunner has been invited to the vacancy Head of Regulatory Affairs.',
    onClose: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: 'A message with one OK action and no call (001 §2.5 "notification dialogs").' } },
  },
} satisfies Meta<typeof NotificationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const d = await screen.findByRole('dialog', { name: 'Invitation sent' });
    await expect(within(d).getByText(/has been invited/)).toBeVisible();
    await userEvent.click(within(d).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Einladung an die Personalberaterinnen und Personalberater erfolgreich versendet',
    message:
      'Dr. Maximiliane Müller-Lüdenscheidt von Nordlicht Executive Partners wurde zur Stelle „Leiterin Qualitätssicherung und ' +
      'Arzneimittelzulassung Deutschland-Österreich-Schweiz“ eingeladen. Sie erhält eine Benachrichtigung per E-Mail und kann die ' +
      'Einladung in ihrem Konto annehmen oder ablehnen.',
  },
  play: async ({ args }) => {
    const d = await screen.findByRole('dialog', { name: /Einladung an die Personalberaterinnen/ });
    await expect(within(d).getByText(/Müller-Lüdenscheidt/)).toBeVisible();
    await expect(within(d).getByRole('button', { name: 'OK' })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
