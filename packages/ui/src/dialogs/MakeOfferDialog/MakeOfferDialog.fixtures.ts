import type { LocalDate, OfferPayload } from '@mandate/domain';

/** Data of the MakeOfferDialog stories, shared with the contract test that sends `filled` and `filledAdmin` to the real server (apps/api/src/contracts). */
export const makeOfferFixtures = {
  /** The stories' today (the schema's context): an admin's date may not be later. */
  today: '2026-03-18' as LocalDate,
  /** What the Filled story types, and exactly the payload `onSubmit` must receive. */
  filled: { comment: 'Offer sent: CHF 180,000 total package, start on 1 June.' } satisfies OfferPayload,
  /** What the Admin story enters (the offer made five days before the stories' today), and its payload. */
  filledAdmin: {
    comment: 'Offer made by phone; recorded for the employer.',
    creationDate: '2026-03-13' as LocalDate,
  } satisfies OfferPayload,
} as const;
