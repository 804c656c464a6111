import type { RevenueBreakdown } from '@mandate/domain';
import { revenueSplits } from '../revenueSplits.fixtures';

/**
 * Data of the AgencyRevenueCalculatorDialog stories, shared with the contract test
 * (apps/api/src/contracts/revenueCalculator.test.ts) that asks the real server for the same figures:
 * `GET /company/{c}/agency/{a}/revenue-split` for the defaults and `POST /job/success-fee` for the
 * figures the Filled and BackComputed stories show. The dialog sends nothing: it calculates with
 * domain's `computeRevenue` / `backComputeFee`, the rules the server answers with.
 */
export const agencyRevenueCalculatorFixtures = {
  /** The revenue splits of `GET /list/revenue-splits` (code, English label, percentage). */
  revenueSplits,
  /** Recruiter organisations the stories' loader pages through (10 per page). */
  agencies: Array.from({ length: 25 }, (_, i) => ({
    id: 100 + i,
    code: String(100 + i),
    label: i === 2 ? 'Alpine Search AG' : `Executive Partners ${String(i + 1).padStart(2, '0')}`,
  })),
  /** What the dialog shows when it opens without a vacancy (001 §9): 60000 CHF, 20 %, standard-25 at 25 %. */
  defaults: {
    revenueSplit: 'standard-25',
    shown: {
      totalCompensation: 60_000,
      fee: 12_000,
      feePercentage: 20,
      productRevenue: 3_000,
      agencyRevenue: 9_000,
    } satisfies RevenueBreakdown,
  },
  /**
   * The Filled story: the user picks an agency, types the package and chooses a split; the vacancy's
   * fee is 20 %. Shown: floor(123457 × 20 %) = 24691, the product's 15 % rounded 3704, the agency 20987.
   */
  filled: {
    agency: 'Alpine Search AG',
    totalCompensation: 123_457,
    successFeePercentage: 20,
    revenueSplit: 'reduced-15',
    shown: {
      totalCompensation: 123_457,
      fee: 24_691,
      feePercentage: 20,
      productRevenue: 3_704,
      agencyRevenue: 20_987,
    } satisfies RevenueBreakdown,
  },
  /**
   * The BackComputed story: at the defaults the user types an agency revenue of 12000; the fee becomes
   * 12000 / 0.75 = 16000, 26.7 % of the package (one decimal), the product's share 4000.
   */
  backComputed: {
    agencyRevenue: 12_000,
    shown: {
      totalCompensation: 60_000,
      fee: 16_000,
      feePercentage: 26.7,
      productRevenue: 4_000,
      agencyRevenue: 12_000,
    } satisfies RevenueBreakdown,
  },
} as const;
