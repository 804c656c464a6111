/**
 * Data of the ConsultantRatings stories, shared with the contract test
 * (apps/api/src/contracts/ConsultantRatings.payload.test.ts), which sends their ratings in the cancel
 * dialog's payload: the consultants are demo search consultants (ids of a fresh demo database).
 */
const lea = { id: 4, fullName: 'Lea Schneider' } as const;
const tobias = { id: 7, fullName: 'Tobias Keller' } as const;

export const consultantRatingsFixtures = {
  /** The search consultants who supplied candidates, in the order shown. */
  consultants: [lea, tobias],
  /** The value after the RatedWithThePointer story: only the rated consultant. */
  ratedWithThePointer: [{ user: tobias, rating: 4 }],
  /** The value after the Keyboard story: both, in the consultants' order, in half stars. */
  filled: [
    { user: lea, rating: 4.5 },
    { user: tobias, rating: 1.5 },
  ],
  /** The ratings given so far in the RefusedWithError story. */
  refused: [{ user: lea, rating: 3.5 }],
} as const;
