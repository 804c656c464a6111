/**
 * Payment terms (001 §7.6): `GET /payment-term/list`, `POST /payment-term/create`,
 * `PUT /payment-term/{id}/edit`, `DELETE /payment-term/{id}/delete` (the PaymentTermDialog's payload).
 */
import { paymentTermSchema } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { idParam, doc } from '../http/route';
import { createPaymentTerm, editPaymentTerm, paymentTermsList, removePaymentTerm } from './paymentTerms.service';

const TAG = 'Payment terms';

export async function paymentTermRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/payment-term/list', doc(TAG, 'The payment terms: label, code, days, mode (0 company, 1 agency)'), async (request) => {
    const viewer = requireUser(request);
    return { result: await paymentTermsList(db, request, viewer) };
  });

  app.post('/payment-term/create', doc(TAG, 'Add a payment term (admins)', paymentTermSchema), async (request) => {
    const viewer = requireUser(request);
    const body = parse(request, paymentTermSchema, request.body ?? {});
    return { result: await createPaymentTerm(db, request, viewer, body) };
  });

  app.put('/payment-term/:id/edit', doc(TAG, 'Edit a payment term (admins)', paymentTermSchema), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const body = parse(request, paymentTermSchema, request.body ?? {});
    return { result: await editPaymentTerm(db, request, viewer, id, body) };
  });

  app.delete('/payment-term/:id/delete', doc(TAG, 'Delete a payment term (admins); answers the deleted term'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    return { result: await removePaymentTerm(db, request, viewer, id) };
  });
}
