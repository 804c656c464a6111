import {
  backComputeFee,
  computeRevenue,
  DEFAULT_REVENUE_SPLIT,
  revenueCalculatorDefaults,
  revenueShares,
  type RevenueBreakdown,
  type RevenueSplitOption,
  type SuccessFee,
} from '@mandate/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { pageSizes } from '../../tokens/constants';
import { Autocomplete, type AutocompleteLoader, type AutocompleteOption } from '../Autocomplete';
import { MoneyInput, type MoneyCurrency } from '../MoneyInput';
import * as styles from './RevenueCalculator.css';
import { formatShareHint, messages } from './RevenueCalculator.messages';

/** What the calculator reports on every change. */
export interface RevenueCalculatorValue {
  agency: AutocompleteOption | null;
  revenueSplit: RevenueSplitOption;
  /** Package, fee, percent and both revenues, all computed by the domain's money rules. */
  breakdown: RevenueBreakdown;
}

export interface RevenueCalculatorProps {
  /** Loads recruiter organisations page by page (with active users, without calculated fields); 10 per page. */
  loadAgencies: AutocompleteLoader;
  /** The revenue split choices from the `revenue-splits` list. @default [DEFAULT_REVENUE_SPLIT] */
  splitOptions?: readonly RevenueSplitOption[];
  /** The vacancy's success fee (percent, else fixed amount); 20 % when absent. @default undefined */
  successFee?: SuccessFee | null;
  /** The initial package; 60000 when absent (001 §9). @default undefined */
  defaultTotalCompensation?: number | null;
  /** The initial split code. @default 'standard-25' */
  defaultSplitCode?: string;
  /** The initial agency. @default null */
  defaultAgency?: AutocompleteOption | null;
  /** The currency of the amounts. @default 'chf' */
  currency?: MoneyCurrency;
  /** Called with the agency, split and breakdown after each change. @default undefined */
  onChange?: (value: RevenueCalculatorValue) => void;
  /** Shows a Cancel button that calls it. @default undefined */
  onCancel?: () => void;
  /** @default false */
  isDisabled?: boolean;
  /** Focuses the agency field on mount (a dialog's first field). @default false */
  autoFocus?: boolean;
}

/**
 * The agency revenue calculator (001 §2.5, §9): agency, final package, the read-only fee and its
 * percent, the split, and the agency and product revenues with their shares as hints. Editing the
 * agency revenue back-computes the fee; every figure comes from `computeRevenue` / `backComputeFee`.
 */
export function RevenueCalculator({
  loadAgencies,
  splitOptions = [DEFAULT_REVENUE_SPLIT],
  successFee,
  defaultTotalCompensation,
  defaultSplitCode = DEFAULT_REVENUE_SPLIT.code,
  defaultAgency = null,
  currency = revenueCalculatorDefaults.currency,
  onChange,
  onCancel,
  isDisabled = false,
  autoFocus = false,
}: RevenueCalculatorProps) {
  const intl = useIntl();
  const [agency, setAgency] = useState<AutocompleteOption | null>(defaultAgency);
  const [total, setTotal] = useState<number | null>(defaultTotalCompensation ?? revenueCalculatorDefaults.totalCompensation);
  const [splitCode, setSplitCode] = useState(defaultSplitCode);
  /** The fee rule: the vacancy's until the agency revenue was edited, then the back-computed fixed fee. */
  const [fee, setFee] = useState<SuccessFee | null>(successFee ?? null);
  /** The agency revenue as typed (undefined while not edited since the last other change). */
  const [editedAgencyRevenue, setEditedAgencyRevenue] = useState<number | null | undefined>(undefined);

  const split = splitOptions.find((s) => s.code === splitCode) ?? DEFAULT_REVENUE_SPLIT;
  const totalCompensation = total ?? 0;
  const computed = computeRevenue({ totalCompensation, successFee: fee, splitPercentage: split.percentage });
  const backComputed =
    editedAgencyRevenue === undefined ? null : backComputeFee(totalCompensation, editedAgencyRevenue ?? 0, split.percentage);
  const noAgencyShare = editedAgencyRevenue !== undefined && backComputed === null;
  const breakdown = backComputed ?? computed;
  const shares = revenueShares(split.percentage);

  /** Keeps a back-computed fee as the fixed fee before another input changes. */
  const settle = (): SuccessFee | null => {
    if (!backComputed) return fee;
    const fixed = { successFeePercentage: null, successFeeFixedAmount: backComputed.fee };
    setFee(fixed);
    setEditedAgencyRevenue(undefined);
    return fixed;
  };
  const report = (next: {
    agency?: AutocompleteOption | null;
    total?: number | null;
    split?: RevenueSplitOption;
    fee?: SuccessFee | null;
  }) => {
    const nextSplit = next.split ?? split;
    onChange?.({
      agency: next.agency !== undefined ? next.agency : agency,
      revenueSplit: nextSplit,
      breakdown: computeRevenue({
        totalCompensation: (next.total !== undefined ? next.total : total) ?? 0,
        successFee: next.fee !== undefined ? next.fee : fee,
        splitPercentage: nextSplit.percentage,
      }),
    });
  };

  return (
    <div role="group" aria-label={intl.formatMessage(messages.title)} className={styles.root}>
      <Autocomplete
        label={intl.formatMessage(messages.agency)}
        loadPage={loadAgencies}
        pageSize={pageSizes.agencyAutocomplete}
        value={agency}
        isDisabled={isDisabled}
        autoFocus={autoFocus}
        onChange={(next) => {
          setAgency(next);
          report({ agency: next, fee: settle() });
        }}
      />
      <MoneyInput
        label={intl.formatMessage(messages.totalCompensation)}
        currency={currency}
        value={total}
        isRequired
        isDisabled={isDisabled}
        onChange={(next) => {
          setTotal(next);
          report({ total: next, fee: settle() });
        }}
      />
      <div className={styles.pair}>
        <MoneyInput
          label={intl.formatMessage(messages.fee)}
          currency={currency}
          value={breakdown.fee}
          isReadOnly
          isDisabled={isDisabled}
          showReadBack={false}
        />
        <TextField
          label={intl.formatMessage(messages.feePercentage)}
          value={
            breakdown.feePercentage == null
              ? ''
              : intl.formatNumber(breakdown.feePercentage / 100, { style: 'percent', maximumFractionDigits: 1 })
          }
          isReadOnly
          isDisabled={isDisabled}
        />
      </div>
      <Select
        label={intl.formatMessage(messages.split)}
        items={splitOptions.map((s) => ({ id: s.code, label: s.label }))}
        selectedKey={split.code}
        isDisabled={isDisabled}
        onSelectionChange={(key) => {
          const next = splitOptions.find((s) => s.code === key);
          if (!next) return;
          setSplitCode(next.code);
          report({ split: next, fee: settle() });
        }}
      />
      <MoneyInput
        label={intl.formatMessage(messages.agencyRevenue)}
        currency={currency}
        value={editedAgencyRevenue !== undefined ? editedAgencyRevenue : breakdown.agencyRevenue}
        description={formatShareHint(intl, shares.agencyShare)}
        errorMessage={noAgencyShare ? intl.formatMessage(messages.noAgencyShare) : undefined}
        isDisabled={isDisabled}
        showReadBack={false}
        onChange={(next) => {
          setEditedAgencyRevenue(next);
          const back = backComputeFee(totalCompensation, next ?? 0, split.percentage);
          if (back) onChange?.({ agency, revenueSplit: split, breakdown: back });
        }}
      />
      <MoneyInput
        label={intl.formatMessage(messages.productRevenue)}
        currency={currency}
        value={breakdown.productRevenue}
        description={formatShareHint(intl, shares.productShare)}
        isReadOnly
        isDisabled={isDisabled}
        showReadBack={false}
      />
      {onCancel ? (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onCancel}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
