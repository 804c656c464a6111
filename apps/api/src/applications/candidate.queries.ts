/** The SQL of candidates (candidates.ts): the rows are `CandidateRow`s. */
import type { CandidateIdentityKeys, CandidateStatus, candidateConsentSchema, candidateCreateSchema } from '@mandate/domain';
import type * as v from 'valibot';
import { candidateSearchCondition, type Queryable } from './common';

export interface CandidateRow {
  id: string;
  owner_id: string;
  owner_name: string;
  organization_id: string | null;
  organization_name: string | null;
  status: CandidateStatus;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  date_of_birth: string | Date | null;
  address: string | null;
  city: string | null;
  zip_code: string | null;
  country_code: string | null;
  employed: boolean | null;
  position: string | null;
  comment: string | null;
  attachment_ids: string[];
  cloned_from: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  consent_id: string | null;
  consent_document: string | null;
  consent_locale: string | null;
  consent_file_id: string | null;
  consent_at: Date | string | null;
  consent_by: string | null;
  consent_by_name: string | null;
}

export const CANDIDATE_SELECT = `
  SELECT c.id, c.owner_id, ou.first_name || ' ' || ou.last_name AS owner_name, c.organization_id, o.name AS organization_name,
         c.status, c.first_name, c.last_name, c.email, c.phone, to_char(c.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
         c.address, c.city, c.zip_code, c.country_code, c.employed, c.position, c.comment, c.attachment_ids, c.cloned_from,
         c.created_at, c.updated_at,
         cc.id AS consent_id, cc.document AS consent_document, cc.locale AS consent_locale, cc.file_id AS consent_file_id,
         cc.recorded_at AS consent_at, cc.recorded_by AS consent_by, cu.first_name || ' ' || cu.last_name AS consent_by_name
    FROM candidates c
    JOIN users ou ON ou.id = c.owner_id
    LEFT JOIN organizations o ON o.id = c.organization_id
    LEFT JOIN LATERAL (SELECT * FROM candidate_consents x WHERE x.candidate_id = c.id ORDER BY x.id DESC LIMIT 1) cc ON true
    LEFT JOIN users cu ON cu.id = cc.recorded_by`;

/** A candidate as the API answers it (000 §2: fullName, address, city, zipCode, country, employed, phone). */

/** One candidate, or undefined. */
export async function loadCandidateRow(db: Queryable, id: number): Promise<CandidateRow | undefined> {
  const [row] = await db.query<CandidateRow>(`${CANDIDATE_SELECT} WHERE c.id = $1`, [id]);
  return row;
}

/** The authors and organisations of the vacancies a candidate was submitted to. */
export function candidateJobOwners(db: Queryable, candidateId: string): Promise<{ author_id: string; organization_id: string | null }[]> {
  return db.query<{ author_id: string; organization_id: string | null }>(
    'SELECT j.author_id, j.organization_id FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.candidate_id = $1',
    [candidateId],
  );
}

/** The candidates of these consent records. */
export function candidatesOfConsents(db: Queryable, consentIds: number[]): Promise<{ id: string }[]> {
  return db.query<{ id: string }>('SELECT candidate_id AS id FROM candidate_consents WHERE id = ANY($1::bigint[])', [consentIds]);
}

/** The owners of these candidates. */
export function candidateOwnerRows(
  db: Queryable,
  ids: number[],
): Promise<{ id: string; owner_id: string; organization_id: string | null }[]> {
  return db.query<{ id: string; owner_id: string; organization_id: string | null }>(
    'SELECT id, owner_id, organization_id FROM candidates WHERE id = ANY($1::bigint[])',
    [ids],
  );
}

/** The ids of a candidate's consent records. */
export function consentIdsOf(db: Queryable, candidateId: number): Promise<{ id: string }[]> {
  return db.query<{ id: string }>('SELECT id FROM candidate_consents WHERE candidate_id = $1', [candidateId]);
}

/** Whether a candidate has an application still running. */
export async function hasRunningApplication(db: Queryable, candidateId: string): Promise<boolean> {
  const [running] = await db.query(
    `SELECT 1 FROM applications WHERE candidate_id = $1
        AND status IN ('proposed', 'interview', 'in-review', 'line-manager-review', 'offer-made', 'backed-up') LIMIT 1`,
    [candidateId],
  );
  return running !== undefined;
}

/** Marks a candidate deleted. */
export async function markCandidateDeleted(db: Queryable, candidateId: string): Promise<void> {
  await db.query("UPDATE candidates SET status = 'deleted', deleted_at = now(), updated_at = now() WHERE id = $1", [candidateId]);
}

/** A consent record with the name of who recorded it. */
export interface ConsentRow {
  id: string;
  document: string;
  locale: string;
  file_id: string | null;
  recorded_at: Date | string;
  recorded_by: string | null;
  name: string | null;
}

/** A candidate's consent records, oldest first. */
export function consentRows(db: Queryable, candidateId: string): Promise<ConsentRow[]> {
  return db.query<ConsentRow>(
    `SELECT x.id, x.document, x.locale, x.file_id, x.recorded_at, x.recorded_by, u.first_name || ' ' || u.last_name AS name
       FROM candidate_consents x LEFT JOIN users u ON u.id = x.recorded_by WHERE x.candidate_id = $1 ORDER BY x.id`,
    [candidateId],
  );
}

/** The filter of the candidate list: `owner` null when the user sees every candidate. */
export interface CandidateFilter {
  status: readonly CandidateStatus[];
  owner: { id: number; organizationIds: number[] } | null;
  search: string | null;
  page: number;
  pageSize: number;
}

/** One page of candidates by name, and the count of all that match. */
export async function candidateListRows(db: Queryable, filter: CandidateFilter): Promise<{ rows: CandidateRow[]; total: number }> {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`c.status = ANY(${p(filter.status)})`];
  if (filter.owner) {
    const orgs = filter.owner.organizationIds;
    where.push(`(c.owner_id = ${p(filter.owner.id)}${orgs.length ? ` OR c.organization_id = ANY(${p(orgs)}::bigint[])` : ''})`);
  }
  const search = candidateSearchCondition(filter.search, p);
  if (search) where.push(search);
  const whereSql = where.join(' AND ');
  const countParams = [...params];
  const size = filter.pageSize;
  const [rows, [count]] = await Promise.all([
    db.query<CandidateRow>(
      `${CANDIDATE_SELECT} WHERE ${whereSql} ORDER BY lower(c.last_name), lower(c.first_name), c.id LIMIT ${p(size)} OFFSET ${p(filter.page * size)}`,
      params,
    ),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM candidates c WHERE ${whereSql}`, countParams),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** Inserts a candidate of `owner` (the consultant and their organisation) with its identity keys; answers its id. */
export async function insertCandidate(
  q: Queryable,
  owner: { id: number; organizationId: number | null },
  body: v.InferOutput<typeof candidateCreateSchema>,
  keys: CandidateIdentityKeys,
): Promise<number> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO candidates (owner_id, organization_id, first_name, last_name, email, phone, date_of_birth, address, city, zip_code,
                                 country_code, employed, position, comment, attachment_ids, email_key, phone_key, name_birth_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
    [
      owner.id,
      owner.organizationId,
      body.firstName,
      body.lastName,
      body.email,
      body.phone,
      body.dateOfBirth,
      body.address,
      body.city,
      body.zipCode,
      body.countryCode,
      body.employed,
      body.position,
      body.comment,
      body.attachments,
      keys.email,
      keys.phone,
      keys.nameBirth,
    ],
  );
  return Number(row!.id);
}

/** Updates a candidate ($1 its id) with these `column = $n` assignments. */
export async function updateCandidate(q: Queryable, sets: string[], params: unknown[]): Promise<void> {
  await q.query(`UPDATE candidates SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
}

/** Copies a candidate for a new owner; answers the copy's id and attachments. */
export async function cloneCandidateRow(
  q: Queryable,
  id: string,
  ownerId: number,
  organizationId: number | null,
): Promise<{ id: string; attachment_ids: string[] }> {
  const [copy] = await q.query<{ id: string; attachment_ids: string[] }>(
    `INSERT INTO candidates (owner_id, organization_id, first_name, last_name, email, phone, date_of_birth, address, city, zip_code,
                                 country_code, employed, position, comment, attachment_ids, email_key, phone_key, name_birth_key, cloned_from)
         SELECT $2, $3, first_name, last_name, email, phone, date_of_birth, address, city, zip_code, country_code, employed, position,
                comment, attachment_ids, email_key, phone_key, name_birth_key, id
           FROM candidates WHERE id = $1 RETURNING id, attachment_ids`,
    [id, ownerId, organizationId],
  );
  return copy!;
}

/** Inserts a consent record of a candidate (who recorded it, for which account owner); answers its id. */
export async function insertConsent(
  q: Queryable,
  candidateId: number,
  consent: v.InferOutput<typeof candidateConsentSchema>,
  by: { recordedBy: number; ownerId: number | null },
): Promise<number> {
  const [row] = await q.query<{ id: string }>(
    'INSERT INTO candidate_consents (candidate_id, document, locale, file_id, recorded_by, owner_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [candidateId, consent.document, consent.locale, consent.fileId, by.recordedBy, by.ownerId],
  );
  return Number(row!.id);
}

/** Copies a candidate's latest consent record to another candidate (none when it has none). */
export async function cloneLatestConsent(
  q: Queryable,
  fromId: string,
  toId: number,
): Promise<{ id: string; file_id: string | null } | undefined> {
  const [consent] = await q.query<{ id: string; file_id: string | null }>(
    `INSERT INTO candidate_consents (candidate_id, document, locale, file_id, recorded_by, owner_id, recorded_at)
         SELECT $2, document, locale, file_id, recorded_by, owner_id, recorded_at FROM candidate_consents
          WHERE candidate_id = $1 ORDER BY id DESC LIMIT 1 RETURNING id, file_id`,
    [fromId, toId],
  );
  return consent;
}

/** The running applications of each candidate (in these statuses), by candidate. */
export function runningApplicationRows(
  db: Queryable,
  candidateIds: readonly number[],
  statuses: readonly string[],
): Promise<{ candidate_id: string; running: string }[]> {
  return db.query<{ candidate_id: string; running: string }>(
    `SELECT candidate_id, count(*) AS running FROM applications
      WHERE candidate_id = ANY($1::bigint[]) AND status = ANY($2::text[]) GROUP BY candidate_id`,
    [[...candidateIds], [...statuses]],
  );
}

/** The files of these ids not deleted (a candidate's documents). */
export function candidateFileRows(
  db: Queryable,
  ids: number[],
): Promise<{ id: string; title: string; comment: string | null; size: string }[]> {
  return db.query<{ id: string; title: string; comment: string | null; size: string }>(
    'SELECT id, title, comment, size FROM files WHERE id = ANY($1::bigint[]) AND deleted_at IS NULL',
    [ids],
  );
}
