/** A testimonial as the API answers it. */
import type { InferOutput, testimonialResponse } from '@mandate/domain';
import type { TestimonialRow } from './testimonials.queries';
import { iso } from '../db/values';

export const testimonialView = (row: TestimonialRow): InferOutput<typeof testimonialResponse> => ({
  id: Number(row.id),
  content: row.content,
  status: { code: row.status },
  recruiter: { id: Number(row.recruiter_id) },
  job: { id: Number(row.job_id), title: row.job_title },
  author: row.author_id === null ? null : { id: Number(row.author_id), fullName: row.author_name, organization: row.author_organization },
  creationDate: iso(row.created_at),
  updateDate: iso(row.updated_at),
  decisionDate: iso(row.decided_at),
});
export type TestimonialView = ReturnType<typeof testimonialView>;
