/**
 * Payment terms (001 §2.5, §3, §7.6): the platform's list of terms (label, code, days, mode company 0
 * or agency 1), read by every signed-in user who sees billing (`billing-view`), changed by those who
 * edit any billing (`billing-edit-any`: the admins). Each change is one transaction.
 */
import { can, type PaymentTermPayload } from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import { type Database, type Queryable } from '../db/database';
import { authorize, missing } from '../http/route';
import { paymentTermTexts } from './paymentTerms.messages';
import {
  lockPaymentTerms,
  codeTaken,
  deletePaymentTerm,
  insertPaymentTerm,
  listPaymentTerms,
  loadPaymentTerm,
  updatePaymentTerm,
} from './paymentTerms.queries';
import { paymentTermView } from './paymentTerms.view';
import { type Viewer } from '../auth/context';

const mayRead = (viewer: Viewer) => can(viewer, 'billing-view', { ownerId: viewer.id });
const mayChange = (viewer: Viewer) => can(viewer, 'billing-edit-any');

async function checkCode(tx: Queryable, request: FastifyRequest, body: PaymentTermPayload, id: number | null) {
  if (body.code && (await codeTaken(tx, body.code, id))) throw paymentTermTexts.fieldError(request, 'code', 'payment-term-code-taken');
}

export async function paymentTermsList(db: Database, request: FastifyRequest, viewer: Viewer) {
  authorize(request, mayRead(viewer));
  const rows = await listPaymentTerms(db);
  return { items: rows.map(paymentTermView), total: rows.length };
}

export async function createPaymentTerm(db: Database, request: FastifyRequest, viewer: Viewer, body: PaymentTermPayload) {
  authorize(request, mayChange(viewer));
  return db.transaction(async (tx) => {
    // One writer at a time checks a code: two creations of the same code cannot both pass.
    await lockPaymentTerms(tx);
    await checkCode(tx, request, body, null);
    return paymentTermView(await insertPaymentTerm(tx, body));
  });
}

export async function editPaymentTerm(db: Database, request: FastifyRequest, viewer: Viewer, id: number, body: PaymentTermPayload) {
  authorize(request, mayChange(viewer));
  return db.transaction(async (tx) => {
    await lockPaymentTerms(tx);
    if (!(await loadPaymentTerm(tx, id, true))) throw missing(request);
    await checkCode(tx, request, body, id);
    return paymentTermView(await updatePaymentTerm(tx, id, body));
  });
}

export async function removePaymentTerm(db: Database, request: FastifyRequest, viewer: Viewer, id: number) {
  authorize(request, mayChange(viewer));
  return db.transaction(async (tx) => {
    const row = await loadPaymentTerm(tx, id, true);
    if (!row) throw missing(request);
    await deletePaymentTerm(tx, id);
    return paymentTermView(row);
  });
}
