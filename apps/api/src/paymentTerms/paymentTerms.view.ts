/** A payment term as the API answers it (001 §3 Payment term). */
import type { InferOutput, PaymentTerm, paymentTermResponse } from '@mandate/domain';
import type { PaymentTermRow } from './paymentTerms.queries';

export const paymentTermView = (row: PaymentTermRow): InferOutput<typeof paymentTermResponse> => ({
  id: Number(row.id),
  label: row.label,
  code: row.code,
  days: Number(row.days),
  mode: Number(row.mode) as PaymentTerm['mode'],
});
