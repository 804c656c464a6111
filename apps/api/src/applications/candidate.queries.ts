/** The SQL of candidates (candidates.ts): the rows are `CandidateRow`s. */
import type { CandidateStatus } from '@mandate/domain';
import type { Queryable } from './common';

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
