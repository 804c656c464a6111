import type { HirePayload, LocalDate } from '@mandate/domain';

/**
 * Data of the HireCandidateDialog stories, shared with the contract test that sends `filled` to the
 * real server (apps/api/src/contracts): the demo vacancy DEMO-002 (CHF, 20 % success fee) with
 * the candidate Mia Schneider in review, supplied by the demo consultant Tobias Keller (id 7 of a
 * fresh demo database), whom the Filled story rates.
 */
export const hireCandidateFixtures = {
  candidateName: 'Mia Schneider',
  vacancyTitle: 'Senior Process Engineer',
  currency: 'chf',
  successFee: { successFeePercentage: 20, successFeeFixedAmount: null },
  /** The search consultants who supplied candidates (the second in the stories only); the Filled story rates the first. */
  consultants: [
    { id: 7, fullName: 'Tobias Keller' },
    { id: 4, fullName: 'Lea Schneider' },
  ],
  /** Today in the stories (the offer date may not be later). */
  today: '2026-03-16' as LocalDate,
  /** The offer-made log entry's day, prefilled when hiring from offer-made. */
  offerMadeOn: '2026-03-10' as LocalDate,
  /** What the Filled story types, in the order of the fields. */
  typed: { totalPackage: '130000', offerDate: '02032026', startDate: '01052026', signatureDate: '09032026' },
  /** Exactly the payload `onSubmit` must receive: the fee is 20 % of the package, the first consultant 4½ stars. */
  filled: {
    totalPackage: 130_000,
    recruitmentFee: 26_000,
    offerDate: '2026-03-02' as LocalDate,
    signatureDate: '2026-03-09' as LocalDate,
    startDate: '2026-05-01' as LocalDate,
    approvalNumber: 'HR-2026-0142',
    approvalNote: 'Approved by the works council on 6 March.',
    ratings: [{ user: { id: 7, fullName: 'Tobias Keller' }, rating: 4.5 }],
  } satisfies HirePayload,
} as const;
