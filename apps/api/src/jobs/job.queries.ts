/** The SQL of the vacancy row every vacancy route reads (common.ts `loadJob`), its blacklist check and recount. */
import type { JobRecruiterStatus, JobStatus, Locale } from '@mandate/domain';
import type { Queryable } from '../db/database';

/** A vacancy row with its author's name and organisation, and the viewer's relation (when asked). */
export interface JobRow {
  id: string;
  title: string;
  reference: string | null;
  status: JobStatus;
  author_id: string;
  author_first_name: string;
  author_last_name: string;
  organization_id: string | null;
  organization_name: string | null;
  description: string | null;
  requirements: string | null;
  country_code: string | null;
  city: string | null;
  address: string | null;
  zip_code: string | null;
  sectors: string[];
  departments: string[];
  search_types: string[];
  experience_level: string | null;
  languages: string[];
  contact_language: Locale;
  position_count: number;
  placement_count: number;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_confidential: boolean;
  success_fee_percentage: string | null;
  success_fee_fixed_amount: number | null;
  revenue_split: string | null;
  approval_id: string | null;
  premoderation: boolean;
  is_exclusive_for_headhunters: boolean;
  is_public: boolean;
  accepting_candidates: boolean;
  accepting_recruiters: boolean;
  custom_terms_phase: 'applying' | 'submitting' | null;
  candidates_count: number;
  recruited_candidates: number;
  recruiters_count: number;
  accepted_recruiters_count: number;
  published_at: Date | string | null;
  expires_at: Date | string | null;
  closed_at: Date | string | null;
  status_changed_at: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
  /** The viewer's own consultant relation (LEFT JOIN), when selected. */
  my_jr_id?: string | null;
  my_jr_status?: JobRecruiterStatus | null;
  my_jr_source?: string | null;
  my_jr_terms?: Date | string | null;
  is_favorite?: boolean;
}

export const JOB_COLUMNS = `j.id, j.title, j.reference, j.status, j.author_id, a.first_name AS author_first_name, a.last_name AS author_last_name,
  j.organization_id, o.name AS organization_name, j.description, j.requirements, j.country_code, j.city, j.address, j.zip_code,
  j.sectors, j.departments, j.search_types, j.experience_level, j.languages, j.contact_language, j.position_count, j.placement_count,
  j.salary_min, j.salary_max, j.salary_currency, j.salary_confidential, j.success_fee_percentage, j.success_fee_fixed_amount,
  j.revenue_split, j.approval_id, j.premoderation, j.is_exclusive_for_headhunters, j.is_public, j.accepting_candidates,
  j.accepting_recruiters, j.custom_terms_phase, j.candidates_count, j.recruited_candidates, j.recruiters_count,
  j.accepted_recruiters_count, j.published_at, j.expires_at, j.closed_at, j.status_changed_at, j.created_at, j.updated_at`;

/**
 * The columns a list item reads (`jobListItem`): without the long texts (description, requirements,
 * possibly TOASTed HTML) and the fields only the full view shows, so a page of 200 does not carry them.
 */
/**
 * A timestamp as the ISO text `Date.toISOString` writes (UTC, milliseconds truncated as the drivers
 * truncate them), formatted by PostgreSQL: a list of 20 vacancies parsed 60 dates only to print them.
 */
const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const JOB_LIST_COLUMNS = `j.id, j.title, j.reference, j.status, j.author_id, a.first_name AS author_first_name, a.last_name AS author_last_name,
  j.organization_id, o.name AS organization_name, j.country_code, j.city, j.sectors, j.departments, j.position_count, j.placement_count,
  j.salary_min, j.salary_max, j.salary_currency, j.salary_confidential, j.success_fee_percentage, j.success_fee_fixed_amount,
  j.premoderation, j.is_exclusive_for_headhunters, j.accepting_candidates, j.accepting_recruiters, j.candidates_count,
  j.recruited_candidates, j.recruiters_count, j.accepted_recruiters_count, ${isoText('j.published_at')} AS published_at,
  ${isoText('j.created_at')} AS created_at, ${isoText('j.updated_at')} AS updated_at`;

/** FROM clause of vacancy queries; `$1` is the viewer's id (their consultant relation and favourite). */
export const JOB_FROM = `FROM jobs j JOIN users a ON a.id = j.author_id LEFT JOIN organizations o ON o.id = j.organization_id
  LEFT JOIN job_recruiters mine ON mine.job_id = j.id AND mine.recruiter_id = $1
  LEFT JOIN job_favourites fav ON fav.job_id = j.id AND fav.user_id = $1`;
export const VIEWER_COLUMNS = `mine.id AS my_jr_id, mine.status AS my_jr_status, mine.source AS my_jr_source, mine.terms_agreed_at AS my_jr_terms,
  fav.job_id IS NOT NULL AS is_favorite`;

/** One vacancy as `viewerId` sees it; `lock` first takes a row lock for a change in a transaction. */
export async function loadJobRow(db: Queryable, id: number, viewerId: number, lock = false): Promise<JobRow | undefined> {
  if (lock) await db.query('SELECT id FROM jobs WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await db.query<JobRow>(`SELECT ${JOB_COLUMNS}, ${VIEWER_COLUMNS} ${JOB_FROM} WHERE j.id = $2`, [viewerId, id]);
  return row;
}

/** How many bans of the company hit this consultant or their agency. */
export async function blacklistCount(db: Queryable, companyId: number, recruiterId: number): Promise<string | number> {
  const [row] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM blacklists b JOIN users u ON u.id = $2
      WHERE b.company_organization_id = $1 AND (b.recruiter_id = u.id OR b.agency_organization_id = u.organization_id)`,
    [companyId, recruiterId],
  );
  return row?.n ?? 0;
}

/** Recounts a vacancy's consultants after a change of their statuses. */
export async function recountRecruiters(tx: Queryable, jobId: number): Promise<void> {
  await tx.query(
    `UPDATE jobs SET recruiters_count = (SELECT count(*) FROM job_recruiters WHERE job_id = $1),
            accepted_recruiters_count = (SELECT count(*) FROM job_recruiters WHERE job_id = $1 AND status = 'accepted'),
            updated_at = now()
      WHERE id = $1`,
    [jobId],
  );
}
