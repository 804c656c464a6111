import {
  can,
  candidateConsentSchema,
  candidateCreateSchema,
  candidateEditSchema,
  candidateIdentityKeys,
  candidateListQuerySchema,
  type candidateListItemResponse,
  type candidateResponse,
  type InferOutput,
  type LocalDate,
  type OwnerRef,
} from '@mandate/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { addFileReadRule, linkedIds } from '../files/access';
import { attachFilesOrRefuse, linkFiles, type FileOwner } from '../files/links';
import { authorize, idParam, missing, doc, conflictOf } from '../http/route';
import { candidateMenus } from './candidateRules';
import type { Queryable, Viewer } from './common';
import { iso } from '../db/values';
import {
  candidateJobOwners,
  candidateListRows,
  cloneCandidateRow,
  cloneLatestConsent,
  insertCandidate,
  insertConsent,
  updateCandidate,
  candidateOwnerRows,
  candidatesOfConsents,
  consentIdsOf,
  consentRows,
  hasRunningApplication,
  markCandidateDeleted,
  loadCandidateRow,
  type CandidateRow,
} from './candidate.queries';

const TAG = 'Candidates';

export function candidateView(row: CandidateRow): InferOutput<typeof candidateResponse> {
  return {
    id: Number(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`,
    email: row.email,
    phone: row.phone,
    // to_char(…, 'YYYY-MM-DD') in CANDIDATE_SELECT.
    dateOfBirth: row.date_of_birth === null ? null : (String(row.date_of_birth) as LocalDate),
    address: row.address,
    city: row.city,
    zipCode: row.zip_code,
    country: row.country_code ? { code: row.country_code, label: row.country_code } : null,
    employed: row.employed,
    position: row.position,
    comment: row.comment,
    attachments: row.attachment_ids.map(Number),
    status: { code: row.status },
    owner: { id: Number(row.owner_id), fullName: row.owner_name },
    organization: row.organization_id === null ? null : { id: Number(row.organization_id), name: row.organization_name ?? '' },
    consent:
      row.consent_id === null
        ? null
        : {
            id: Number(row.consent_id),
            document: row.consent_document!,
            locale: row.consent_locale!,
            fileId: row.consent_file_id === null ? null : Number(row.consent_file_id),
            creationDate: iso(row.consent_at),
            recordedBy: row.consent_by === null ? null : { id: Number(row.consent_by), fullName: row.consent_by_name ?? '' },
          },
    clonedFrom: row.cloned_from === null ? null : Number(row.cloned_from),
    creationDate: iso(row.created_at),
    updateDate: iso(row.updated_at),
  };
}

/** The owner of a candidate: the consultant who entered it, and managers of their organisation. */
export const candidateOwner = (row: { owner_id: string | number; organization_id: string | number | null }): OwnerRef => ({
  ownerId: Number(row.owner_id),
  ownerOrganizationId: row.organization_id === null ? null : Number(row.organization_id),
});

export async function loadCandidate(db: Queryable, id: number): Promise<CandidateRow | null> {
  return (await loadCandidateRow(db, id)) ?? null;
}

/**
 * Whether the user may see a candidate: by the candidate permissions, or because the candidate
 * was submitted to a vacancy whose applications the user may view (the employer side).
 */
export async function canViewCandidate(
  db: Queryable,
  user: Pick<Viewer, 'id' | 'roles' | 'permissions' | 'managedOrganizations'>,
  row: Pick<CandidateRow, 'id' | 'owner_id' | 'organization_id'>,
): Promise<boolean> {
  if (can(user, 'candidate-view', candidateOwner(row))) return true;
  if (!user.permissions.some((p) => p.startsWith('application-view'))) return false;
  const jobs = await candidateJobOwners(db, row.id);
  return jobs.some((j) =>
    can(user, 'application-view', {
      ownerId: Number(j.author_id),
      ownerOrganizationId: j.organization_id === null ? null : Number(j.organization_id),
    }),
  );
}

// Whoever may see a candidate may download its documents and the signed copies of its consents.
addFileReadRule(async ({ db, user, file }) => {
  const ids = linkedIds(file, 'candidate');
  const consents = linkedIds(file, 'candidate-consent');
  if (consents.length) {
    const rows = await candidatesOfConsents(db, consents);
    ids.push(...rows.map((r) => Number(r.id)));
  }
  if (!ids.length) return false;
  const rows = await candidateOwnerRows(db, [...new Set(ids)]);
  for (const row of rows) if (await canViewCandidate(db, user, row)) return true;
  return false;
});

/** The records whose files an application of the candidate may carry: the candidate and its consent records. */
export async function candidateFileOwners(db: Queryable, candidateId: number): Promise<FileOwner[]> {
  const consents = await consentIdsOf(db, candidateId);
  return [{ type: 'candidate', id: candidateId }, ...consents.map((c) => ({ type: 'candidate-consent' as const, id: Number(c.id) }))];
}

type CandidateInput = Partial<v.InferOutput<typeof candidateEditSchema>>;

const columnOf: Record<keyof v.InferOutput<typeof candidateEditSchema>, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  dateOfBirth: 'date_of_birth',
  address: 'address',
  city: 'city',
  zipCode: 'zip_code',
  countryCode: 'country_code',
  employed: 'employed',
  position: 'position',
  comment: 'comment',
  attachments: 'attachment_ids',
};

/**
 * Records a consent in the caller's transaction, linking its signed copy (422 on `field` when the
 * file may not be attached).
 */
async function recordConsent(
  tx: Queryable,
  request: FastifyRequest,
  user: Viewer,
  candidateId: number,
  consent: v.InferOutput<typeof candidateConsentSchema>,
  field: string,
) {
  const consentId = await insertConsent(tx, candidateId, consent, { recordedBy: user.id, ownerId: user.session.ownerId });
  if (!consent.fileId) return;
  // The same signed copy may be on the candidate and its other consent records.
  await attachFilesOrRefuse(tx, request, field, {
    user,
    owner: { type: 'candidate-consent', id: consentId },
    fileIds: [consent.fileId],
    sharesWith: await candidateFileOwners(tx, candidateId),
  });
}

/** Candidates (`/candidate/…`, 001 §7.5) and their consent records. */
export async function candidateRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const load = async (request: FastifyRequest, user: Viewer) => {
    const { id } = parse(request, idParam, request.params);
    const row = await loadCandidate(db, id);
    if (!row || !(await canViewCandidate(db, user, row))) throw missing(request);
    return row;
  };

  app.post(
    '/candidate/list',
    doc(TAG, 'Candidates of the user (search, status[], page, pageSize); answers { items, total }', candidateListQuerySchema),
    async (request) => {
      const user = requireUser(request);
      const query = parse(request, candidateListQuerySchema, request.body ?? {});
      const any = can(user, 'candidate-view-any');
      authorize(request, any || can(user, 'candidate-view-own', { ownerId: user.id }));
      const { rows, total } = await candidateListRows(db, {
        status: query.status,
        owner: any ? null : { id: user.id, organizationIds: user.managedOrganizations.map((o) => o.id) },
        search: query.search,
        page: query.page,
        pageSize: query.pageSize ?? 20,
      });
      // Each row with what the user may do with it now (domain's rule; the list's menus and delete).
      const menus = await candidateMenus(db, user, rows);
      const items: InferOutput<typeof candidateListItemResponse>[] = rows.map((row) => ({
        ...candidateView(row),
        ...menus.get(Number(row.id))!,
      }));
      return { result: { items, total } };
    },
  );

  app.post(
    '/candidate/create',
    doc(TAG, 'Create a candidate, optionally with the consent record', candidateCreateSchema),
    async (request) => {
      const user = requireUser(request);
      authorize(request, can(user, 'candidate-create'));
      const body = parse(request, candidateCreateSchema, request.body);
      const keys = candidateIdentityKeys(body);
      const id = await db.transaction(async (tx) => {
        const candidateId = await insertCandidate(tx, { id: user.id, organizationId: user.organizationId }, body, keys);
        await attachFilesOrRefuse(tx, request, 'attachments', {
          user,
          owner: { type: 'candidate', id: candidateId },
          fileIds: body.attachments,
        });
        if (body.consent) await recordConsent(tx, request, user, candidateId, body.consent, 'consent.fileId');
        return candidateId;
      });
      return { result: candidateView((await loadCandidate(db, id))!) };
    },
  );

  app.get('/candidate/:id/view', doc(TAG, 'A candidate (its consultant, or an employer it was submitted to)'), async (request) => {
    const user = requireUser(request);
    return { result: candidateView(await load(request, user)) };
  });

  app.put(
    '/candidate/:id/edit',
    doc(TAG, 'Edit a candidate (identity keys recomputed for the duplicate rule)', candidateEditSchema),
    async (request) => {
      const user = requireUser(request);
      const row = await load(request, user);
      authorize(request, can(user, 'candidate-edit', candidateOwner(row)));
      if (row.status !== 'active') throw conflictOf(request, 'candidate-not-active');
      const body: CandidateInput = parse(request, candidateEditSchema, request.body ?? {});
      const merged = {
        firstName: body.firstName ?? row.first_name,
        lastName: body.lastName ?? row.last_name,
        email: body.email !== undefined ? body.email : row.email,
        phone: body.phone !== undefined ? body.phone : row.phone,
        dateOfBirth: body.dateOfBirth !== undefined ? body.dateOfBirth : row.date_of_birth === null ? null : String(row.date_of_birth),
      };
      const keys = candidateIdentityKeys(merged);
      const sets: string[] = [];
      const params: unknown[] = [row.id];
      for (const [field, value] of Object.entries(body) as [keyof typeof columnOf, unknown][]) {
        if (value === undefined || !(field in columnOf)) continue;
        params.push(value);
        sets.push(`${columnOf[field]} = $${params.length}`);
      }
      params.push(keys.email, keys.phone, keys.nameBirth);
      sets.push(`email_key = $${params.length - 2}`, `phone_key = $${params.length - 1}`, `name_birth_key = $${params.length}`);
      await db.transaction(async (tx) => {
        if (body.attachments) {
          await attachFilesOrRefuse(tx, request, 'attachments', {
            user,
            owner: { type: 'candidate', id: Number(row.id) },
            fileIds: body.attachments,
            current: row.attachment_ids.map(Number),
          });
        }
        await updateCandidate(tx, sets, params);
      });
      return { result: candidateView((await loadCandidate(db, Number(row.id)))!) };
    },
  );

  app.post('/candidate/:id/clone', doc(TAG, 'Copy a candidate (with its latest consent record)'), async (request) => {
    const user = requireUser(request);
    const row = await load(request, user);
    authorize(request, can(user, 'candidate-clone', candidateOwner(row)) && can(user, 'candidate-create'));
    const id = await db.transaction(async (tx) => {
      const copy = await cloneCandidateRow(tx, row.id, user.id, user.organizationId);
      const copyId = Number(copy!.id);
      // The copy shares the original's documents: linked to both.
      await linkFiles(tx, { type: 'candidate', id: copyId }, copy!.attachment_ids.map(Number));
      // The consent belongs to the person: the copy carries the original's latest record.
      const consent = await cloneLatestConsent(tx, row.id, copyId);
      if (consent?.file_id) await linkFiles(tx, { type: 'candidate-consent', id: Number(consent.id) }, [Number(consent.file_id)]);
      return copyId;
    });
    return { result: candidateView((await loadCandidate(db, id))!) };
  });

  app.delete('/candidate/:id/delete', doc(TAG, 'Delete a candidate without running applications'), async (request) => {
    const user = requireUser(request);
    const row = await load(request, user);
    authorize(request, can(user, 'candidate-delete', candidateOwner(row)));
    if (row.status !== 'active') throw conflictOf(request, 'candidate-not-active');
    if (await hasRunningApplication(db, row.id)) throw conflictOf(request, 'candidate-in-use');
    await markCandidateDeleted(db, row.id);
    return { result: candidateView((await loadCandidate(db, Number(row.id)))!) };
  });

  // ---- consent record (who, when, which privacy-notice document) ---------------------------------
  app.post(
    '/candidate/:id/consent',
    doc(TAG, 'Record the data-privacy consent: who, when, which privacy-notice document', candidateConsentSchema),
    async (request) => {
      const user = requireUser(request);
      const row = await load(request, user);
      authorize(request, can(user, 'candidate-edit', candidateOwner(row)));
      const body = parse(request, candidateConsentSchema, request.body);
      await db.transaction((tx) => recordConsent(tx, request, user, Number(row.id), body, 'fileId'));
      return { result: candidateView((await loadCandidate(db, Number(row.id)))!) };
    },
  );

  app.get('/candidate/:id/consent', doc(TAG, 'The consent records of a candidate'), async (request) => {
    const user = requireUser(request);
    const row = await load(request, user);
    const rows = await consentRows(db, row.id);
    return {
      result: {
        items: rows.map((r) => ({
          id: Number(r.id),
          document: r.document,
          locale: r.locale,
          fileId: r.file_id === null ? null : Number(r.file_id),
          creationDate: iso(r.recorded_at),
          recordedBy: r.recorded_by === null ? null : { id: Number(r.recorded_by), fullName: r.name ?? '' },
        })),
        total: rows.length,
      },
    };
  });
}
