import type { Id, InferOutput, TestimonialCreatePayload, TestimonialEditPayload, testimonialResponse } from '@mandate/domain';
import type { ApiClient } from './client';
import { operation, type CallOptions } from './operation';
import type { ListPage, LogEntry } from './shapes';

/** A testimonial (001 §7.8): for a consultant, on a vacancy, by someone of its employer side. */
export type TestimonialRecord = InferOutput<typeof testimonialResponse>;

/** `GET /user/{id}/testimonial/list`: a consultant's testimonials (accepted ones; all for them, their authors and admins). */
export const listTestimonials = operation(
  'GET',
  '/user/{id}/testimonial/list',
  (route) =>
    (client: ApiClient, userId: Id, options: CallOptions = {}): Promise<ListPage<TestimonialRecord>> =>
      route.call(client, { params: { id: userId } }, options),
);

/** `POST /user/{id}/testimonial/create`: writes a testimonial for a consultant accepted on the vacancy `jobId`. */
export const createTestimonial = operation(
  'POST',
  '/user/{id}/testimonial/create',
  (route) =>
    (client: ApiClient, userId: Id, body: TestimonialCreatePayload, options: CallOptions = {}): Promise<TestimonialRecord> =>
      route.call(client, { params: { id: userId }, body }, options),
);

/** `PUT /testimonial/{id}/edit`: a testimonial's new text. */
export const editTestimonial = operation(
  'PUT',
  '/testimonial/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, body: TestimonialEditPayload, options: CallOptions = {}): Promise<TestimonialRecord> =>
      route.call(client, { params: { id }, body }, options),
);

/** `DELETE /testimonial/{id}/delete`: deletes a testimonial; answers it. */
export const deleteTestimonial = operation(
  'DELETE',
  '/testimonial/{id}/delete',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<TestimonialRecord> =>
      route.call(client, { params: { id } }, options),
);

/** `POST /testimonial/{id}/accept`: the consultant accepts it; it shows on their profile. */
export const acceptTestimonial = operation(
  'POST',
  '/testimonial/{id}/accept',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<TestimonialRecord> =>
      route.call(client, { params: { id } }, options),
);

/** `POST /testimonial/{id}/reject`: the consultant rejects it. */
export const rejectTestimonial = operation(
  'POST',
  '/testimonial/{id}/reject',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<TestimonialRecord> =>
      route.call(client, { params: { id } }, options),
);

/** `GET /testimonial/{id}/logs`: its status log (its consultant, its author, admins). */
export const getTestimonialLogs = operation(
  'GET',
  '/testimonial/{id}/logs',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<ListPage<LogEntry<TestimonialRecord['status']['code']>>> =>
      route.call(client, { params: { id } }, options),
);
