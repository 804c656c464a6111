/** TestimonialDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { approveJobRecruiter, createTestimonial } from '@mandate/api-client';
import type { Id } from '@mandate/domain';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

/** The payload the dialog's Filled story asserts (TestimonialDialog.stories.tsx); the app adds the vacancy's id. */
const filled = { content: 'Lukas understood our market at once and presented three strong candidates within two weeks.' };

dialogContract({
  name: 'TestimonialDialog',
  // The vacancy's employer writes it for a consultant accepted on an active vacancy (001 §4.1: closed or active).
  as: 'employer',
  payload: filled,
  lists: [],
  subject: async (world): Promise<{ consultantId: Id; jobId: Id }> => {
    const relation = await world.newRequest('consultant2');
    const accepted = await approveJobRecruiter(await world.client('employer'), relation.id);
    expect(accepted.status.code).toBe('accepted');
    return { consultantId: relation.recruiter.id, jobId: relation.job.id };
  },
  send: (client, subject, payload) => createTestimonial(client, subject.consultantId, { ...payload, jobId: subject.jobId }),
  accepted: (testimonial) => {
    expect(testimonial.content).toBe(filled.content);
    expect(testimonial.status.code).toBe('pending');
  },
  refusedOnRepeat: null,
  requiredField: 'content',
});
