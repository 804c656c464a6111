import type { Id, InferOutput, PaymentTermPayload, paymentTermResponse } from '@mandate/domain';
import type { ApiClient } from './client';
import { operation, type CallOptions } from './operation';
import type { ListPage } from './shapes';

/** A payment term as the server answers it (001 §3): with its id. */
export type PaymentTermRecord = InferOutput<typeof paymentTermResponse>;

/** `GET /payment-term/list`: the payment terms, company terms first, by days. */
export const listPaymentTerms = operation(
  'GET',
  '/payment-term/list',
  (route) =>
    (client: ApiClient, options: CallOptions = {}): Promise<ListPage<PaymentTermRecord>> =>
      route.call(client, {}, options),
);

/** `POST /payment-term/create`: adds a term (the PaymentTermDialog's payload; admins). */
export const createPaymentTerm = operation(
  'POST',
  '/payment-term/create',
  (route) =>
    (client: ApiClient, body: PaymentTermPayload, options: CallOptions = {}): Promise<PaymentTermRecord> =>
      route.call(client, { body }, options),
);

/** `PUT /payment-term/{id}/edit`: changes a term (admins). */
export const editPaymentTerm = operation(
  'PUT',
  '/payment-term/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, body: PaymentTermPayload, options: CallOptions = {}): Promise<PaymentTermRecord> =>
      route.call(client, { params: { id }, body }, options),
);

/** `DELETE /payment-term/{id}/delete`: deletes a term (admins); answers the deleted term. */
export const deletePaymentTerm = operation(
  'DELETE',
  '/payment-term/{id}/delete',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<PaymentTermRecord> =>
      route.call(client, { params: { id } }, options),
);
