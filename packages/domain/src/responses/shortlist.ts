/**
 * Answers about shortlists (001 §2.2, §7.3): a vacancy's candidates as its reviewers (line managers)
 * read and print them, each with the facts, documents and the reviews given so far.
 */
import * as v from 'valibot';
import { applicationStatuses, assessmentLevels, jobStatuses } from '../statuses';
import { coded, count, id, isoDateTime, list, listPage, text } from './shared';

const nullableText = () => v.nullable(text());
const personRef = () => v.object({ id: id(), fullName: text() });

/** One review of a candidate: who, their assessment level and their feedback. */
export const shortlistReviewResponse = v.object({
  id: id(),
  author: v.nullable(personRef()),
  assessmentLevel: v.nullable(v.picklist(assessmentLevels)),
  feedback: text(),
  creationDate: isoDateTime(),
  updateDate: isoDateTime(),
});

/** One candidate of a shortlist: the application, the person, the consultant, documents and reviews. */
export const shortlistCandidateResponse = v.object({
  application: v.object({ id: id(), status: coded(applicationStatuses), creationDate: isoDateTime(), comment: nullableText() }),
  candidate: v.object({
    id: id(),
    fullName: text(),
    position: nullableText(),
    employed: v.nullable(v.boolean()),
    email: nullableText(),
    phone: nullableText(),
    city: nullableText(),
    country: nullableText(),
  }),
  consultant: v.object({ id: id(), fullName: text(), organization: nullableText() }),
  documents: list(v.object({ id: id(), title: text(), size: count() })),
  reviews: list(shortlistReviewResponse),
});

const shortlistJob = () => v.object({ id: id(), title: text(), status: coded(jobStatuses) });

/** `GET /job/shortlist/{id}/view`, `POST /job/{id}/shortlist/create`: a shortlist with its candidates. */
export const shortlistResponse = v.object({
  id: id(),
  job: shortlistJob(),
  title: nullableText(),
  comment: nullableText(),
  applications: list(v.object({ id: id() })),
  recipients: list(id()),
  createdBy: v.nullable(personRef()),
  creationDate: isoDateTime(),
  /** Whether the viewer is one of its reviewers (may review its candidates). */
  canReview: v.boolean(),
  candidates: list(shortlistCandidateResponse),
});

/** An entry of `GET /job/shortlist/list`: a shortlist, how many candidates it has and how many the viewer reviewed. */
export const shortlistListItemResponse = v.object({
  id: id(),
  job: shortlistJob(),
  title: nullableText(),
  comment: nullableText(),
  createdBy: v.nullable(personRef()),
  creationDate: isoDateTime(),
  candidates: count(),
  reviewedByMe: count(),
  canReview: v.boolean(),
});

/** `GET /job/shortlist/list`. */
export const shortlistListResponse = listPage(shortlistListItemResponse);

/** `GET /job/{id}/shortlist/candidates`: the vacancy's shortlisted candidates, for its print page. */
export const jobShortlistResponse = v.object({ job: shortlistJob(), candidates: list(shortlistCandidateResponse) });
