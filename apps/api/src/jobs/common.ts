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
  type InferOutput,
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
import { blacklistCount, loadJobRow, type JobRow } from './job.queries';

/** The seed recounts consultants as the routes do. */
export { recountRecruiters } from './job.queries';

export type Queryable = Pick<Database, 'query'>;
export type Viewer = ReturnType<typeof requireUser>;

/** A date as ISO text: a Date from the driver formatted, a text from `isoText` as it is. */
const iso = (value: Date | string | null | undefined) => (value == null ? null : typeof value === 'string' ? value : value.toISOString());

/** Loads one vacancy as `viewerId` sees it; `lock` takes a row lock for a change in a transaction. */
export async function loadJob(db: Queryable, id: number, viewerId: number, lock = false): Promise<JobRow | undefined> {
  return loadJobRow(db, id, viewerId, lock);
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
  return num(await blacklistCount(db, companyId, recruiterId)) > 0;
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
