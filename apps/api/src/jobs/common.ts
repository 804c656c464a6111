import {
  can,
  hasRole,
  isAdmin,
  isRecruiter,
  isTotalFeeVisible,
  jobOwner,
  type JobForRules,
  type JobRecruiterContext,
  type JobRecruiterStatus,
  type JobStatus,
  type InferOutput,
  type Locale,
  type OwnerRef,
  type vacancyListItemResponse,
  type vacancyResponse,
} from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import type { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { requestLocale, t } from '../http/i18n';
import { num, numOrNull } from '../db/values';
import { ownOrganizationIds } from '../auth/viewer';

export type Queryable = Pick<Database, 'query'>;
export type Viewer = ReturnType<typeof requireUser>;

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

/** A date as ISO text: a Date from the driver formatted, a text from `isoText` as it is. */
const iso = (value: Date | string | null | undefined) => (value == null ? null : typeof value === 'string' ? value : value.toISOString());

/** Loads one vacancy as `viewerId` sees it; `lock` takes a row lock for a change in a transaction. */
export async function loadJob(db: Queryable, id: number, viewerId: number, lock = false): Promise<JobRow | undefined> {
  if (lock) await db.query('SELECT id FROM jobs WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await db.query<JobRow>(`SELECT ${JOB_COLUMNS}, ${VIEWER_COLUMNS} ${JOB_FROM} WHERE j.id = $2`, [viewerId, id]);
  return row;
}

/** The owner of a vacancy as domain resolves `-own` permissions: its author and the managers of the author's organisation. */
export const ownerOfJob = (row: Pick<JobRow, 'author_id' | 'organization_id'>): OwnerRef =>
  jobOwner({ authoredBy: { id: num(row.author_id), organization: row.organization_id ? { id: num(row.organization_id) } : null } });

/** Whether the viewer sees the vacancy's company side (author, managers, colleagues allowed to list the organisation's jobs, admins). */
export function isEmployerSide(viewer: Viewer, row: Pick<JobRow, 'author_id' | 'organization_id'>): boolean {
  if (isAdmin(viewer) || can(viewer, 'job-view', ownerOfJob(row))) return true;
  const orgId = numOrNull(row.organization_id);
  if (orgId === null || !ownOrganizationIds(viewer).includes(orgId)) return false;
  return can(viewer, 'job-list-my-organizations') || hasRole(viewer, 'line-manager');
}

/**
 * Who sees a vacancy: its employer side; consultants with any relation to it; consultants the
 * active public marketplace vacancies.
 */
export function canViewJob(viewer: Viewer, row: JobRow): boolean {
  if (isEmployerSide(viewer, row)) return true;
  if (!isRecruiter(viewer)) return false;
  return !!row.my_jr_id || (row.status === 'active' && row.is_public);
}

/** The same rule as SQL over `j` (see {@link canViewJob}); null for admins (no restriction). */
export function visibilitySql(viewer: Viewer, p: (value: unknown) => string): string | null {
  if (isAdmin(viewer)) return null;
  const parts = [`j.author_id = ${p(viewer.id)}`];
  const managed = viewer.managedOrganizations.map((o) => o.id);
  if (managed.length && can(viewer, 'job-view-own', { ownerId: null, ownerOrganizationId: managed[0] })) {
    parts.push(`j.organization_id = ANY(${p(managed)}::bigint[])`);
  }
  if (can(viewer, 'job-list-my-organizations') || hasRole(viewer, 'line-manager')) {
    const orgs = ownOrganizationIds(viewer);
    if (orgs.length) parts.push(`j.organization_id = ANY(${p(orgs)}::bigint[])`);
  }
  if (isRecruiter(viewer)) {
    parts.push(`EXISTS (SELECT 1 FROM job_recruiters m WHERE m.job_id = j.id AND m.recruiter_id = ${p(viewer.id)})`);
    parts.push(`(j.status = 'active' AND j.is_public)`);
  }
  return `(${parts.join(' OR ')})`;
}

/** The terms documents are dated 2018-05-25 (001 §9): the revision a publication accepts. */
export const TOS_REVISION = '2018-05-25';

/** The terms document of a language (`POST /job/tos`), kept with each publication's acceptance. */
export const termsDocumentUrl = (locale: string) => `/documents/terms-${locale}-${TOS_REVISION}.pdf`;

/** The vacancy the request names: 404 when it does not exist or the viewer may not see it. */
export async function visibleJob(db: Queryable, request: FastifyRequest, viewer: Viewer, id: number, lock = false): Promise<JobRow> {
  const row = await loadJob(db, id, viewer.id, lock);
  if (!row || !canViewJob(viewer, row)) throw notFound(t(requestLocale(request), 'job-not-found'));
  return row;
}

/** What the vacancy machine reads of a row. */
export function jobForRules(row: JobRow, acceptedRecruiterIds: readonly number[] = []): JobForRules {
  const recruiters =
    acceptedRecruiterIds.length > 0
      ? acceptedRecruiterIds.map((id) => ({ recruiter: { id } }))
      : Array.from({ length: row.accepted_recruiters_count }, () => ({ recruiter: { id: 0 } }));
  return {
    authoredBy: { id: num(row.author_id), organization: row.organization_id ? { id: num(row.organization_id) } : null },
    premoderation: row.premoderation,
    isExclusiveForHeadhunters: row.is_exclusive_for_headhunters,
    recruiters,
    // The machine reads only how many candidates there are.
    candidates: Array.from({ length: Math.min(row.candidates_count, 1) }, () => ({ jobRecruiter: { recruiter: { id: 0 } } })),
    status: { code: row.status },
    statistics: { recruitedCandidates: row.recruited_candidates },
  };
}

/** What the job-recruiter machine reads. */
export function recruiterContext(
  row: JobRow,
  recruiterId: number,
  status: JobRecruiterStatus | null,
  termsAgreed: boolean,
  blacklisted = false,
): JobRecruiterContext {
  return {
    job: {
      authoredBy: { id: num(row.author_id), organization: row.organization_id ? { id: num(row.organization_id) } : null },
      acceptingCandidates: row.accepting_candidates,
      acceptingRecruiters: row.accepting_recruiters,
      customTnC: row.custom_terms_phase
        ? { requestOnPhase: { code: row.custom_terms_phase }, agreements: termsAgreed ? [{ recruiter: { id: recruiterId } }] : [] }
        : null,
      status: { code: row.status },
    },
    recruiterId,
    recruiterStatus: status,
    recruiterBlacklisted: blacklisted,
  };
}

/** Whether the company of the vacancy bans this consultant or their agency. */
export async function isBlacklisted(db: Queryable, companyId: number | null, recruiterId: number): Promise<boolean> {
  if (companyId === null) return false;
  const [row] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM blacklists b JOIN users u ON u.id = $2
      WHERE b.company_organization_id = $1 AND (b.recruiter_id = u.id OR b.agency_organization_id = u.organization_id)`,
    [companyId, recruiterId],
  );
  return num(row?.n ?? 0) > 0;
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

/** A vacancy as listed (001 §3, 000 §3); salary details hidden from consultants when confidential. */
/** A vacancy as listed: domain's `vacancyListItemResponse`. */
export type VacancyListItemView = InferOutput<typeof vacancyListItemResponse>;

export function jobListItem(row: JobRow, viewer: Viewer | null): VacancyListItemView {
  const recruiterViewer = viewer ? isRecruiter(viewer) && !isAdmin(viewer) : true;
  const hideSalary = row.salary_confidential && recruiterViewer;
  const job = {
    positionCount: row.position_count,
    placementCount: row.placement_count,
    salaryConfidential: row.salary_confidential,
  };
  return {
    id: num(row.id),
    title: row.title,
    reference: row.reference,
    status: { code: row.status },
    authoredBy: {
      id: num(row.author_id),
      fullName: `${row.author_first_name} ${row.author_last_name}`,
      organization: row.organization_id ? { id: num(row.organization_id), name: row.organization_name ?? '' } : null,
    },
    place:
      row.city || row.country_code
        ? { city: row.city, country: row.country_code ? { code: row.country_code, label: row.country_code } : null }
        : null,
    sectors: row.sectors,
    departments: row.departments,
    positionCount: row.position_count,
    placementCount: row.placement_count,
    salaryConfidential: row.salary_confidential,
    salary: hideSalary
      ? null
      : {
          min: row.salary_min,
          max: row.salary_max,
          currency: row.salary_currency ? { code: row.salary_currency, label: row.salary_currency.toUpperCase() } : null,
        },
    successFeePercentage: row.success_fee_percentage === null ? null : Number(row.success_fee_percentage),
    successFeeFixedAmount: row.success_fee_fixed_amount,
    totalFeeVisible: viewer ? isTotalFeeVisible(job, viewer) : false,
    premoderation: row.premoderation,
    isExclusiveForHeadhunters: row.is_exclusive_for_headhunters,
    acceptingCandidates: row.accepting_candidates,
    acceptingRecruiters: row.accepting_recruiters,
    isFavorite: row.is_favorite ?? false,
    myStatus: row.my_jr_status ? { code: row.my_jr_status, source: row.my_jr_source ? { code: row.my_jr_source } : null } : null,
    statistics: {
      recruitedCandidates: row.recruited_candidates,
      candidates: row.candidates_count,
      recruiters: row.recruiters_count,
      acceptedRecruiters: row.accepted_recruiters_count,
    },
    creationDate: iso(row.created_at),
    publicationDate: iso(row.published_at),
    updateDate: iso(row.updated_at),
  };
}

/** A vacancy with every field (GET /job/{id}/view and the answer of every change). */
export function jobView(row: JobRow, viewer: Viewer): InferOutput<typeof vacancyResponse> {
  return {
    ...jobListItem(row, viewer),
    description: row.description,
    requirements: row.requirements,
    countryCode: row.country_code,
    city: row.city,
    address: row.address,
    zipCode: row.zip_code,
    searchTypes: row.search_types,
    languages: row.languages,
    experienceLevel: row.experience_level,
    contactLanguage: { code: row.contact_language },
    revenueSplit: row.revenue_split,
    approvalId: row.approval_id,
    isPublic: row.is_public,
    customTnC: row.custom_terms_phase ? { requestOnPhase: { code: row.custom_terms_phase } } : null,
    expirationDate: iso(row.expires_at),
    closingDate: iso(row.closed_at),
    statusChangeDate: iso(row.status_changed_at),
  };
}
