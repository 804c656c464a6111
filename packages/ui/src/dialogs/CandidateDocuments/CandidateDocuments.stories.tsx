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

/** German in a narrow column (a phone's dialog): the long German names wrap and every link stays inside the column. */
export const GermanNarrow: Story = {
  globals: { locale: 'de' },
  decorators: [
    (Story) => (
      <div data-testid="column" style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Dokumente für die Kandidatin / den Kandidaten' });
    await expect(within(group).getByText('Datenschutzerklärung für Kandidat/innen (PDF)')).toBeVisible();
    const links = within(group).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([privacyNotice.en, privacyNotice.de, terms.en, terms.de]);
    await expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Englisch'),
      expect.stringContaining('Deutsch'),
      expect.stringContaining('Englisch'),
      expect.stringContaining('Deutsch'),
    ]);
    const column = within(canvasElement).getByTestId('column').getBoundingClientRect();
    for (const element of [group, ...links]) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(column.right + 0.5);
    }
  },
};

/** Keyboard only, backwards: Shift+Tab from after the documents walks the links in reverse, each with a visible focus ring. */
export const KeyboardBackwards: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <button type="button">After the documents</button>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'After the documents' }).focus();
    const links = within(within(canvasElement).getByRole('group')).getAllByRole('link');
    for (const link of [...links].reverse()) {
      await userEvent.tab({ shift: true });
      await expect(link).toHaveFocus();
      await expect(getComputedStyle(link).outlineStyle).not.toBe('none');
    }
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While the dialog cannot take changes (e.g. saving): the links show but are disabled, out of the tab order. */
export const Disabled: Story = {
  args: { isDisabled: true },
  decorators: [
    (Story) => (
      <>
        <button type="button">Before the documents</button>
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Documents for the candidate' });
    await expect(within(group).getByText('Candidate Privacy Notice (PDF)')).toBeVisible();
    const links = within(group).getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) await expect(link).toHaveAttribute('aria-disabled', 'true');
    within(canvasElement).getByRole('button', { name: 'Before the documents' }).focus();
    await userEvent.tab();
    for (const link of links) await expect(link).not.toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * A document whose PDF is missing in a language (no URL came with it): that language says "not available"
 * in place of its link, the other languages stay links.
 */
export const MissingDocument: Story = {
  args: { privacyNotice: { en: privacyNotice.en }, terms: { de: terms.de } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Documents for the candidate' });
    await expect(within(group).getByText('German: not available')).toBeVisible();
    await expect(within(group).getByText('English: not available')).toBeVisible();
    const links = within(group).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([privacyNotice.en, terms.de]);
  },
};

/** The same in German: "nicht verfügbar" in place of the missing link. */
export const MissingDocumentGerman: Story = {
  ...MissingDocument,
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Dokumente für die Kandidatin / den Kandidaten' });
    await expect(within(group).getByText('Deutsch: nicht verfügbar')).toBeVisible();
    await expect(within(group).getByText('Englisch: nicht verfügbar')).toBeVisible();
    await expect(within(group).getAllByRole('link')).toHaveLength(2);
  },
};
