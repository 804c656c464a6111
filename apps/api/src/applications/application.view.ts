/** Application, placement and feedback rows as the API answers them. */
import {
  applicationStatusLabel,
  type ApplicationStatus,
  type applicationListItemResponse,
  type applicationMatchResponse,
  type feedbackResponse,
  type InferOutput,
  type placementResponse,
} from '@mandate/domain';
import { type Locale } from '../http/i18n';
import { iso } from '../db/values';
import { type ApplicationRow, type PlacementRow, type FeedbackRow } from './application.queries';
import { type OwningSubmission } from './ownership';

/** The answer of `/application/match`: the candidate's application on the vacancy and who owns the person at its employer. */
export function matchView({
  existing,
  owner,
}: {
  existing: { id: number; status: ApplicationStatus } | null;
  owner: OwningSubmission | null;
}): InferOutput<typeof applicationMatchResponse> {
  return {
    application: existing ? { id: existing.id, status: { code: existing.status } } : null,
    ownedBy: owner
      ? {
          recruiter: { id: owner.recruiterId, fullName: owner.recruiterName },
          organization: owner.organizationId === null ? null : { id: owner.organizationId, name: owner.organizationName },
          since: owner.since,
          until: owner.until,
          matchedKeys: owner.matchedKeys,
        }
      : null,
  };
}
/** A placement as 001 §3 lists it. */
export function placementView(row: PlacementRow): InferOutput<typeof placementResponse> {
  return {
    id: Number(row.id),
    applicationId: Number(row.application_id),
    jobId: Number(row.job_id),
    status: { code: row.status },
    offerDate: row.offer_date,
    signatureDate: row.signature_date,
    startDate: row.start_date,
    totalPackage: Number(row.total_package),
    recruitmentFee: Number(row.recruitment_fee),
    feePercentage: row.fee_percentage === null ? null : Number(row.fee_percentage),
    revenueSplit: row.revenue_split,
    approvalNumber: row.approval_number,
    approvalNote: row.approval_note,
    isGuaranteeCase: row.is_guarantee_case,
    creationDate: iso(row.created_at),
    updateDate: iso(row.updated_at),
  };
}

export function feedbackView(row: FeedbackRow): InferOutput<typeof feedbackResponse> {
  return {
    id: Number(row.id),
    applicationId: Number(row.application_id),
    feedback: row.feedback,
    assessmentLevel: row.assessment_level,
    author: row.author_id === null ? null : { id: Number(row.author_id), fullName: row.author_name ?? '' },
    creationDate: iso(row.created_at),
    updateDate: iso(row.updated_at),
  };
}

/** An application in a list. */
export function listEntry(row: ApplicationRow, locale: Locale): InferOutput<typeof applicationListItemResponse> {
  return {
    id: Number(row.id),
    status: { code: row.status, label: applicationStatusLabel(row.status, locale) },
    job: { id: Number(row.job_id), title: row.title, status: { code: row.job_status } },
    candidate: {
      id: Number(row.candidate_id),
      fullName: `${row.first_name} ${row.last_name}`,
      email: row.candidate_email,
      phone: row.candidate_phone,
      city: row.candidate_city,
    },
    recruiter: {
      id: Number(row.recruiter_id),
      fullName: row.recruiter_name,
      organization: row.agency_organization_id === null ? null : { id: Number(row.agency_organization_id), name: row.agency_name },
    },
    rating: row.rating === null ? null : Number(row.rating),
    interviewsCount: row.interviews_count,
    creationDate: iso(row.created_at),
    statusChangeDate: iso(row.status_changed_at),
  };
}
