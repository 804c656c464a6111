/** SQL of the payment terms (001 §2.5, §3). */
import type { PaymentTermMode, PaymentTermPayload } from '@mandate/domain';
import { type Queryable } from '../db/database';

export interface PaymentTermRow {
  id: string;
  label: string;
  code: string | null;
  days: number;
  mode: PaymentTermMode;
}

const COLUMNS = 'id, label, code, days, mode';

export async function listPaymentTerms(db: Queryable): Promise<PaymentTermRow[]> {
  return db.query<PaymentTermRow>(`SELECT ${COLUMNS} FROM payment_terms ORDER BY mode, days, lower(label), id`);
}

export async function loadPaymentTerm(db: Queryable, id: number, lock = false): Promise<PaymentTermRow | null> {
  const [row] = await db.query<PaymentTermRow>(`SELECT ${COLUMNS} FROM payment_terms WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return row ?? null;
}

/** Whether another term has the code (codes are unique regardless of case). */
export async function codeTaken(db: Queryable, code: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM payment_terms WHERE lower(code) = lower($1) AND id <> $2', [
    code,
    exceptId ?? 0,
  ]);
  return !!row;
}

export async function insertPaymentTerm(tx: Queryable, term: PaymentTermPayload): Promise<PaymentTermRow> {
  const [row] = await tx.query<PaymentTermRow>(
    `INSERT INTO payment_terms (label, code, days, mode) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
    [term.label, term.code, term.days, term.mode],
  );
  return row!;
}

export async function updatePaymentTerm(tx: Queryable, id: number, term: PaymentTermPayload): Promise<PaymentTermRow> {
  const [row] = await tx.query<PaymentTermRow>(
    `UPDATE payment_terms SET label = $2, code = $3, days = $4, mode = $5, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, term.label, term.code, term.days, term.mode],
  );
  return row!;
}

export async function deletePaymentTerm(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM payment_terms WHERE id = $1', [id]);
}

/** Locks the table against other writers until the transaction ends (one writer at a time checks a code). */
export async function lockPaymentTerms(tx: Queryable): Promise<void> {
  await tx.query('LOCK TABLE payment_terms IN SHARE ROW EXCLUSIVE MODE');
}
