import type { RevenueSplitOption } from '@mandate/domain';

/**
 * The revenue splits of `GET /list/revenue-splits` (code, English label, percentage), as the
 * placement and revenue-calculator dialogs' stories list them; the contract tests check them against
 * the real server's list.
 */
export const revenueSplits = [
  { code: 'standard-25', label: 'Standard 25%', percentage: 25 },
  { code: 'standard-20', label: 'Standard 20%', percentage: 20 },
  { code: 'reduced-15', label: 'Reduced 15%', percentage: 15 },
  { code: 'reduced-10', label: 'Reduced 10%', percentage: 10 },
  { code: 'premium-30', label: 'Premium 30%', percentage: 30 },
  { code: 'none-0', label: 'No split 0%', percentage: 0 },
] as const satisfies readonly RevenueSplitOption[];
