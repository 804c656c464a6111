import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../../primitives/Layout';
import {
  CandidateConsentSummary,
  CandidateFileList,
  CandidateSummary,
  type CandidateProfile,
  type ConsentEvidence,
} from './CandidateSummary';

const profile: CandidateProfile = {
  email: 'lena.vogel@example.ch',
  phone: '+41 79 555 12 34',
  dateOfBirth: '1988-06-14',
  address: 'Rheinweg 12',
  zipCode: '4058',
  city: 'Basel',
  country: 'Switzerland',
  employed: true,
  position: 'Head of Regulatory Affairs',
  comment: null,
  owner: 'Sabine Graf · Graf Executive Search',
  creationDate: '2026-03-02T09:15:00.000Z',
};
const consent: ConsentEvidence = {
  document: 'candidate-privacy-notice',
  locale: 'en',
  recordedBy: 'Sabine Graf',
  creationDate: '2026-03-02T09:16:00.000Z',
  signedCopy: { id: 91, title: 'Signed notice.pdf', size: 2048, href: '/api/file/91/download?token=t' },
};
const files = [
  { id: 90, title: 'CV Lena Vogel.pdf', size: 245_760, href: '/api/file/90/download?token=t' },
  { id: 92, title: 'Reference Roche.pdf', size: 1_572_864, href: '/api/file/92/download?token=t' },
];

/** The three parts of the candidate page together, as it shows them. */
function CandidatePage({ withConsent, withFiles }: { withConsent: boolean; withFiles: boolean }) {
  return (
    <Stack gap="large">
      <CandidateSummary candidate={profile} />
      <CandidateFileList files={withFiles ? files : []} />
      <CandidateConsentSummary consent={withConsent ? consent : null} />
    </Stack>
  );
}

const meta = {
  title: 'Widgets/CandidateSummary',
  component: CandidatePage,
  args: { withConsent: true, withFiles: true },
  parameters: {
    docs: {
      description: {
        component:
          'The candidate page’s parts: `CandidateSummary` (key facts as a description list), `CandidateFileList` (documents as download links with size) and ' +
          '`CandidateConsentSummary` (the consent’s evidence: notice, language, who recorded it when, the signed notice). `CandidateStatusBadge` shows the status.',
      },
    },
  },
} satisfies Meta<typeof CandidatePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The terms and values of a description list by its name. */
function facts(canvasElement: HTMLElement, name: string): Record<string, string> {
  const group = within(canvasElement).getByRole('group', { name });
  const terms = within(group).getAllByRole('term');
  const definitions = within(group).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, index) => [term.textContent ?? '', definitions[index]?.textContent ?? '']));
}

export const Complete: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(facts(canvasElement, 'Profile')).toMatchObject({
      'E-mail': 'lena.vogel@example.ch',
      'Date of birth': '14 Jun 1988',
      Address: 'Rheinweg 12, 4058 Basel, Switzerland',
      'Currently employed': 'Yes',
      'Entered on': '2 Mar 2026',
    });
    await expect(canvas.getByRole('link', { name: 'lena.vogel@example.ch' })).toHaveAttribute('href', 'mailto:lena.vogel@example.ch');
    const list = canvas.getByRole('list', { name: 'Documents' });
    await expect(within(list).getByRole('link', { name: /CV Lena Vogel\.pdf \(240 KB\)/ })).toHaveAttribute(
      'href',
      '/api/file/90/download?token=t',
    );
    await expect(facts(canvasElement, 'Data-privacy consent')).toMatchObject({
      Document: 'Candidate Privacy Notice',
      Language: 'English',
      'Recorded by': 'Sabine Graf',
      'Recorded on': '2 Mar 2026',
    });
    await expect(canvas.getByRole('link', { name: /Signed notice\.pdf/ })).toHaveAttribute('href', '/api/file/91/download?token=t');
  },
};

export const NoConsentNoFiles: Story = {
  args: { withConsent: false, withFiles: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No documents yet.')).toBeVisible();
    await expect(canvas.getByText(/No consent recorded\./)).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(facts(canvasElement, 'Profil')).toMatchObject({
      Geburtsdatum: '14.06.1988',
      'Derzeit angestellt': 'Ja',
      'Erfasst am': '02.03.2026',
    });
    await expect(facts(canvasElement, 'Datenschutz-Einwilligung')).toMatchObject({
      Dokument: 'Datenschutzerklärung für Kandidaten',
      Sprache: 'Englisch',
    });
  },
};
