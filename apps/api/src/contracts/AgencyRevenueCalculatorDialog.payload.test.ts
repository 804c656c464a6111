/**
 * AgencyRevenueCalculatorDialog payload (not on harness/dialogContract.ts, which is for dialogs that
 * send a payload to change something). The AgencyRevenueCalculatorDialog sends nothing: it calculates with domain's
 * money rules and its stories assert the figures it shows, taken from `@mandate/ui/fixtures`. Here
 * the real server (apps/api in a child process, demo data; once on PGlite, once on PostgreSQL), asked through the real
 * API client for the same inputs, must answer the same figures:
 * 1. its revenue splits are the fixtures' codes with the same percentages;
 * 2. the agency autocomplete the app passes as the dialog's loader (`POST /organization/autocomplete`,
 *    agencies with active users, without calculated fields, 10 a page) finds the Filled story's agency;
 * 3. `GET /company/{c}/agency/{a}/revenue-split` answers the defaults the dialog opens with
 *    (60000, 20 %, standard-25 at 25 %);
 * 4. `POST /job/success-fee` answers the Filled story's figures, and for the back-computed fee (as a
 *    fixed amount) the BackComputed story's.
 * Import only `@mandate/ui/fixtures` from ui (see harness/dialogContract.ts).
 */
import { autocompleteOrganizations, computeSuccessFee, getDataList, getRevenueSplit, type ApiClient } from '@mandate/api-client';
import { agencyRevenueCalculatorFixtures as fixtures } from '@mandate/ui/fixtures';
import { describe, expect, it } from 'vitest';
import { onEachDatabase } from './harness/broker';

/**
 * The sales admin, who uses the calculator: the organisation autocomplete lists every agency only to
 * admins (others see their own organisation), and `revenue-split` answers admins for any pair.
 */
const salesAdmin = { username: 'sales.admin@mandate.demo', password: 'Admin-2026' };

/** The id of the demo organisation named `name` of `type`, through the autocomplete. */
async function organizationId(admin: ApiClient, name: string, type: 'company' | 'agency') {
  const found = (await autocompleteOrganizations(admin, { search: name, type, pageSize: 10 })).items.find((o) => o.name === name);
  expect(found, `the ${type} ${name} in the demo data`).toBeDefined();
  return found!.id;
}

/** The figures of a breakdown, as the dialog shows them. */
const figures = (answer: {
  totalCompensation: number;
  fee: number;
  feePercentage: number | null;
  productRevenue: number;
  agencyRevenue: number;
}) => ({
  totalCompensation: answer.totalCompensation,
  fee: answer.fee,
  feePercentage: answer.feePercentage,
  productRevenue: answer.productRevenue,
  agencyRevenue: answer.agencyRevenue,
});

describe('AgencyRevenueCalculatorDialog payload', () => {
  onEachDatabase((server) => {
    const admin = () => server().signIn(salesAdmin);

    it('AgencyRevenueCalculatorDialog: the server lists its revenue splits (GET /list/revenue-splits) with their percentages', async () => {
      const list = await getDataList(await admin(), 'revenue-splits');
      const answered = Object.fromEntries(list.map((entry) => [entry.code, Number(entry.percentage)]));
      expect(Object.fromEntries(fixtures.revenueSplits.map((split) => [split.code, split.percentage]))).toEqual(answered);
    });

    it('AgencyRevenueCalculatorDialog: the server finds its agency through the autocomplete the app passes as loader (agencies, 10 a page)', async () => {
      const page = await autocompleteOrganizations(await admin(), {
        search: 'Alpine',
        type: 'agency',
        withActiveUsers: true,
        withoutCalculatedFields: true,
        page: 0,
        pageSize: 10,
      });
      expect(page.items.length).toBeLessThanOrEqual(10);
      expect(page.items.map((item) => item.name)).toContain(fixtures.filled.agency);
      expect(page.items.every((item) => item.type === 'agency' && item.calculatedFields === undefined)).toBe(true);
    });

    it('AgencyRevenueCalculatorDialog: the server answers the defaults it opens with (GET /company/{c}/agency/{a}/revenue-split)', async () => {
      const companyId = await organizationId(await admin(), 'Helvetia Pharma AG', 'company');
      const agencyId = await organizationId(await admin(), fixtures.filled.agency, 'agency');
      const answer = await getRevenueSplit(await admin(), companyId, agencyId);
      expect(answer.revenueSplit).toMatchObject({ code: fixtures.defaults.revenueSplit, percentage: 25 });
      expect(figures(answer)).toEqual(fixtures.defaults.shown);
    });

    it('AgencyRevenueCalculatorDialog: the server answers 2xx to the Filled payload (POST /job/success-fee, with the Filled story’s figures)', async () => {
      const answer = await computeSuccessFee(await admin(), {
        totalCompensation: fixtures.filled.totalCompensation,
        successFeePercentage: fixtures.filled.successFeePercentage,
        revenueSplit: fixtures.filled.revenueSplit,
      });
      expect(answer.revenueSplit.code).toBe(fixtures.filled.revenueSplit);
      expect(figures(answer)).toEqual(fixtures.filled.shown);
    });

    it('AgencyRevenueCalculatorDialog: the server answers the figures of the BackComputed story for the back-computed fee (POST /job/success-fee)', async () => {
      const answer = await computeSuccessFee(await admin(), {
        totalCompensation: fixtures.defaults.shown.totalCompensation,
        successFeePercentage: null,
        successFeeFixedAmount: fixtures.backComputed.shown.fee,
        revenueSplit: fixtures.defaults.revenueSplit,
      });
      expect(figures(answer)).toEqual(fixtures.backComputed.shown);
    });
  });
});
