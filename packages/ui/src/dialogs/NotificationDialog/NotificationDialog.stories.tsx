import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { blur } from '../FormDialog/storyHelpers';
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

/** The focus starts on OK, so Enter closes it at once; Tab stays inside the dialog (OK, then the close button). */
export const Keyboard: Story = {
  play: async ({ args }) => {
    const d = await screen.findByRole('dialog', { name: 'Invitation sent' });
    const ok = within(d).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.tab();
    await expect(d.contains(document.activeElement)).toBe(true);
    await userEvent.tab({ shift: true });
    await expect(ok).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    blur();
  },
};

/** Escape closes it, as OK does: a notification asks nothing. */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    const d = await screen.findByRole('dialog', { name: 'Invitation sent' });
    await waitFor(() => expect(within(d).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    blur();
  },
};

/** A click outside closes it too (nothing typed can be lost). */
export const OutsideClickCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Invitation sent' });
    await userEvent.click(document.body, { skipHover: true });
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** A long English message wraps inside the narrow dialog; the screen names the action itself. */
export const LongTextOwnLabel: Story = {
  args: {
    title: 'Your vacancy is published and visible to all invited search consultants',
    message:
      'Head of Regulatory Affairs and Quality Assurance, Germany-Austria-Switzerland (80–100 %) is now published. The ' +
      'search consultants you invited receive an e-mail today and can accept or decline the invitation in their account; ' +
      'you will find their answers on the vacancy page.',
    okLabel: 'Go to the vacancy',
  },
  play: async ({ args }) => {
    const d = await screen.findByRole('dialog', { name: /Your vacancy is published/ });
    await expect(within(d).getByText(/you will find their answers on the vacancy page/)).toBeVisible();
    await expect(within(d).queryByRole('button', { name: 'OK' })).toBeNull();
    await userEvent.click(within(d).getByRole('button', { name: 'Go to the vacancy' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    blur();
  },
};

/** A message that is more than a sentence (a list the screen renders) shows as given. */
export const RichMessage: Story = {
  args: {
    title: 'Three invitations sent',
    message: (
      <ul>
        <li>Anna Brunner</li>
        <li>Lea Schneider</li>
        <li>Tobias Keller</li>
      </ul>
    ),
  },
  play: async ({ args }) => {
    const d = await screen.findByRole('dialog', { name: 'Three invitations sent' });
    await expect(within(within(d).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
