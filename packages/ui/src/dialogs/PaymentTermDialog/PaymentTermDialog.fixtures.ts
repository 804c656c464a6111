import type { PaymentTerm, PaymentTermPayload } from '@mandate/domain';

/** Data of the PaymentTermDialog stories; the payload test sends `filled` to `POST /payment-term/create`. */
export const paymentTermFixtures = {
  /** The term edited in the Edit stories. */
  existing: { id: 3, label: '60 days net', code: 'net-60', days: 60, mode: 0 } satisfies PaymentTerm,
  /** What the Filled story enters (a new agency term), and exactly the payload `onSubmit` must receive. */
  filled: { label: '30 days net', code: null, days: 30, mode: 1 } satisfies PaymentTermPayload,
} as const;
