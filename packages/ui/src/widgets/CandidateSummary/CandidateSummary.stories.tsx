import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/** A candidate entered with little: the missing facts read "Not given", the address is what there is of it, the internal note shows. */
export const SparseProfile: Story = {
  render: () => (
    <CandidateSummary
      candidate={{
        ...profile,
        email: null,
        phone: null,
        dateOfBirth: null,
        address: null,
        zipCode: null,
        country: null,
        employed: null,
        position: null,
        comment: 'Met at the Swiss Biotech Day; wants to stay in the Basel region.',
      }}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(facts(canvasElement, 'Profile')).toEqual({
      'E-mail': 'Not given',
      Phone: 'Not given',
      'Date of birth': 'Not given',
      Address: 'Basel',
      'Current position': 'Not given',
      'Currently employed': 'Not given',
      'Search consultant': 'Sabine Graf · Graf Executive Search',
      'Entered on': '2 Mar 2026',
      'Internal note': 'Met at the Swiss Biotech Day; wants to stay in the Basel region.',
    });
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A consent recorded in German without the signed notice (it is optional evidence), by someone whose account is gone. */
export const ConsentWithoutSignedCopy: Story = {
  render: () => (
    <Stack gap="large">
      <CandidateFileList files={files.slice(0, 1)} />
      <CandidateConsentSummary consent={{ ...consent, locale: 'de', recordedBy: null, signedCopy: null }} />
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(facts(canvasElement, 'Data-privacy consent')).toMatchObject({
      Language: 'German',
      'Recorded by': 'Not given',
      'Signed notice': 'Not given',
    });
    await expect(within(canvas.getByRole('list', { name: 'Documents' })).getAllByRole('link')).toHaveLength(1);
  },
};

/** The documents and the signed notice are reached by Tab, in reading order after the e-mail link. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const order = [
      canvas.getByRole('link', { name: 'lena.vogel@example.ch' }),
      canvas.getByRole('link', { name: /CV Lena Vogel\.pdf/ }),
      canvas.getByRole('link', { name: /Reference Roche\.pdf/ }),
      canvas.getByRole('link', { name: /Signed notice\.pdf/ }),
    ];
    for (const link of order) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await expect(order[2]).toHaveAttribute('download', 'Reference Roche.pdf');
    order[3]!.blur();
  },
};

/** Phone width in German with long values: labels above values, the long name, position and file names wrap inside. */
export const NarrowGerman: Story = {
  globals: { locale: 'de' },
  render: () => (
    <div style={{ width: 320 }} data-testid="frame">
      <Stack gap="large">
        <CandidateSummary
          candidate={{
            ...profile,
            email: 'maximiliane.zurbriggen-oberholzer@personalberatung-oberrhein.example.ch',
            address: 'Untere Rebgasse 112, Hinterhaus',
            city: 'Schaffhausen',
            zipCode: '8200',
            country: 'Schweiz',
            position: 'Leiterin Qualitätssicherung und Validierungsprozessentwicklung',
            owner: 'Friedrich-Wilhelm Müller-Lüdenscheidt · Personalberatungsgesellschaft Oberrhein mbH',
          }}
        />
        <CandidateFileList files={[{ ...files[0]!, title: 'Lebenslauf_Maximiliane_Zurbriggen-Oberholzer_2026_vollständig.pdf' }]} />
      </Stack>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(facts(canvasElement, 'Profil')).toMatchObject({
      Adresse: 'Untere Rebgasse 112, Hinterhaus, 8200 Schaffhausen, Schweiz',
      'Aktuelle Position': 'Leiterin Qualitätssicherung und Validierungsprozessentwicklung',
    });
    await expect(canvas.getByRole('link', { name: /^Lebenslauf_Maximiliane/ })).toBeVisible();
    const frame = canvas.getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const el of Array.from(frame.querySelectorAll('dd, a'))) {
      await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right + 0.5);
    }
  },
};
