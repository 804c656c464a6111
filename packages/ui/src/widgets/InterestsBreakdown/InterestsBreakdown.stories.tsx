import type { Interest } from '@mandate/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InterestsBreakdown } from './InterestsBreakdown';

const interests: Interest[] = [
  { type: 'department', code: 'finance', label: 'Finance', percentage: 60 },
  { type: 'department', code: 'it', label: 'IT', percentage: 40 },
  { type: 'sector', code: 'banking', label: 'Banking', percentage: 50 },
  { type: 'sector', code: 'insurance', label: 'Insurance', percentage: 20 },
  { type: 'country', code: 'CH', label: 'Switzerland', percentage: 80 },
];

const meta = {
  title: 'Widgets/InterestsBreakdown',
  component: InterestsBreakdown,
  args: { interests },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <InterestsBreakdown {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "A user's interests per type (departments, sectors, countries, search types) with their percentages. The remainder to 100 per type shows as 'Other' when some are set and 'Empty' when none is (001 §3), computed by the domain's `groupInterests`. Read-only; editing interests is a dialog.",
      },
    },
  },
} satisfies Meta<typeof InterestsBreakdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list of one type, found by its heading. */
const section = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('region', { name }));
const rows = (canvasElement: HTMLElement, name: string) =>
  section(canvasElement, name)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Interests' })).toBeVisible();
    await expect(rows(canvasElement, 'Departments')).toEqual(['Finance60%', 'IT40%']);
    await expect(rows(canvasElement, 'Sectors')).toEqual(['Banking50%', 'Insurance20%', 'Other30%']);
    await expect(rows(canvasElement, 'Countries')).toEqual(['Switzerland80%', 'Other20%']);
    await expect(rows(canvasElement, 'Search types')).toEqual(['Empty100%']);
  },
};

export const Empty: Story = {
  args: { interests: [] },
  play: async ({ canvasElement }) => {
    for (const name of ['Departments', 'Sectors', 'Countries', 'Search types']) {
      await expect(rows(canvasElement, name)).toEqual(['Empty100%']);
    }
  },
};

export const OverAHundred: Story = {
  name: 'Over 100 % (no remainder)',
  args: {
    interests: [
      { type: 'department', code: 'hr', label: 'Human resources', percentage: 70 },
      { type: 'department', code: 'legal', label: 'Legal', percentage: 50 },
    ],
    types: ['department'],
  },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement, 'Departments')).toEqual(['Human resources70%', 'Legal50%']);
    await expect(within(canvasElement).queryByText('Other')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('region', { name: 'Sectors' })).not.toBeInTheDocument();
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2, types: ['country', 'sector'] },
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 2 });
    await expect(headings.map((h) => h.textContent)).toEqual(['Countries', 'Sectors']);
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    interests: [
      { type: 'department', code: 'hr', label: 'Personalentwicklung und Organisationsberatung', percentage: 45.5 },
      { type: 'sector', code: 'pharma', label: 'Pharmazeutische und biotechnologische Industrie', percentage: 100 },
    ],
  },
  play: async ({ canvasElement }) => {
    // The German (Swiss) locale decides the separators; compare without spaces.
    const plain = (name: string) => rows(canvasElement, name).map((t) => t?.replace(/\s/g, ''));
    await expect(plain('Abteilungen')).toEqual([
      expect.stringMatching(/^PersonalentwicklungundOrganisationsberatung45[.,]5%$/),
      expect.stringMatching(/^Andere54[.,]5%$/),
    ]);
    await expect(plain('Branchen')).toEqual(['PharmazeutischeundbiotechnologischeIndustrie100%']);
    await expect(plain('Länder')).toEqual(['Leer100%']);
    await expect(plain('Suchmandatsarten')).toEqual(['Leer100%']);
  },
};
