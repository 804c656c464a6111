/** A consultant on a vacancy as the API answers it. */
import { jobRecruiterDisplayStatus, type InferOutput, type jobRecruiterResponse } from '@mandate/domain';
import type { StatusLogView } from '../workflow/statusLog';
import { num } from '../db/values';
import type { JobRecruiterRow } from './recruiter.queries';
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A consultant on a vacancy (001 §3 job-recruiter), with the displayed status of 000 §4. */
export function jobRecruiterView(row: JobRecruiterRow, logs?: StatusLogView[]): InferOutput<typeof jobRecruiterResponse> {
  return {
    id: num(row.id),
    job: { id: num(row.job_id), title: row.job_title },
    recruiter: {
      id: num(row.recruiter_id),
      fullName: `${row.first_name} ${row.last_name}`,
      organization: row.organization_id ? { id: num(row.organization_id), name: row.organization_name ?? '' } : null,
    },
    status: { code: row.status },
    displayStatus: { code: jobRecruiterDisplayStatus(row.status, row.source) },
    comment: row.comment,
    lastStatus: { source: { code: row.source }, creationDate: iso(row.status_changed_at) },
    termsAgreed: row.terms_agreed_at !== null,
    testimonialRequestDate: iso(row.testimonial_requested_at),
    companyPlacementsCount: row.placements_count,
    candidatesCount: num(row.candidates_count),
    creationDate: iso(row.created_at),
    ...(logs ? { logs } : {}),
  };
}
