/**
 * Money and number rules: the recruitment fee, the revenue calculator and its back-computation
 * (001 §9), customer currency (000 §6), the total-fee visibility rule (001 §5) and the interests
 * remainder (001 §3). Amounts are whole currency units.
 */
import { isRecruiter } from './permissions';
import type { RoleCode } from './permissions';
import type { CurrencyCode, InterestType } from './statuses';
import { interestTypes } from './statuses';
import type { Interest, Job, RevenueSplitOption } from './types';

/** How a vacancy's success fee is set: a percentage of the package, else a fixed amount. */
export interface SuccessFee {
  successFeePercentage?: number | null;
  successFeeFixedAmount?: number | null;
}

/** Cuts float noise (60000 × 0.7 = 41999.99999…) before flooring or rounding. */
const clean = (n: number): number => Number(n.toFixed(6));

/**
 * The recruitment fee (000 §5, 001 §9): `floor(totalPackage × successFeePercentage / 100)` when the
 * vacancy has a percentage, otherwise the fixed amount. The result is kept within 0 and the package
 * (a negative package counts as 0) so the fee is never negative nor above the total.
 */
export function recruitmentFee(totalPackage: number, fee: SuccessFee): number {
  const total = Math.max(0, totalPackage);
  const raw =
    fee.successFeePercentage != null ? Math.floor(clean((total * fee.successFeePercentage) / 100)) : (fee.successFeeFixedAmount ?? 0);
  return Math.min(total, Math.max(0, raw));
}

/** The default revenue split option (001 §3). */
export const DEFAULT_REVENUE_SPLIT: Readonly<RevenueSplitOption> = { code: 'standard-25', label: 'Standard 25%', percentage: 25 };

/** Defaults of the agency revenue calculator (001 §9). */
export const revenueCalculatorDefaults = {
  totalCompensation: 60_000,
  currency: 'chf',
  successFeePercentage: 20,
  revenueSplit: DEFAULT_REVENUE_SPLIT,
} as const satisfies { totalCompensation: number; currency: CurrencyCode; successFeePercentage: number; revenueSplit: RevenueSplitOption };

/** What the revenue calculator computes. */
export interface RevenueBreakdown {
  totalCompensation: number;
  /** The total success fee. */
  fee: number;
  /** The fee as a percent of the package, one decimal; null when the package is 0. */
  feePercentage: number | null;
  /** The product's share: the split percentage of the fee, rounded. */
  productRevenue: number;
  /** The agency's revenue: fee minus the product's share. */
  agencyRevenue: number;
}

function percentOf(fee: number, total: number): number | null {
  return total > 0 ? Math.round(clean((fee / total) * 1000)) / 10 : null;
}

/**
 * The revenue calculator (001 §9). Missing inputs take {@link revenueCalculatorDefaults}: package
 * 60000, fee 20 %, split standard-25. A vacancy with a fixed fee passes it as `successFeeFixedAmount`
 * with a null percentage.
 */
export function computeRevenue(input: {
  totalCompensation?: number | null;
  successFee?: SuccessFee | null;
  splitPercentage?: number | null;
}): RevenueBreakdown {
  const totalCompensation = input.totalCompensation ?? revenueCalculatorDefaults.totalCompensation;
  const successFee: SuccessFee =
    input.successFee && (input.successFee.successFeePercentage != null || input.successFee.successFeeFixedAmount != null)
      ? input.successFee
      : { successFeePercentage: revenueCalculatorDefaults.successFeePercentage };
  const fee = recruitmentFee(totalCompensation, successFee);
  return splitFee(totalCompensation, fee, input.splitPercentage ?? DEFAULT_REVENUE_SPLIT.percentage);
}

/** The shares of the success fee in percent: the product's is the split, the agency's the rest to 100. */
export interface RevenueShares {
  productShare: number;
  agencyShare: number;
}

/**
 * The share percentages the revenue calculator shows as hints (001 §2.5): the product takes the split
 * percentage (kept within 0 and 100), the agency the rest, so the two always add up to 100.
 */
export function revenueShares(splitPercentage: number): RevenueShares {
  const productShare = Math.min(100, Math.max(0, splitPercentage));
  return { productShare, agencyShare: clean(100 - productShare) };
}

/** Splits a fee between the product (share rounded) and the agency. */
export function splitFee(totalCompensation: number, fee: number, splitPercentage: number): RevenueBreakdown {
  const productRevenue = Math.round(clean((fee * splitPercentage) / 100));
  return {
    totalCompensation,
    fee,
    feePercentage: percentOf(fee, totalCompensation),
    productRevenue,
    agencyRevenue: fee - productRevenue,
  };
}

/**
 * Back-computes the fee after the agency revenue was edited (001 §9):
 * `fee = agencyRevenue / ((100 − split) / 100)`, rounded to a whole unit, and the percent of the
 * package to one decimal. Splitting the result again gives the edited revenue within one unit.
 * @returns the new breakdown, or null when the split is 100 % or more (no agency share to scale)
 */
export function backComputeFee(totalCompensation: number, agencyRevenue: number, splitPercentage: number): RevenueBreakdown | null {
  if (splitPercentage >= 100) return null;
  const fee = Math.round(clean(agencyRevenue / ((100 - splitPercentage) / 100)));
  return splitFee(totalCompensation, fee, splitPercentage);
}

/** The customer currency (000 §6): CHF when the customer country is CH, otherwise EUR. */
export function customerCurrency(countryCode: string | null | undefined): 'CHF' | 'EUR' {
  return countryCode?.toUpperCase() === 'CH' ? 'CHF' : 'EUR';
}

/** The default currency code (000 §6): `chf` or `eur` depending on the user's place country. */
export function defaultCurrencyCode(placeCountryCode: string | null | undefined): Extract<CurrencyCode, 'chf' | 'eur'> {
  return customerCurrency(placeCountryCode) === 'CHF' ? 'chf' : 'eur';
}

/**
 * Whether the total fee of a vacancy is shown (001 §5): only when open positions (positions minus
 * placements) exceed 1, and either the salary is not confidential or the viewer is not a recruiter.
 */
export function isTotalFeeVisible(
  job: Pick<Job, 'positionCount' | 'placementCount' | 'salaryConfidential'>,
  viewer: { roles: readonly { code: RoleCode }[] },
): boolean {
  const open = (job.positionCount ?? 0) - (job.placementCount ?? 0);
  return open > 1 && (!job.salaryConfidential || !isRecruiter(viewer));
}

/** Interests total 100 percent per type (001 §9). */
export const INTERESTS_TOTAL = 100;

/** One type's interests with the remainder to 100: `other` when some are set, `empty` when none. */
export interface InterestGroup {
  type: InterestType;
  items: Interest[];
  remainder: { kind: 'other' | 'empty'; percentage: number } | null;
}

/** Labels of the remainder entries (001 §3). */
export const interestRemainderLabels = { other: 'Other', empty: 'Empty' } as const;

/**
 * Groups interests by type and adds the remainder to 100 (001 §3): 'Other' with its percentage when
 * some are set and they sum to less than 100, 'Empty' (100) when none is set, nothing when full.
 */
export function groupInterests(interests: readonly Interest[]): InterestGroup[] {
  return interestTypes.map((type) => {
    const items = interests.filter((i) => i.type === type);
    const rest = Math.max(0, INTERESTS_TOTAL - items.reduce((sum, i) => sum + i.percentage, 0));
    const remainder =
      items.length === 0
        ? { kind: 'empty' as const, percentage: INTERESTS_TOTAL }
        : rest > 0
          ? { kind: 'other' as const, percentage: rest }
          : null;
    return { type, items, remainder };
  });
}
