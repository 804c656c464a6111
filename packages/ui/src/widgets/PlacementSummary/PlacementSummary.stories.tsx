import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlacementSummary } from './PlacementSummary';

const meta = {
  title: 'Widgets/PlacementSummary',
  component: PlacementSummary,
  args: {
    placement: {
      totalPackage: 130000,
      recruitmentFee: 26000,
      feePercentage: 20,
      offerDate: '2026-03-20',
      signatureDate: '2026-03-24',
      startDate: '2026-07-01',
      approvalNumber: 'PO-2026-0042',
      isGuaranteeCase: false,
    },
    currency: 'chf',
    actions: [
      { id: 'edit-placement', label: 'Edit placement' },
      { id: 'revert-placement', label: 'Revert placement', isDestructive: true },
    ],
    onAction: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The placement of a hired candidate (001 §3): package and fee in the vacancy’s currency with the percentage the fee was derived with, the ' +
          'offer, signature and start days, the approval number, the guarantee-case flag, and the actions the viewer may take (edit, revert). ' +
          'The fee is the server’s (domain `recruitmentFee`), never recomputed here.',
      },
    },
  },
} satisfies Meta<typeof PlacementSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figures as label → value. */
function figures(canvasElement: HTMLElement): Record<string, string> {
  const group = within(canvasElement).getByRole('group', { name: /^(Placement|Vermittlung)$/ });
  const terms = within(group).getAllByRole('term');
  const values = within(group).getAllByRole('definition');
  // Non-breaking spaces (between a currency code and its amount) read as spaces.
  const text = (element: Element | undefined) => (element?.textContent ?? '').replace(/\u00a0/g, ' ');
  return Object.fromEntries(terms.map((term, index) => [text(term), text(values[index])]));
}

export const Active: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('region', { name: 'Placement' })).toBeVisible();
    await expect(figures(canvasElement)).toEqual({
      'Total package': 'CHF 130,000',
      'Recruitment fee': 'CHF 26,000 (20 % of the package)',
      'Offer date': '20 Mar 2026',
      'Contract signed': '24 Mar 2026',
      'Start date': '1 Jul 2026',
      'PO no. / approval ID': 'PO-2026-0042',
    });
    const group = canvas.getByRole('group', { name: 'Placement actions' });
    await userEvent.click(within(group).getByRole('button', { name: 'Revert placement' }));
    await expect(args.onAction).toHaveBeenCalledWith('revert-placement');
  },
};

export const FixedFeeGuarantee: Story = {
  args: {
    placement: {
      totalPackage: 95000,
      recruitmentFee: 15000,
      feePercentage: null,
      offerDate: '2026-02-02',
      signatureDate: '2026-02-10',
      startDate: '2026-04-01',
      approvalNumber: 'A-17',
      isGuaranteeCase: true,
    },
    currency: 'eur',
    actions: [],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Guarantee case')).toBeVisible();
    await expect(figures(canvasElement)['Recruitment fee']).toBe('EUR 15,000');
    await expect(canvas.queryByRole('group', { name: 'Placement actions' })).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit placement' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('edit-placement');
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    actions: [
      { id: 'edit-placement', label: 'Vermittlung bearbeiten' },
      { id: 'revert-placement', label: 'Vermittlung rückgängig machen', isDestructive: true },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Vermittlung' })).toBeVisible();
    const shown = figures(canvasElement);
    await expect(shown['Vermittlungshonorar']).toMatch(/^CHF 26\D000 \(20 % des Pakets\)$/);
    await expect(shown['Eintrittsdatum']).toBe('01.07.2026');
    await expect(shown['Bestellnr. / Genehmigungs-ID']).toBe('PO-2026-0042');
  },
};

/** Read-only in German: a guarantee case with a fixed fee in euros, no actions for this viewer. */
export const GermanGuaranteeReadOnly: Story = {
  globals: { locale: 'de' },
  args: { ...FixedFeeGuarantee.args },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Vermittlung' })).toBeVisible();
    await expect(canvas.getByText('Garantiefall')).toBeVisible();
    const shown = figures(canvasElement);
    await expect(shown['Gesamtpaket']).toMatch(/^EUR 95\D000$/);
    await expect(shown['Vermittlungshonorar']).toMatch(/^EUR 15\D000$/);
    await expect(shown['Angebotsdatum']).toBe('02.02.2026');
    await expect(shown['Vertrag unterzeichnet']).toBe('10.02.2026');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Aktionen zur Vermittlung' })).toBeNull();
  },
};

/** Phone width in German: labels above values, the buttons wrap, nothing overflows; Space presses a button too. */
export const NarrowGerman: Story = {
  globals: { locale: 'de' },
  args: { ...German.args, placement: { ...FixedFeeGuarantee.args!.placement!, isGuaranteeCase: true } },
  render: (args) => (
    <div style={{ width: 300 }} data-testid="frame">
      <PlacementSummary {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const frame = canvas.getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const el of Array.from(frame.querySelectorAll('dt, dd, button, h3, span'))) {
      await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right + 0.5);
    }
    const revert = canvas.getByRole('button', { name: 'Vermittlung rückgängig machen' });
    revert.focus();
    await userEvent.keyboard(' ');
    await expect(args.onAction).toHaveBeenCalledWith('revert-placement');
    revert.blur();
  },
};
