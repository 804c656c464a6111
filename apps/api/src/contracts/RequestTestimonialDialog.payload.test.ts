/** RequestTestimonialDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { requestTestimonial } from '@mandate/api-client';
import { requestTestimonialFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'RequestTestimonialDialog',
  // The accepted consultant asks the vacancy's employer (domain rule `request-testimonial`: recruiter side, status accepted).
  as: 'consultant1',
  payload: requestTestimonialFixtures.filled,
  lists: [],
  subject: async (world) => (await world.relation('consultant1', 'accepted')).id,
  send: (client, relationId, payload) => requestTestimonial(client, relationId, payload),
  accepted: (relation) => {
    expect(relation.status.code).toBe('accepted');
    expect(relation.testimonialRequestDate).toBeTruthy();
  },
  // The state machine allows a repeat (the status stays accepted; the request date is renewed).
  refusedOnRepeat: null,
  requiredField: null,
});
