import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  backComputeFee,
  computeRevenue,
  customerCurrency,
  defaultCurrencyCode,
  groupInterests,
  isTotalFeeVisible,
  recruitmentFee,
  revenueCalculatorDefaults,
  revenueShares,
  splitFee,
} from './money';
import type { RoleCode } from './permissions';

const viewer = (...codes: RoleCode[]) => ({ roles: codes.map((code) => ({ code })) });

describe('recruitment fee (000 §5)', () => {
  it('floors the percentage of the package', () => {
    expect(recruitmentFee(100_000, { successFeePercentage: 20 })).toBe(20_000);
    expect(recruitmentFee(99_999, { successFeePercentage: 25 })).toBe(24_999);
    expect(recruitmentFee(60_000, { successFeePercentage: 33.3 })).toBe(19_980);
    expect(recruitmentFee(123_457, { successFeePercentage: 17.5 })).toBe(21_604);
  });
  it('is exact where floating point is not (60000 × 70 % = 42000, not 41999)', () => {
    expect(recruitmentFee(60_000, { successFeePercentage: 70 })).toBe(42_000);
    expect(recruitmentFee(100, { successFeePercentage: 29 })).toBe(29);
  });
  it('takes the fixed amount when there is no percentage', () => {
    expect(recruitmentFee(100_000, { successFeePercentage: null, successFeeFixedAmount: 15_000 })).toBe(15_000);
    expect(recruitmentFee(100_000, {})).toBe(0);
  });
  it('property: never negative nor above the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000, max: 10_000_000 }),
        fc.oneof(
          fc.record({ successFeePercentage: fc.double({ min: -10, max: 150, noNaN: true }) }),
          fc.record({ successFeeFixedAmount: fc.integer({ min: -1_000, max: 20_000_000 }) }),
        ),
        (total, fee) => {
          const f = recruitmentFee(total, fee);
          expect(f).toBeGreaterThanOrEqual(0);
          expect(f).toBeLessThanOrEqual(Math.max(0, total));
          expect(Number.isInteger(f)).toBe(true);
        },
      ),
    );
  });
});

describe('revenue calculator (001 §9)', () => {
  it('defaults: 60000 CHF, 20 %, standard-25 at 25 %', () => {
    expect(revenueCalculatorDefaults).toMatchObject({
      totalCompensation: 60_000,
      currency: 'chf',
      successFeePercentage: 20,
      revenueSplit: { code: 'standard-25', label: 'Standard 25%', percentage: 25 },
    });
    expect(computeRevenue({})).toEqual({
      totalCompensation: 60_000,
      fee: 12_000,
      feePercentage: 20,
      productRevenue: 3_000,
      agencyRevenue: 9_000,
    });
  });
  it('rounds the split share; agency revenue = fee − product share', () => {
    expect(splitFee(50_000, 10_001, 25)).toMatchObject({ productRevenue: 2_500, agencyRevenue: 7_501 });
    expect(splitFee(50_000, 10_002, 25)).toMatchObject({ productRevenue: 2_501, agencyRevenue: 7_501 });
  });
  it('uses a fixed fee when given', () => {
    expect(computeRevenue({ totalCompensation: 80_000, successFee: { successFeeFixedAmount: 10_000 }, splitPercentage: 30 })).toMatchObject(
      { fee: 10_000, feePercentage: 12.5, productRevenue: 3_000, agencyRevenue: 7_000 },
    );
  });
  it('back-computes fee and percent (one decimal) from an edited agency revenue', () => {
    expect(backComputeFee(60_000, 9_000, 25)).toMatchObject({ fee: 12_000, feePercentage: 20, agencyRevenue: 9_000 });
    expect(backComputeFee(70_000, 10_000, 25)).toMatchObject({ fee: 13_333, feePercentage: 19 });
    expect(backComputeFee(70_000, 10_000, 100)).toBeNull();
    expect(backComputeFee(0, 10_000, 25)).toMatchObject({ feePercentage: null });
  });
  it('shows the shares as hints: the product the split, the agency the rest to 100', () => {
    expect(revenueShares(25)).toEqual({ productShare: 25, agencyShare: 75 });
    expect(revenueShares(0)).toEqual({ productShare: 0, agencyShare: 100 });
    expect(revenueShares(12.5)).toEqual({ productShare: 12.5, agencyShare: 87.5 });
    expect(revenueShares(120)).toEqual({ productShare: 100, agencyShare: 0 });
    expect(revenueShares(-5)).toEqual({ productShare: 0, agencyShare: 100 });
  });
  it('property: the shares add up to 100 and agree with the split of a fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 100 }), (fee, split) => {
        const { productShare, agencyShare } = revenueShares(split);
        expect(productShare + agencyShare).toBe(100);
        const { productRevenue, agencyRevenue } = splitFee(100_000, fee, split);
        expect(Math.abs(agencyRevenue - (fee * agencyShare) / 100)).toBeLessThanOrEqual(0.5);
        expect(productRevenue + agencyRevenue).toBe(fee);
      }),
    );
  });
  it('property: back-computation round-trips within one rounding step', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (total, agency, split) => {
          const r = backComputeFee(total, agency, split);
          expect(r).not.toBeNull();
          if (!r) return;
          expect(Math.abs(r.agencyRevenue - agency)).toBeLessThanOrEqual(1);
          expect(r.productRevenue + r.agencyRevenue).toBe(r.fee);
          expect(r.feePercentage).toBe(Math.round((r.fee / total) * 1000) / 10);
        },
      ),
    );
  });
  it('property: splitting a fee then back-computing finds it within the share rounding scaled back (0.5 / agency share + 0.5)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 99 }), (fee, split) => {
        const forward = splitFee(100_000, fee, split);
        const back = backComputeFee(100_000, forward.agencyRevenue, split);
        expect(Math.abs((back?.fee ?? NaN) - fee)).toBeLessThanOrEqual(0.5 / ((100 - split) / 100) + 0.5);
      }),
    );
  });
});

describe('currency (000 §6)', () => {
  it('CHF for CH, else EUR', () => {
    expect(customerCurrency('CH')).toBe('CHF');
    expect(customerCurrency('ch')).toBe('CHF');
    expect(customerCurrency('DE')).toBe('EUR');
    expect(customerCurrency(null)).toBe('EUR');
    expect(defaultCurrencyCode('CH')).toBe('chf');
    expect(defaultCurrencyCode('AT')).toBe('eur');
  });
});

describe('total fee visibility (001 §5)', () => {
  it.each([
    [3, 1, false, 'recruiter', true],
    [3, 1, true, 'recruiter', false],
    [3, 1, true, 'employer', true],
    [2, 1, false, 'employer', false],
    [1, 0, false, 'employer', false],
    [5, 5, false, 'content-admin', false],
  ] as const)(
    'positions %i, placements %i, confidential %s, viewer %s → %s',
    (positionCount, placementCount, salaryConfidential, role, shown) => {
      expect(isTotalFeeVisible({ positionCount, placementCount, salaryConfidential }, viewer(role))).toBe(shown);
    },
  );
});

describe('interests remainder (001 §3)', () => {
  it("adds 'Other' with the remainder, 'Empty' when none is set, nothing when full", () => {
    const groups = groupInterests([
      { type: 'sector', code: 'it', label: 'IT', percentage: 60 },
      { type: 'country', code: 'CH', label: 'Switzerland', percentage: 100 },
    ]);
    expect(groups.find((g) => g.type === 'sector')?.remainder).toEqual({ kind: 'other', percentage: 40 });
    expect(groups.find((g) => g.type === 'country')?.remainder).toBeNull();
    expect(groups.find((g) => g.type === 'department')?.remainder).toEqual({ kind: 'empty', percentage: 100 });
  });
});
