import { createPaymentTerm, deletePaymentTerm, editPaymentTerm, listPaymentTerms } from '@mandate/api-client';
import { can, type Id, type PaymentTermPayload } from '@mandate/domain';
import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { actionAtom } from '../../data/actionAtom';
import { queryKeys } from '../../data/queryKeys';
import { apiAtom } from '../../session/tokens';
import { currentUserAtom } from '../../session/session';
import { messages } from './PaymentTerms.messages';

/** `GET /payment-term/list`: the page shows its failures itself (403 for users who may not read them). */
const paymentTermsQuery = atomWithQuery((get) => {
  const api = get(apiAtom);
  return {
    queryKey: queryKeys.paymentTerms,
    queryFn: ({ signal }: { signal: AbortSignal }) => listPaymentTerms(api, { skipErrorHandler: true, signal }),
  };
});
paymentTermsQuery.debugLabel = 'paymentTerms';

/** The payment terms page: the terms (company terms first, by days, as the server orders them), who may change them, and the state of loading. */
export const paymentTermsPageAtom = atom((get) => {
  const query = get(paymentTermsQuery);
  const user = get(currentUserAtom).data;
  return {
    terms: query.data?.items ?? [],
    // Admins change payment terms (billing-edit-any); the server decides again on every call.
    canManage: can(user, 'billing-edit-any'),
    isPending: query.isPending,
    error: query.isError ? query.error : null,
    retry: () => void query.refetch(),
  };
});
paymentTermsPageAtom.debugLabel = 'paymentTermsPage';

/** `POST /payment-term/create`. */
export const createPaymentTermAtom = actionAtom({
  debugLabel: 'createPaymentTerm',
  run: (api, payload: PaymentTermPayload, options) => createPaymentTerm(api, payload, options),
  invalidates: () => [queryKeys.paymentTerms],
  notice: () => ({ message: messages.created }),
});

/** `PUT /payment-term/{id}/edit`. */
export const editPaymentTermAtom = actionAtom({
  debugLabel: 'editPaymentTerm',
  run: (api, { id, payload }: { id: Id; payload: PaymentTermPayload }, options) => editPaymentTerm(api, id, payload, options),
  invalidates: () => [queryKeys.paymentTerms],
  notice: () => ({ message: messages.saved }),
});

/** `DELETE /payment-term/{id}/delete`. */
export const deletePaymentTermAtom = actionAtom({
  debugLabel: 'deletePaymentTerm',
  run: (api, id: Id, options) => deletePaymentTerm(api, id, options),
  invalidates: () => [queryKeys.paymentTerms],
  notice: () => ({ message: messages.deleted }),
});
