/** Shortlists and their candidates as the API answers them. */
import {
  assessmentLevels,
  type ApplicationStatus,
  type AssessmentLevel,
  type InferOutput,
  type JobStatus,
  type shortlistCandidateResponse,
  type shortlistListItemResponse,
  type shortlistResponse,
} from '@mandate/domain';
import { num } from '../db/values';
import type { Queryable } from './common';
import { documentsByIds, reviewsOf, type ReviewRow, type ShortlistCandidateRow, type ShortlistRow } from './shortlist.queries';

type Candidate = InferOutput<typeof shortlistCandidateResponse>;
const levelOf = (value: string | null): AssessmentLevel | null =>
  (assessmentLevels as readonly (string | null)[]).includes(value) ? (value as AssessmentLevel) : null;

const isoOf = (value: Date | string): string => new Date(value).toISOString();
const jobOf = (row: ShortlistRow) => ({ id: num(row.job_id), title: row.job_title, status: { code: row.job_status as JobStatus } });
const createdByOf = (row: ShortlistRow) =>
  row.created_by === null ? null : { id: num(row.created_by), fullName: row.created_by_name ?? '' };

function reviewView(row: ReviewRow): Candidate['reviews'][number] {
  return {
    id: num(row.id),
    author: row.author_id === null ? null : { id: num(row.author_id), fullName: row.author_name ?? '' },
    assessmentLevel: levelOf(row.assessment_level),
    feedback: row.feedback,
    creationDate: isoOf(row.created_at),
    updateDate: isoOf(row.updated_at),
  };
}

/** The candidates of `rows` with their documents and reviews (two more queries for all of them). */
export async function candidateViews(db: Queryable, rows: readonly ShortlistCandidateRow[]): Promise<Candidate[]> {
  const [documents, reviews] = await Promise.all([
    documentsByIds(db, [...new Set(rows.flatMap((r) => r.attachment_ids.map(String)))]),
    reviewsOf(
      db,
      rows.map((r) => r.application_id),
    ),
  ]);
  return rows.map((row) => ({
    application: {
      id: num(row.application_id),
      status: { code: row.status as ApplicationStatus },
      creationDate: isoOf(row.application_created_at),
      comment: row.application_comment,
    },
    candidate: {
      id: num(row.candidate_id),
      fullName: `${row.first_name} ${row.last_name}`.trim(),
      position: row.position,
      employed: row.employed,
      email: row.email,
      phone: row.phone,
      city: row.city,
      country: row.country_code,
    },
    consultant: { id: num(row.recruiter_id), fullName: row.recruiter_name, organization: row.agency_name },
    documents: row.attachment_ids
      .map((id) => documents.get(String(id)))
      .filter((d) => d !== undefined)
      .map((d) => ({ id: num(d.id), title: d.title, size: num(d.size) })),
    reviews: reviews.filter((r) => String(r.application_id) === String(row.application_id)).map(reviewView),
  }));
}

/** A shortlist with its candidates, as `viewerId` sees it. */
export function shortlistView(row: ShortlistRow, candidates: Candidate[], viewerId: number): InferOutput<typeof shortlistResponse> {
  return {
    id: num(row.id),
    job: jobOf(row),
    title: row.title,
    comment: row.comment,
    applications: row.application_ids.map((a) => ({ id: num(a) })),
    recipients: row.recipient_ids.map(num),
    createdBy: createdByOf(row),
    creationDate: isoOf(row.created_at),
    canReview: row.recipient_ids.map(num).includes(viewerId),
    candidates,
  };
}

/** An entry of the shortlist list. */
export function shortlistListItem(row: ShortlistRow, reviewed: number, viewerId: number): InferOutput<typeof shortlistListItemResponse> {
  return {
    id: num(row.id),
    job: jobOf(row),
    title: row.title,
    comment: row.comment,
    createdBy: createdByOf(row),
    creationDate: isoOf(row.created_at),
    candidates: row.application_ids.length,
    reviewedByMe: reviewed,
    canReview: row.recipient_ids.map(num).includes(viewerId),
  };
}
