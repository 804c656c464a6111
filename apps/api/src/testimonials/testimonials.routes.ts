/**
 * Testimonials (001 §7.8): `GET /user/{id}/testimonial/list`, `POST /user/{id}/testimonial/create`
 * (jobId, content), `PUT /testimonial/{id}/edit` (content), `DELETE /testimonial/{id}/delete`,
 * `POST /testimonial/{id}/accept`, `POST /testimonial/{id}/reject`; and `GET /testimonial/{id}/logs`, its
 * status log (not in the specs: the audit trail of issue 12). The request for one is
 * `PUT /job-recruiter/{id}/request-testimonial` (jobs/recruiters.ts).
 */
import { testimonialCreateSchema, testimonialEditSchema } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { idParam, doc } from '../http/route';
import { createTestimonial, decide, editTestimonial, removeTestimonial, testimonialLogs, testimonialsOf } from './testimonials.service';

const TAG = 'Testimonials';

export async function testimonialRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/user/:id/testimonial/list',
    doc(TAG, 'A consultant’s testimonials: the accepted ones; all for the consultant, their authors and admins'),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      return { result: await testimonialsOf(db, request, viewer, id) };
    },
  );

  app.post(
    '/user/:id/testimonial/create',
    doc(
      TAG,
      'Write a testimonial for a consultant accepted on an active or closed vacancy (its employer side, admins)',
      testimonialCreateSchema,
    ),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const body = parse(request, testimonialCreateSchema, request.body ?? {});
      return { result: await createTestimonial(db, request, viewer, id, body) };
    },
  );

  app.put(
    '/testimonial/:id/edit',
    doc(TAG, 'Change a testimonial’s text (its author until accepted, admins)', testimonialEditSchema),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const body = parse(request, testimonialEditSchema, request.body ?? {});
      return { result: await editTestimonial(db, request, viewer, id, body) };
    },
  );

  app.delete('/testimonial/:id/delete', doc(TAG, 'Delete a testimonial (its author, admins); answers the deleted one'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    return { result: await removeTestimonial(db, request, viewer, id) };
  });

  app.post(
    '/testimonial/:id/accept',
    doc(TAG, 'Accept a testimonial: it shows on the consultant’s profile (the consultant, admins)'),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      return { result: await decide(db, request, viewer, id, 'accepted') };
    },
  );

  app.post('/testimonial/:id/reject', doc(TAG, 'Reject a testimonial (the consultant, admins)'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    return { result: await decide(db, request, viewer, id, 'rejected') };
  });

  app.get('/testimonial/:id/logs', doc(TAG, 'The status log of a testimonial (its consultant, its author, admins)'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    return { result: await testimonialLogs(db, request, viewer, id) };
  });
}
