/** Answers about testimonials (001 §7.8). */
import * as v from 'valibot';
import { coded, id, isoDateTime, text } from './shared';

/** A testimonial's status: waiting for the consultant, shown on their profile, or refused by them. */
export const testimonialStatuses = ['pending', 'accepted', 'rejected'] as const;

/** A testimonial: for a consultant, on a vacancy, by someone of its employer side. */
export const testimonialResponse = v.object({
  id: id(),
  content: text(),
  status: coded(testimonialStatuses),
  recruiter: v.object({ id: id() }),
  job: v.object({ id: id(), title: text() }),
  author: v.nullable(v.object({ id: id(), fullName: v.nullable(text()), organization: v.nullable(text()) })),
  creationDate: v.nullable(isoDateTime()),
  updateDate: v.nullable(isoDateTime()),
  decisionDate: v.nullable(isoDateTime()),
});
