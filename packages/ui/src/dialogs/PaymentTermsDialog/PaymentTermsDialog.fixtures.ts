import type { Id, PaymentTerm, PaymentTermPayload } from '@mandate/domain';

/**
 * Data of the PaymentTermsDialog stories. The list sends no payload of its own: its add and edit
 * forms are the PaymentTermDialog, whose contract case sends `POST /payment-term/create`.
 */
export const paymentTermsFixtures = {
  terms: [
    { id: 1, label: 'Immediately', code: 'immediate', days: 0, mode: 0 },
    { id: 2, label: '30 days net', code: 'net-30', days: 30, mode: 0 },
    { id: 3, label: 'Next day', code: null, days: 1, mode: 1 },
    { id: 4, label: '60 days net', code: 'net-60', days: 60, mode: 1 },
  ] satisfies (PaymentTerm & { id: Id })[],
  /** What the AddTerm story enters, and exactly the payload `onCreate` must receive. */
  filled: { label: '45 days net', code: null, days: 45, mode: 1 } satisfies PaymentTermPayload,
} as const;
