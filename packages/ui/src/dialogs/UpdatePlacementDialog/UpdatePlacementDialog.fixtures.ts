import type { LocalDate, PlacementPayload } from '@mandate/domain';
import { revenueSplits } from '../revenueSplits.fixtures';

/** A calendar day 'YYYY-MM-DD' as the schema's output types it. */
const day = (text: string) => text as LocalDate;

/**
 * Data of the UpdatePlacementDialog stories, shared with the contract test that sends `filled` to the
 * real server (apps/api/src/contracts). The placement is the demo data's one: DEMO-005 "Fuhrparkmanager/in"
 * of Rhein Logistik GmbH (vacancy id 5 in a freshly seeded database), salary in EUR, fee 20 % of the package.
 */
export const updatePlacementFixtures = {
  /** The placement's vacancy. */
  jobId: 5,
  currency: 'eur',
  /** The vacancy's success fee percent, kept on the placement. */
  feePercentage: 20,
  revenueSplits,
  /** The day the stories run on (the offer date may not be later). */
  today: day('2026-11-20'),
  /** The placement as the dialog opens on it (the Editing story). */
  current: {
    offerDate: '2026-10-30',
    signatureDate: '2026-11-01',
    startDate: '2027-01-04',
    totalPackage: 145_000,
    revenueSplit: 'standard-25',
    approvalNumber: 'DEMO-APPROVAL-1',
    approvalNote: '',
    isGuaranteeCase: false,
  },
  /**
   * What the Filled story enters into the empty dialog, and exactly the payload `onSubmit` must receive:
   * the fee is floor(150000 × 20 / 100) = 30000 by domain's `recruitmentFee`, as the server recomputes it.
   */
  filled: {
    offerDate: day('2026-11-02'),
    signatureDate: day('2026-11-09'),
    startDate: day('2027-01-04'),
    totalPackage: 150_000,
    recruitmentFee: 30_000,
    feePercentage: 20,
    jobId: 5,
    revenueSplit: 'reduced-15',
    approvalNumber: 'PO-2026-0415',
    approvalNote: 'Approved by the CFO; replaces the hire of March.',
    isGuaranteeCase: true,
  } satisfies PlacementPayload,
} as const;
