import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CandidateDocuments } from './CandidateDocuments';
import { candidateDocumentsFixtures } from './CandidateDocuments.fixtures';

const { privacyNotice, terms } = candidateDocumentsFixtures;

const meta = {
  title: 'Dialogs/Shared/CandidateDocuments',
  component: CandidateDocuments,
  args: { privacyNotice, terms },
  parameters: {
    docs: {
      description: {
        component:
          'The PDFs a consultant hands the candidate (000 §2), shared by the consent and submit-candidate dialogs: the ' +
          'Candidate Privacy Notice and, where given, the terms, each with a link per language that opens in a new tab.',
      },
    },
  },
} satisfies Meta<typeof CandidateDocuments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both documents, a link per language each, in a group named for the candidate. */
export const PrivacyNoticeAndTerms: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Documents for the candidate' });
    await expect(within(group).getByText('Candidate Privacy Notice (PDF)')).toBeVisible();
    await expect(within(group).getByText('Terms (PDF)')).toBeVisible();
    const links = within(group).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([privacyNotice.en, privacyNotice.de, terms.en, terms.de]);
    await expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('English'),
      expect.stringContaining('German'),
      expect.stringContaining('English'),
      expect.stringContaining('German'),
    ]);
    // Each opens in a new tab, and says so to assistive technology.
    for (const link of links) await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Without terms only the privacy notice is offered. */
export const PrivacyNoticeOnly: Story = {
  args: { terms: undefined },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Documents for the candidate' });
    await expect(within(group).queryByText('Terms (PDF)')).toBeNull();
    await expect(within(group).getAllByRole('link')).toHaveLength(2);
  },
};

/** The names and languages in German; the links stay per language. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Dokumente für die Kandidatin / den Kandidaten' });
    await expect(within(group).getByText('Datenschutzerklärung für Kandidat/innen (PDF)')).toBeVisible();
    await expect(within(group).getByText('Nutzungsbedingungen (PDF)')).toBeVisible();
    await expect(within(group).getAllByRole('link', { name: /Deutsch/ })[0]).toHaveAttribute('href', privacyNotice.de);
    await expect(within(group).getAllByRole('link', { name: /Englisch/ })[1]).toHaveAttribute('href', terms.en);
  },
};

/** Tab reaches each link in reading order: the privacy notice in English, then German, then the terms. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const links = within(within(canvasElement).getByRole('group')).getAllByRole('link');
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
