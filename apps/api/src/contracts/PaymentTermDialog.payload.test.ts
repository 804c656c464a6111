/** PaymentTermDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { createPaymentTerm } from '@mandate/api-client';
import { paymentTermFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'PaymentTermDialog',
  as: 'admin',
  payload: paymentTermFixtures.filled,
  lists: [],
  subject: () => Promise.resolve(null),
  send: (client, _subject, payload) => createPaymentTerm(client, payload),
  accepted: (term) => expect(term).toEqual({ id: expect.any(Number), ...paymentTermFixtures.filled }),
  // Without a code, the same term may be added twice.
  refusedOnRepeat: null,
  requiredField: 'label',
});
