import { nameSchema, organizationContactSchema } from '@mandate/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { authorize, idParam, missing, doc } from '../http/route';
import { canManageOrganization } from '../auth/viewer';
import { num } from '../db/values';

type Viewer = ReturnType<typeof requireUser>;
import { organizationService } from './organization.service';

const TAG = 'Organisations';

/** An organisation's contacts and business units (001 §7.9). */
export async function contactRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const { visibleOrganization } = organizationService(db);
  // ---- contacts -----------------------------------------------------------------------------------
  const contactView = (r: {
    id: string;
    organization_id: string;
    name: string;
    email: string | null;
    phone: string | null;
    position: string | null;
  }) => ({
    id: num(r.id),
    organization: { id: num(r.organization_id) },
    name: r.name,
    email: r.email,
    phone: r.phone,
    position: r.position,
  });
  type ContactRow = Parameters<typeof contactView>[0];

  app.get('/organization/:id/contact/list', doc(TAG, "An organisation's contacts"), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    await visibleOrganization(request, viewer, id);
    const rows = await db.query<ContactRow>('SELECT * FROM organization_contacts WHERE organization_id = $1 ORDER BY lower(name), id', [
      id,
    ]);
    return { result: { items: rows.map(contactView), total: rows.length } };
  });

  app.post('/organization/:id/contact/create', doc(TAG, 'Add a contact to an organisation'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    await visibleOrganization(request, viewer, id);
    authorize(request, canManageOrganization(viewer, id));
    const body = parse(request, organizationContactSchema, request.body);
    const [row] = await db.query<ContactRow>(
      'INSERT INTO organization_contacts (organization_id, name, email, phone, position) VALUES ($1, $2, $3, $4, $5) RETURNING *',
      [id, body.name, body.email ?? null, body.phone ?? null, body.position ?? null],
    );
    return { result: contactView(row!) };
  });

  async function contactOf(request: FastifyRequest, viewer: Viewer): Promise<ContactRow> {
    const { id } = parse(request, idParam, request.params);
    const [row] = await db.query<ContactRow>('SELECT * FROM organization_contacts WHERE id = $1', [id]);
    if (!row) throw missing(request);
    authorize(request, canManageOrganization(viewer, num(row.organization_id)));
    return row;
  }

  app.put('/organization/contact/:id/edit', doc(TAG, 'Edit a contact'), async (request) => {
    const viewer = requireUser(request);
    const contact = await contactOf(request, viewer);
    const body = parse(request, organizationContactSchema, request.body);
    const [row] = await db.query<ContactRow>(
      'UPDATE organization_contacts SET name = $2, email = $3, phone = $4, position = $5 WHERE id = $1 RETURNING *',
      [contact.id, body.name, body.email ?? null, body.phone ?? null, body.position ?? null],
    );
    return { result: contactView(row!) };
  });

  app.delete('/organization/contact/:id/delete', doc(TAG, 'Delete a contact'), async (request) => {
    const viewer = requireUser(request);
    const contact = await contactOf(request, viewer);
    await db.query('DELETE FROM organization_contacts WHERE id = $1', [contact.id]);
    return { result: null };
  });

  // ---- business units -----------------------------------------------------------------------------
  const unitView = (r: { id: string; organization_id: string; name: string }) => ({
    id: num(r.id),
    organization: { id: num(r.organization_id) },
    name: r.name,
  });

  app.get('/organization/:id/business-unit/list', doc(TAG, "An organisation's business units"), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    await visibleOrganization(request, viewer, id);
    const rows = await db.query<{ id: string; organization_id: string; name: string }>(
      'SELECT id, organization_id, name FROM business_units WHERE organization_id = $1 ORDER BY lower(name), id',
      [id],
    );
    return { result: { items: rows.map(unitView), total: rows.length } };
  });

  app.post('/organization/:id/business-unit/add', doc(TAG, 'Add a business unit'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    await visibleOrganization(request, viewer, id);
    authorize(request, canManageOrganization(viewer, id));
    const { name } = parse(request, nameSchema, request.body);
    const [row] = await db.query<{ id: string; organization_id: string; name: string }>(
      'INSERT INTO business_units (organization_id, name) VALUES ($1, $2) RETURNING id, organization_id, name',
      [id, name],
    );
    return { result: unitView(row!) };
  });

  async function unitOf(request: FastifyRequest, viewer: Viewer) {
    const { id } = parse(request, idParam, request.params);
    const [row] = await db.query<{ id: string; organization_id: string; name: string }>(
      'SELECT id, organization_id, name FROM business_units WHERE id = $1',
      [id],
    );
    if (!row) throw missing(request);
    authorize(request, canManageOrganization(viewer, num(row.organization_id)));
    return row;
  }

  app.put('/organization/business-unit/:id/edit', doc(TAG, 'Rename a business unit'), async (request) => {
    const viewer = requireUser(request);
    const unit = await unitOf(request, viewer);
    const { name } = parse(request, nameSchema, request.body);
    const [row] = await db.query<{ id: string; organization_id: string; name: string }>(
      'UPDATE business_units SET name = $2 WHERE id = $1 RETURNING id, organization_id, name',
      [unit.id, name],
    );
    return { result: unitView(row!) };
  });

  app.delete('/organization/business-unit/:id/delete', doc(TAG, 'Delete a business unit'), async (request) => {
    const viewer = requireUser(request);
    const unit = await unitOf(request, viewer);
    await db.query('DELETE FROM business_units WHERE id = $1', [unit.id]);
    return { result: null };
  });
}
