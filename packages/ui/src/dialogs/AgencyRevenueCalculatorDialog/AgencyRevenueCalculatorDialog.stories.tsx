import type { RevenueBreakdown } from '@mandate/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AutocompleteLoader } from '../../widgets/Autocomplete';
import { button, clickOutside, dialogParameters, findDialog, tabOrder, tabTo, textbox, withTrigger } from '../FormDialog/storyHelpers';
import { AgencyRevenueCalculatorDialog } from './AgencyRevenueCalculatorDialog';
import { agencyRevenueCalculatorFixtures } from './AgencyRevenueCalculatorDialog.fixtures';

const { agencies, revenueSplits, defaults, filled, backComputed } = agencyRevenueCalculatorFixtures;

/** A fake `POST /organization/autocomplete`: filters by name, answers one page. */
const loadAgencies: AutocompleteLoader = ({ search, page, pageSize }) => {
  const matching = agencies.filter((a) => a.label.toLowerCase().includes(search.toLowerCase()));
  return Promise.resolve({ items: matching.slice(page * pageSize, (page + 1) * pageSize), total: matching.length });
};

const meta = {
  title: 'Dialogs/AgencyRevenueCalculatorDialog',
  component: AgencyRevenueCalculatorDialog,
  args: { loadAgencies: fn(loadAgencies), revenueSplits, onChange: fn(), onCancel: fn() },
  parameters: dialogParameters(
    'The agency revenue calculator (001 §2.5, §9) in a dialog: agency (recruiter organisations, 10 a page, infinite scroll), ' +
      'final compensation package, the read-only total success fee and its percent, the revenue split, the agency revenue ' +
      "(editing it back-computes the fee) and the product's revenue with the shares as hints; Cancel. It sends nothing: " +
      'every figure comes from domain `computeRevenue` / `backComputeFee`, the rules the server answers ' +
      '`GET /company/{c}/agency/{a}/revenue-split` and `POST /job/success-fee` with (contract test beside the dialog payloads).',
  ),
} satisfies Meta<typeof AgencyRevenueCalculatorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog(/Agency revenue calculator|Umsatzrechner der Agentur/);
const field = (d: HTMLElement, name: string) => textbox(d, new RegExp(`^${name}`));
const agencyField = (d: HTMLElement) => within(d).getByRole('combobox', { name: /^Agency|^Agentur/ });
const splitTrigger = (d: HTMLElement) => within(d).getByRole('button', { name: /Revenue split|Umsatzaufteilung/ });
const percent = (n: number) => `${n}%`;

/** The figures the dialog shows, against what the fixtures (and so the server) say. */
async function expectShown(d: HTMLElement, shown: RevenueBreakdown) {
  await expect(field(d, 'Final compensation package')).toHaveValue(String(shown.totalCompensation));
  await expect(field(d, 'Total success fee')).toHaveValue(String(shown.fee));
  await expect(field(d, 'Success fee percent')).toHaveValue(shown.feePercentage === null ? '' : percent(shown.feePercentage));
  await expect(field(d, 'Agency revenue')).toHaveValue(String(shown.agencyRevenue));
  await expect(field(d, 'Mandate revenue')).toHaveValue(String(shown.productRevenue));
}

export const Empty: Story = {
  name: 'Empty: the defaults',
  play: async ({ args }) => {
    const d = await dialog();
    // Focus starts on the agency; nothing is picked.
    await waitFor(() => expect(agencyField(d)).toHaveFocus());
    await expect(agencyField(d)).toHaveValue('');
    // 60000 CHF, 20 %, standard-25 at 25 % (001 §9).
    await expectShown(d, defaults.shown);
    await expect(within(d).getAllByText('CHF').length).toBeGreaterThan(0);
    await expect(splitTrigger(d)).toHaveTextContent('Standard 25%');
    await expect(field(d, 'Total success fee')).toHaveAttribute('readonly');
    await expect(field(d, 'Mandate revenue')).toHaveAttribute('readonly');
    await expect(field(d, 'Agency revenue')).toHaveAccessibleDescription('75% of the success fee');
    await expect(field(d, 'Mandate revenue')).toHaveAccessibleDescription('25% of the success fee');
    await expect(within(d).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(args.onChange).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Filled: Story = {
  args: { successFee: { successFeePercentage: filled.successFeePercentage } },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(agencyField(d), 'Alpine');
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(filled.agency) }));
    await expect(agencyField(d)).toHaveValue(filled.agency);
    await expect(args.loadAgencies).toHaveBeenCalledWith(expect.objectContaining({ pageSize: 10 }));
    const total = field(d, 'Final compensation package');
    await userEvent.clear(total);
    await userEvent.type(total, String(filled.totalCompensation));
    await userEvent.click(splitTrigger(d));
    await userEvent.click(await screen.findByRole('option', { name: 'Reduced 15%' }));
    // The figures the server answers for the same inputs (contract test): 24691, 20 %, 20987 and 3704.
    await expectShown(d, filled.shown);
    await expect(field(d, 'Agency revenue')).toHaveAccessibleDescription('85% of the success fee');
    await expect(field(d, 'Mandate revenue')).toHaveAccessibleDescription('15% of the success fee');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      agency: expect.objectContaining({ label: filled.agency }),
      revenueSplit: revenueSplits[2],
      breakdown: filled.shown,
    });
  },
};

export const BackComputed: Story = {
  name: 'BackComputed: from an edited agency revenue',
  play: async ({ args }) => {
    const d = await dialog();
    const agencyRevenue = field(d, 'Agency revenue');
    await userEvent.clear(agencyRevenue);
    await userEvent.type(agencyRevenue, String(backComputed.agencyRevenue));
    // fee = 12000 / ((100 − 25) / 100) = 16000, 26.7 % of 60000 (one decimal).
    await expectShown(d, backComputed.shown);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ breakdown: backComputed.shown }));
  },
};

export const VacancyFixedFee: Story = {
  name: 'Vacancy with a fixed fee, in EUR',
  args: { successFee: { successFeePercentage: null, successFeeFixedAmount: 15_000 }, defaultTotalCompensation: 90_000, currency: 'eur' },
  play: async () => {
    const d = await dialog();
    await expectShown(d, { totalCompensation: 90_000, fee: 15_000, feePercentage: 16.7, productRevenue: 3_750, agencyRevenue: 11_250 });
    await expect(within(d).getAllByText('EUR').length).toBeGreaterThan(0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    revenueSplits: [
      { code: 'standard-25', label: 'Standardaufteilung 25 % zugunsten der Plattform', percentage: 25 },
      { code: 'reduced-15', label: 'Reduziert 15%', percentage: 15 },
    ],
    defaultAgency: { id: 'a', code: 'a', label: 'Personalberatungsgesellschaft für Führungskräfte Zürich-Oerlikon' },
  },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('heading', { name: 'Umsatzrechner der Agentur' })).toBeVisible();
    await expect(field(d, 'Endgültiges Vergütungspaket')).toHaveValue('60000');
    await expect(field(d, 'Umsatz der Agentur')).toHaveAccessibleDescription(/75\s?% des Erfolgshonorars/);
    await expect(within(d).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Mounted while open, as screens do: each opening starts from the defaults. */
const WithTrigger = withTrigger(AgencyRevenueCalculatorDialog, 'Revenue calculator');

export const Keyboard: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Revenue calculator' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const d = await dialog();
    await waitFor(() => expect(agencyField(d)).toHaveFocus());
    // Tab order: agency, package, fee, percent, split, agency revenue, product revenue, Cancel.
    await tabOrder(field(d, 'Final compensation package'));
    await userEvent.keyboard('{Control>}a{/Control}80000');
    await expect(field(d, 'Total success fee')).toHaveValue('16000');
    await tabOrder(field(d, 'Total success fee'), field(d, 'Success fee percent'), splitTrigger(d), field(d, 'Agency revenue'));
    await userEvent.keyboard('{Control>}a{/Control}9000');
    // fee = 9000 / 0.75 = 12000, 15 % of 80000.
    await expect(field(d, 'Total success fee')).toHaveValue('12000');
    await expect(field(d, 'Success fee percent')).toHaveValue('15%');
    await tabOrder(field(d, 'Mandate revenue'), button(d, 'Cancel'));
    // Escape closes and focus returns to the button that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
    // Opened again it starts from the defaults; Enter on Cancel closes it too.
    await userEvent.keyboard('{Enter}');
    const again = await dialog();
    await waitFor(() => expect(agencyField(again)).toHaveFocus());
    await expect(field(again, 'Final compensation package')).toHaveValue('60000');
    await tabTo(button(again, 'Cancel'), 8);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
  },
};

export const OutsideClickCloses: Story = {
  play: async ({ args }) => {
    await dialog();
    // 001 §2.5 does not list the calculator among the dialogs a click outside must not close: it holds nothing to lose.
    await clickOutside(args, dialog, true);
  },
};
