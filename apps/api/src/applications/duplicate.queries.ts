/** The SQL of a vacancy's duplicate submissions (duplicates.ts). */
import type { ApplicationStatus } from '@mandate/domain';
import type { Queryable } from '../db/database';

/** Which identity keys two candidates share (domain's candidateIdentityKeys, stored on candidates). */
export type MatchedBy = 'email' | 'phone' | 'nameBirth';

export interface DuplicateRow {
  application_id: string;
  status: ApplicationStatus;
  created_at: Date | string;
  candidate_id: string;
  first_name: string;
  last_name: string;
  recruiter_id: string;
  recruiter_name: string;
  other_id: string;
  other_job_id: string;
  other_job_title: string;
  other_status: ApplicationStatus;
  other_created_at: Date | string;
  other_candidate_id: string;
  other_recruiter_id: string;
  other_recruiter_name: string;
  other_agency_name: string | null;
  matched_by: MatchedBy[];
}

/**
 * The vacancy's applications whose candidate is the same person as a candidate submitted
 * separately (another candidate record, usually by another agency) to the same employer: on this
 * vacancy or another of the employer's. Matching is by domain's normalised identity keys (e-mail,
 * phone, name with date of birth), the keys the ownership rule uses.
 */
const DUPLICATES_SQL = `
  SELECT a.id AS application_id, a.status, a.created_at, c.id AS candidate_id, c.first_name, c.last_name,
         a.recruiter_id, ru.first_name || ' ' || ru.last_name AS recruiter_name,
         o.id AS other_id, o.job_id AS other_job_id, oj.title AS other_job_title, o.status AS other_status,
         o.created_at AS other_created_at, oc.id AS other_candidate_id, o.recruiter_id AS other_recruiter_id,
         ou.first_name || ' ' || ou.last_name AS other_recruiter_name, oag.name AS other_agency_name,
         array_remove(ARRAY[
           CASE WHEN c.email_key = oc.email_key THEN 'email' END,
           CASE WHEN c.phone_key = oc.phone_key THEN 'phone' END,
           CASE WHEN c.name_birth_key = oc.name_birth_key THEN 'nameBirth' END
         ], NULL) AS matched_by
    FROM applications a
    JOIN candidates c ON c.id = a.candidate_id
    JOIN users ru ON ru.id = a.recruiter_id
    JOIN applications o ON o.id <> a.id
     AND (o.job_id = a.job_id OR (a.company_organization_id IS NOT NULL AND o.company_organization_id = a.company_organization_id))
    JOIN candidates oc ON oc.id = o.candidate_id AND oc.id <> c.id
     AND (c.email_key = oc.email_key OR c.phone_key = oc.phone_key OR c.name_birth_key = oc.name_birth_key)
    JOIN jobs oj ON oj.id = o.job_id
    JOIN users ou ON ou.id = o.recruiter_id
    LEFT JOIN organizations oag ON oag.id = o.agency_organization_id
   WHERE a.job_id = $1
   ORDER BY a.id, o.created_at, o.id
   LIMIT 1000`;

/** The vacancy's applications with each separate submission of the same person to the employer. */
export function duplicateRows(db: Queryable, jobId: number): Promise<DuplicateRow[]> {
  return db.query<DuplicateRow>(DUPLICATES_SQL, [jobId]);
}
