import type { RevenueSplitOption } from '@mandate/domain';
import { useIntl } from 'react-intl';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { RevenueCalculator, type RevenueCalculatorProps } from '../../widgets/RevenueCalculator';
import { messages } from './AgencyRevenueCalculatorDialog.messages';

export interface AgencyRevenueCalculatorDialogProps extends Omit<
  RevenueCalculatorProps,
  'splitOptions' | 'onCancel' | 'isDisabled' | 'autoFocus'
> {
  /**
   * Loads recruiter organisations page by page, 10 a page (the app passes `POST /organization/autocomplete`
   * with type agency, with active users, without calculated fields; it lists every agency to admins only).
   */
  loadAgencies: RevenueCalculatorProps['loadAgencies'];
  /** The revenue split choices (`GET /list/revenue-splits`: code, label, percentage). @default [standard-25] */
  revenueSplits?: readonly RevenueSplitOption[];
  /** Cancel, Escape, × or a click outside. */
  onCancel: () => void;
  /** @default true */
  isOpen?: boolean;
}

/**
 * The agency revenue calculator (001 §2.5, §9) in a dialog: agency, final compensation package, the
 * total success fee (read-only) and its percent, the revenue split, the agency revenue (editing it
 * back-computes the fee and percent) and the product's revenue, with the shares as hints; Cancel.
 * It sends nothing: every figure comes from domain's `computeRevenue` / `backComputeFee`, the rules
 * `GET /company/{c}/agency/{a}/revenue-split` and `POST /job/success-fee` answer with. Missing inputs
 * take 60000 CHF, 20 % and standard-25 at 25 %. Focus starts on the agency.
 */
export function AgencyRevenueCalculatorDialog({
  revenueSplits,
  onCancel,
  isOpen = true,
  ...calculator
}: AgencyRevenueCalculatorDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={intl.formatMessage(messages.title)}
      footer={
        <Button variant="secondary" onPress={onCancel}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      }
    >
      <RevenueCalculator {...calculator} splitOptions={revenueSplits} autoFocus />
    </Dialog>
  );
}

export default AgencyRevenueCalculatorDialog;
