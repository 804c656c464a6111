/** Every SQL text of an organisation's contacts and business units. */
import type { Queryable } from '../db/database';

export interface ContactRow {
  id: string;
  organization_id: string;
  name: string;
  email: string | null;
  phone: string | null;
  position: string | null;
}

export interface BusinessUnitRow {
  id: string;
  organization_id: string;
  name: string;
}

export interface ContactFields {
  name: string;
  email?: string | null;
  phone?: string | null;
  position?: string | null;
}

const CONTACT_COLUMNS = 'id, organization_id, name, email, phone, position';
const UNIT_COLUMNS = 'id, organization_id, name';

export const contactsOf = (q: Queryable, organizationId: number) =>
  q.query<ContactRow>(`SELECT ${CONTACT_COLUMNS} FROM organization_contacts WHERE organization_id = $1 ORDER BY lower(name), id`, [
    organizationId,
  ]);

export async function loadContact(q: Queryable, id: number): Promise<ContactRow | null> {
  const [row] = await q.query<ContactRow>(`SELECT ${CONTACT_COLUMNS} FROM organization_contacts WHERE id = $1`, [id]);
  return row ?? null;
}

export async function insertContact(q: Queryable, organizationId: number, c: ContactFields): Promise<ContactRow> {
  const [row] = await q.query<ContactRow>(
    `INSERT INTO organization_contacts (organization_id, name, email, phone, position) VALUES ($1, $2, $3, $4, $5) RETURNING ${CONTACT_COLUMNS}`,
    [organizationId, c.name, c.email ?? null, c.phone ?? null, c.position ?? null],
  );
  return row!;
}

export async function updateContact(q: Queryable, id: number | string, c: ContactFields): Promise<ContactRow> {
  const [row] = await q.query<ContactRow>(
    `UPDATE organization_contacts SET name = $2, email = $3, phone = $4, position = $5 WHERE id = $1 RETURNING ${CONTACT_COLUMNS}`,
    [id, c.name, c.email ?? null, c.phone ?? null, c.position ?? null],
  );
  return row!;
}

export async function deleteContact(q: Queryable, id: number | string): Promise<void> {
  await q.query('DELETE FROM organization_contacts WHERE id = $1', [id]);
}

export const businessUnitsOf = (q: Queryable, organizationId: number) =>
  q.query<BusinessUnitRow>(`SELECT ${UNIT_COLUMNS} FROM business_units WHERE organization_id = $1 ORDER BY lower(name), id`, [
    organizationId,
  ]);

export async function loadBusinessUnit(q: Queryable, id: number): Promise<BusinessUnitRow | null> {
  const [row] = await q.query<BusinessUnitRow>(`SELECT ${UNIT_COLUMNS} FROM business_units WHERE id = $1`, [id]);
  return row ?? null;
}

export async function insertBusinessUnit(q: Queryable, organizationId: number, name: string): Promise<BusinessUnitRow> {
  const [row] = await q.query<BusinessUnitRow>(
    `INSERT INTO business_units (organization_id, name) VALUES ($1, $2) RETURNING ${UNIT_COLUMNS}`,
    [organizationId, name],
  );
  return row!;
}

export async function renameBusinessUnit(q: Queryable, id: number | string, name: string): Promise<BusinessUnitRow> {
  const [row] = await q.query<BusinessUnitRow>(`UPDATE business_units SET name = $2 WHERE id = $1 RETURNING ${UNIT_COLUMNS}`, [id, name]);
  return row!;
}

export async function deleteBusinessUnit(q: Queryable, id: number | string): Promise<void> {
  await q.query('DELETE FROM business_units WHERE id = $1', [id]);
}
