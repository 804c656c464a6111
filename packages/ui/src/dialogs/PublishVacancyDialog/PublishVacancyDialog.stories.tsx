import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormRefusal } from '../FormDialog/FormRefusal';
import { PublishVacancyDialog } from './PublishVacancyDialog';
import { publishVacancyFixtures } from './PublishVacancyDialog.fixtures';

const { vacancyTitle, termsUrl, termsRevision, filledDe } = publishVacancyFixtures;

const meta = {
  title: 'Dialogs/PublishVacancyDialog',
  component: PublishVacancyDialog,
  args: { vacancyTitle, termsUrl, termsLocale: 'en', termsRevision, onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Publish a draft (001 §4.1 “Pay for publication: from draft”) on **FormDialog**: the terms document of `POST /job/tos`, the ' +
          'rule’s note that publishing is the paid step (no payment is taken by this platform), and “I accept the terms”; Publish ' +
          'stays disabled until it is ticked. Sends `{ comment: null }` (`statusCommentSchema`) to `PUT /job/{id}/publish`.',
      },
    },
  },
} satisfies Meta<typeof PublishVacancyDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: RegExp = /^Publish vacancy$/) => screen.findByRole('dialog', { name });
const blur = () => (document.activeElement as HTMLElement | null)?.blur();

async function acceptAndPublish() {
  const d = await dialog();
  await userEvent.click(within(d).getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await userEvent.click(within(d).getByRole('button', { name: 'Publish' }));
  return d;
}

export const Empty: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await expect(within(d).getByText(/“Head of Regulatory Affairs” will be visible to search consultants/)).toBeVisible();
    await expect(within(d).getByText(/No payment is taken here/)).toBeVisible();
    await expect(within(d).getByRole('link', { name: /Terms and conditions \(PDF\)/ })).toHaveAttribute('href', termsUrl);
    const tick = within(d).getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await expect(tick).toHaveFocus();
    await expect(tick).not.toBeChecked();
    // Publish waits for the tick.
    await expect(within(d).getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    await acceptAndPublish();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    // Exactly the payload the server's call takes (the contract test sends the same to the server).
    await expect(args.onSubmit).toHaveBeenCalledWith({ comment: null, terms: { accepted: true, locale: 'en', revision: '2018-05-25' } });
  },
};

export const LoadingTerms: Story = {
  args: { termsUrl: null },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByText('Loading the terms…')).toBeVisible();
    await userEvent.click(within(d).getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    // Without the terms to read, nothing is published.
    await expect(within(d).getByRole('button', { name: 'Publish' })).toBeDisabled();
    blur();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const d = await acceptAndPublish();
    await waitFor(() => expect(within(d).getByRole('button', { name: /Publish/ })).toHaveAttribute('aria-disabled', 'true'));
    await expect(within(d).getByRole('button', { name: 'Not now' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    blur();
  },
};

export const RefusedMessage: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new FormRefusal({ message: 'This is not possible in the current status: the vacancy is active.' }))),
  },
  play: async () => {
    const d = await acceptAndPublish();
    await expect(await within(d).findByRole('alert')).toHaveTextContent(
      'This is not possible in the current status: the vacancy is active.',
    );
    // The tick is kept.
    await expect(within(d).getByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeChecked();
    blur();
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('button', { name: 'Not now' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    vacancyTitle: 'Leiterin / Leiter Qualitätssicherung und Regulatorische Angelegenheiten (Medizinprodukte, 80–100 %)',
    termsUrl: '/documents/terms-de-2018-05-25.pdf',
    termsLocale: 'de',
  },
  play: async ({ args }) => {
    const d = await dialog(/^Stelle veröffentlichen$/);
    await expect(within(d).getByRole('link', { name: /Allgemeine Geschäftsbedingungen \(PDF\)/ })).toBeVisible();
    await expect(within(d).getByText(/Hier wird keine Zahlung erhoben/)).toBeVisible();
    await userEvent.click(within(d).getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filledDe));
  },
};
