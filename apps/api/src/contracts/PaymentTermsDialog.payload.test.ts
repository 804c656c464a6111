/**
 * PaymentTermsDialog payload, on PGlite and on PostgreSQL. The list dialog shows the terms of
 * `GET /payment-term/list` and sends the payloads of its rows' actions: `onCreate` (its AddTerm
 * story's payload, `filled`) to `POST /payment-term/create`, `onEdit` to `PUT /payment-term/{id}/edit`
 * and `onDelete` to `DELETE /payment-term/{id}/delete` (admins; the add and edit forms are the
 * PaymentTermDialog, whose own payload test sends its Filled payload too).
 */
import { ApiError, createPaymentTerm, deletePaymentTerm, editPaymentTerm, listPaymentTerms } from '@mandate/api-client';
import { paymentTermsFixtures } from '@mandate/ui/fixtures';
import { describe, expect, it } from 'vitest';
import { onEachDatabase } from './harness/broker';
import { createWorld } from './harness/world';

const { filled, terms } = paymentTermsFixtures;

/** The server's refusal of a call, or a failure when it accepted. */
async function refusalOf(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => new Error('accepted'),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ApiError);
  return outcome as ApiError;
}

describe('PaymentTermsDialog payload', () => {
  onEachDatabase((server) => {
    const world = createWorld(server);

    it('PaymentTermsDialog: the server lists the terms with the fields of the dialog’s rows (GET /payment-term/list)', async () => {
      // The demo data has no terms: one of its own, so the list has a row to show.
      const admin = await world.client('admin');
      const created = await createPaymentTerm(admin, { ...filled, label: `${filled.label} (listed)` });
      const page = await listPaymentTerms(admin);
      expect(page.items).toContainEqual(created);
      const fields = (term: object) => Object.keys(term).sort();
      for (const term of page.items) expect(fields(term)).toEqual(fields(terms[0]!));
    });

    it('PaymentTermsDialog: the server answers 2xx to the Filled payload (onCreate), then to the edit and the delete of that row', async () => {
      const admin = await world.client('admin');
      const created = await createPaymentTerm(admin, filled);
      expect(created).toEqual({ id: expect.any(Number) as number, ...filled });
      expect((await listPaymentTerms(admin)).items).toContainEqual(created);

      const changed = { ...filled, label: `${filled.label} (changed)`, days: filled.days + 1 };
      expect(await editPaymentTerm(admin, created.id, changed)).toEqual({ id: created.id, ...changed });

      const deleted = await deletePaymentTerm(admin, created.id);
      expect(deleted.id).toBe(created.id);
      expect((await listPaymentTerms(admin)).items.map((term) => term.id)).not.toContain(created.id);
      // The row is gone: deleting it again is refused with a message (the dialog shows it beside the list).
      const again = await refusalOf(deletePaymentTerm(admin, created.id));
      expect(again.status).toBe(404);
      expect((again.serverMessage ?? '').trim()).not.toBe('');
    });

    it('PaymentTermsDialog: the server answers 422 with a field error on label to the Filled payload without it', async () => {
      const { label: _label, ...incomplete } = filled;
      const refusal = await refusalOf(createPaymentTerm(await world.client('admin'), incomplete as typeof filled));
      expect([400, 422]).toContain(refusal.status);
      expect(refusal.errors.label?.trim()).toBeTruthy();
    });

    it('PaymentTermsDialog: the server refuses the create, the edit and the delete to a user who is no admin (403)', async () => {
      const employer = await world.client('employer');
      const term = await createPaymentTerm(await world.client('admin'), { ...filled, label: `${filled.label} (not theirs)` });
      expect((await refusalOf(createPaymentTerm(employer, filled))).status).toBe(403);
      expect((await refusalOf(deletePaymentTerm(employer, term.id))).status).toBe(403);
      expect((await refusalOf(editPaymentTerm(employer, term.id, filled))).status).toBe(403);
    });
  });
});
