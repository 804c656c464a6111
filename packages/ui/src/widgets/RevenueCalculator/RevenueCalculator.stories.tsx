import type { RevenueSplitOption } from '@mandate/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import type { AutocompleteLoader, AutocompleteOption } from '../Autocomplete';
import { RevenueCalculator } from './RevenueCalculator';

const agencies: AutocompleteOption[] = Array.from({ length: 30 }, (_, i) => ({
  id: `agency-${i + 1}`,
  code: `agency-${i + 1}`,
  label: `Agency ${i + 1} Executive Search`,
}));

/** A fake server: filters by search, answers one page at once. */
const loadAgencies: AutocompleteLoader = ({ search, page, pageSize }) => {
  const matching = agencies.filter((a) => a.label.toLowerCase().includes(search.toLowerCase()));
  return Promise.resolve({ items: matching.slice(page * pageSize, (page + 1) * pageSize), total: matching.length });
};

const splits: RevenueSplitOption[] = [
  { code: 'standard-25', label: 'Standard 25%', percentage: 25 },
  { code: 'reduced-15', label: 'Reduced 15%', percentage: 15 },
  { code: 'full-100', label: 'Full 100%', percentage: 100 },
];

const meta = {
  title: 'Widgets/RevenueCalculator',
  component: RevenueCalculator,
  args: { loadAgencies: fn(loadAgencies), splitOptions: splits, onChange: fn(), onCancel: fn() },
  render: (args) => (
    <div style={{ maxWidth: 420, minHeight: 640 }}>
      <RevenueCalculator {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'The agency revenue calculator (001 §2.5, §9): the agency, the final package, the read-only success fee and its percent, the revenue split and the agency and Mandate revenues with their shares as hints. Editing the agency revenue back-computes the fee. Every figure comes from `computeRevenue` and `backComputeFee` of the domain package; missing inputs take 60000, 20 % and Standard 25 %.',
      },
    },
  },
} satisfies Meta<typeof RevenueCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

export const Defaults: Story = {
  play: async ({ args }) => {
    await expect(field('Final compensation package')).toHaveValue('60000');
    await expect(field('Total success fee')).toHaveValue('12000');
    await expect(field('Success fee percent')).toHaveValue('20%');
    await expect(screen.getByRole('button', { name: /Standard 25%/ })).toBeVisible();
    await expect(field('Agency revenue')).toHaveValue('9000');
    await expect(field('Agency revenue')).toHaveAccessibleDescription('75% of the success fee');
    await expect(field('Mandate revenue')).toHaveValue('3000');
    await expect(field('Mandate revenue')).toHaveAccessibleDescription('25% of the success fee');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { defaultTotalCompensation: null },
  play: async ({ args }) => {
    const total = field('Final compensation package');
    await userEvent.clear(total);
    await expect(total).toHaveValue('');
    await expect(field('Total success fee')).toHaveValue('0');
    await expect(field('Success fee percent')).toHaveValue('');
    await expect(field('Agency revenue')).toHaveValue('0');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ breakdown: { totalCompensation: 0, fee: 0, feePercentage: null, productRevenue: 0, agencyRevenue: 0 } }),
    );
  },
};

export const ChangePackage: Story = {
  play: async ({ args }) => {
    const total = field('Final compensation package');
    await userEvent.clear(total);
    await userEvent.type(total, '123457');
    // floor(123457 × 20 / 100) = 24691; product share round(24691 × 25 %) = 6173.
    await expect(field('Total success fee')).toHaveValue('24691');
    await expect(field('Mandate revenue')).toHaveValue('6173');
    await expect(field('Agency revenue')).toHaveValue('18518');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      agency: null,
      revenueSplit: splits[0],
      breakdown: { totalCompensation: 123457, fee: 24691, feePercentage: 20, productRevenue: 6173, agencyRevenue: 18518 },
    });
  },
};

export const FixedFee: Story = {
  args: { successFee: { successFeePercentage: null, successFeeFixedAmount: 15000 }, defaultTotalCompensation: 90000, currency: 'eur' },
  play: async () => {
    await expect(field('Total success fee')).toHaveValue('15000');
    await expect(field('Success fee percent')).toHaveValue('16.7%');
    await expect(screen.getAllByText('EUR').length).toBeGreaterThan(0);
    await expect(field('Agency revenue')).toHaveValue('11250');
  },
};

export const ChangeSplit: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: /Standard 25%/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Reduced 15%' }));
    await expect(field('Mandate revenue')).toHaveValue('1800');
    await expect(field('Agency revenue')).toHaveValue('10200');
    await expect(field('Agency revenue')).toHaveAccessibleDescription('85% of the success fee');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ revenueSplit: splits[1] }));
  },
};

export const BackComputation: Story = {
  play: async ({ args }) => {
    const agencyRevenue = field('Agency revenue');
    await userEvent.clear(agencyRevenue);
    await userEvent.type(agencyRevenue, '12000');
    // fee = 12000 / 0.75 = 16000, 26.7 % of 60000; the split again gives 12000.
    await expect(agencyRevenue).toHaveValue('12000');
    await expect(field('Total success fee')).toHaveValue('16000');
    await expect(field('Success fee percent')).toHaveValue('26.7%');
    await expect(field('Mandate revenue')).toHaveValue('4000');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      agency: null,
      revenueSplit: splits[0],
      breakdown: { totalCompensation: 60000, fee: 16000, feePercentage: 26.7, productRevenue: 4000, agencyRevenue: 12000 },
    });
    // The back-computed fee stays when the split changes afterwards.
    await userEvent.click(screen.getByRole('button', { name: /Standard 25%/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Reduced 15%' }));
    await expect(field('Total success fee')).toHaveValue('16000');
    await expect(field('Mandate revenue')).toHaveValue('2400');
    await expect(field('Agency revenue')).toHaveValue('13600');
  },
};

export const Invalid: Story = {
  name: 'Invalid: no agency share at 100 %',
  args: { defaultSplitCode: 'full-100' },
  play: async ({ args }) => {
    await expect(field('Agency revenue')).toHaveValue('0');
    await expect(field('Mandate revenue')).toHaveValue('12000');
    const agencyRevenue = field('Agency revenue');
    await userEvent.type(agencyRevenue, '5');
    await expect(agencyRevenue).toHaveAttribute('aria-invalid', 'true');
    await expect(agencyRevenue).toHaveAccessibleDescription(/agency has no share/);
    await expect(field('Total success fee')).toHaveValue('12000');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const PickAgency: Story = {
  play: async ({ args }) => {
    const agency = screen.getByRole('combobox', { name: 'Agency' });
    await userEvent.type(agency, 'Agency 12');
    await userEvent.click(await screen.findByRole('option', { name: /Agency 12 Executive Search/ }));
    await expect(agency).toHaveValue('Agency 12 Executive Search');
    await expect(args.loadAgencies).toHaveBeenCalledWith(expect.objectContaining({ pageSize: 10 }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ agency: agencies[11] })));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, onCancel: undefined },
  play: async () => {
    await expect(screen.getByRole('combobox', { name: 'Agency' })).toBeDisabled();
    await expect(field('Final compensation package')).toBeDisabled();
    await expect(field('Agency revenue')).toBeDisabled();
    await expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args }) => {
    const total = field('Final compensation package');
    for (let i = 0; i < 6 && document.activeElement !== total; i++) await userEvent.tab();
    await expect(total).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}80000');
    await expect(field('Total success fee')).toHaveValue('16000');
    const agencyRevenue = field('Agency revenue');
    for (let i = 0; i < 6 && document.activeElement !== agencyRevenue; i++) await userEvent.tab();
    await expect(agencyRevenue).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}9000');
    await expect(field('Total success fee')).toHaveValue('12000');
    await expect(field('Success fee percent')).toHaveValue('15%');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    for (let i = 0; i < 6 && document.activeElement !== cancel; i++) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    splitOptions: [
      { code: 'standard-25', label: 'Standardaufteilung 25 % zugunsten der Plattform', percentage: 25 },
      { code: 'reduced-15', label: 'Reduzierte Aufteilung 15 %', percentage: 15 },
    ],
    defaultAgency: { id: 'a', code: 'a', label: 'Personalberatungsgesellschaft für Führungskräfte Zürich-Oerlikon' },
  },
  play: async () => {
    await expect(field('Endgültiges Vergütungspaket')).toHaveValue('60000');
    await expect(field('Umsatz der Agentur')).toHaveAccessibleDescription(/75\s?% des Erfolgshonorars/);
    await expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
  },
};
