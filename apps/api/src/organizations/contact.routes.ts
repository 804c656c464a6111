import { nameSchema, organizationContactSchema } from '@mandate/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { authorize, idParam, missing, doc } from '../http/route';
import { canManageOrganization } from '../auth/viewer';
import type { Viewer } from '../auth/context';
import {
  businessUnitsOf,
  contactsOf,
  deleteBusinessUnit,
  deleteContact,
  insertBusinessUnit,
  insertContact,
  loadBusinessUnit,
  loadContact,
  renameBusinessUnit,
  updateContact,
  type BusinessUnitRow,
  type ContactRow,
} from './contact.queries';
import { organizationService } from './organization.service';
import { contactView, unitView } from './organization.view';

const TAG = 'Organisations';

/** An organisation's contacts and business units (001 §7.9). */
export async function contactRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const { visibleOrganization } = organizationService(db);
  // ---- contacts -----------------------------------------------------------------------------------
  app.get('/organization/:id/contact/list', doc(TAG, "An organisation's contacts"), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    await visibleOrganization(request, viewer, id);
    const rows = await contactsOf(db, id);
    return { result: { items: rows.map(contactView), total: rows.length } };
  });

  app.post('/organization/:id/contact/create', doc(TAG, 'Add a contact to an organisation'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    await visibleOrganization(request, viewer, id);
    authorize(request, canManageOrganization(viewer, id));
    const body = parse(request, organizationContactSchema, request.body);
    return { result: contactView(await insertContact(db, id, body)) };
  });

  async function contactOf(request: FastifyRequest, viewer: Viewer): Promise<ContactRow> {
    const { id } = parse(request, idParam, request.params);
    const row = await loadContact(db, id);
    if (!row) throw missing(request);
    authorize(request, canManageOrganization(viewer, Number(row.organization_id)));
    return row;
  }

  app.put('/organization/contact/:id/edit', doc(TAG, 'Edit a contact'), async (request) => {
    const viewer = requireUser(request);
    const contact = await contactOf(request, viewer);
    const body = parse(request, organizationContactSchema, request.body);
    return { result: contactView(await updateContact(db, contact.id, body)) };
  });

  app.delete('/organization/contact/:id/delete', doc(TAG, 'Delete a contact'), async (request) => {
    const viewer = requireUser(request);
    const contact = await contactOf(request, viewer);
    await deleteContact(db, contact.id);
    return { result: null };
  });

  // ---- business units -----------------------------------------------------------------------------
  app.get('/organization/:id/business-unit/list', doc(TAG, "An organisation's business units"), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    await visibleOrganization(request, viewer, id);
    const rows = await businessUnitsOf(db, id);
    return { result: { items: rows.map(unitView), total: rows.length } };
  });

  app.post('/organization/:id/business-unit/add', doc(TAG, 'Add a business unit'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    await visibleOrganization(request, viewer, id);
    authorize(request, canManageOrganization(viewer, id));
    const { name } = parse(request, nameSchema, request.body);
    return { result: unitView(await insertBusinessUnit(db, id, name)) };
  });

  async function unitOf(request: FastifyRequest, viewer: Viewer): Promise<BusinessUnitRow> {
    const { id } = parse(request, idParam, request.params);
    const row = await loadBusinessUnit(db, id);
    if (!row) throw missing(request);
    authorize(request, canManageOrganization(viewer, Number(row.organization_id)));
    return row;
  }

  app.put('/organization/business-unit/:id/edit', doc(TAG, 'Rename a business unit'), async (request) => {
    const viewer = requireUser(request);
    const unit = await unitOf(request, viewer);
    const { name } = parse(request, nameSchema, request.body);
    return { result: unitView(await renameBusinessUnit(db, unit.id, name)) };
  });

  app.delete('/organization/business-unit/:id/delete', doc(TAG, 'Delete a business unit'), async (request) => {
    const viewer = requireUser(request);
    const unit = await unitOf(request, viewer);
    await deleteBusinessUnit(db, unit.id);
    return { result: null };
  });
}
