/**
 * Answers about applications: the list, the record with its audit trail, feedback and placement,
 * the ownership match. Arrays are mutable in the inferred types, as the API client's application
 * types had them.
 */
import * as v from 'valibot';
import { applicationActions } from '../machines/application';
import { applicationStatuses, jobStatuses } from '../statuses';
import { interviewKinds, interviewStatuses } from '../schemas/candidate';
import { isLocalDate, type LocalDate } from '../time';
import { coded, count, id, isoDateTime, text } from './shared';

const nullableDate = () => v.nullable(isoDateTime());
const personRef = () => v.object({ id: id(), fullName: text() });
/** A calendar day as `YYYY-MM-DD` (domain's `LocalDate`). */
const localDate = () => v.custom<LocalDate>(isLocalDate, 'a calendar day YYYY-MM-DD');

/**
 * One entry of a workflow record's status log (the audit trail of `workflow/statusLog`): the
 * spec's `logs` (status, creationDate, comment) plus the action, the status before, the reason and
 * who did it, as the application, placement and candidate-list logs read it; `statuses` are the
 * record's. (The server answers more fields, which the vacancy history reads.)
 */
export const statusLogEntry = <const C extends readonly [string, ...string[]]>(statuses: C) =>
  v.object({
    id: id(),
    action: text(),
    status: coded(statuses),
    fromStatus: v.nullable(coded()),
    reason: v.nullable(text()),
    comment: v.nullable(text()),
    actor: v.nullable(personRef()),
    creationDate: isoDateTime(),
  });

/** An application as listed (`POST /application/list`). */
export const applicationListItemResponse = v.object({
  id: id(),
  status: v.object({ code: v.picklist(applicationStatuses), label: text() }),
  job: v.object({ id: id(), title: text(), status: coded(jobStatuses) }),
  candidate: v.object({
    id: id(),
    fullName: text(),
    email: v.nullable(text()),
    phone: v.nullable(text()),
    city: v.nullable(text()),
  }),
  recruiter: v.object({
    id: id(),
    fullName: text(),
    organization: v.nullable(v.object({ id: id(), name: v.nullable(text()) })),
  }),
  /** The employer's rating in half stars. */
  rating: v.nullable(v.number()),
  interviewsCount: count(),
  creationDate: nullableDate(),
  statusChangeDate: nullableDate(),
});

/** Employer feedback on an application (000 §3). */
export const feedbackResponse = v.object({
  id: id(),
  applicationId: id(),
  feedback: text(),
  assessmentLevel: v.nullable(text()),
  author: v.nullable(personRef()),
  creationDate: nullableDate(),
  updateDate: nullableDate(),
});

/** A placement (001 §3): the hire's package, fee and dates. */
export const placementResponse = v.object({
  id: id(),
  applicationId: id(),
  jobId: id(),
  status: coded(['active', 'reverted']),
  offerDate: localDate(),
  signatureDate: localDate(),
  startDate: localDate(),
  totalPackage: v.number(),
  recruitmentFee: v.number(),
  feePercentage: v.nullable(v.number()),
  revenueSplit: v.nullable(text()),
  approvalNumber: text(),
  approvalNote: v.nullable(text()),
  isGuaranteeCase: v.boolean(),
  creationDate: nullableDate(),
  updateDate: nullableDate(),
});

/**
 * An application with its status log (the audit trail), the latest feedback (for the employer
 * side), the active placement and the actions the user may take now (domain's machine).
 */
export const applicationResponse = v.object({
  ...applicationListItemResponse.entries,
  comment: v.nullable(text()),
  attachments: v.array(id()),
  rejectReason: v.nullable(text()),
  withdrawReason: v.nullable(text()),
  updateDate: nullableDate(),
  logs: v.array(statusLogEntry(applicationStatuses)),
  feedback: v.nullable(feedbackResponse),
  placement: v.nullable(placementResponse),
  actions: v.array(v.picklist(applicationActions)),
});

/** `POST /application/match`: whether a candidate is on a vacancy already, and which other agency owns the person at its employer. */
export const applicationMatchResponse = v.object({
  application: v.nullable(v.object({ id: id(), status: coded(applicationStatuses) })),
  ownedBy: v.nullable(
    v.object({
      recruiter: personRef(),
      organization: v.nullable(v.object({ id: id(), name: v.nullable(text()) })),
      since: isoDateTime(),
      until: isoDateTime(),
      matchedKeys: v.array(v.picklist(['email', 'phone', 'nameBirth'])),
    }),
  ),
});

/** An interview of an application (001 §7.5): when (ISO, and the zone it was entered in), how, where, who; its state. */
export const interviewResponse = v.object({
  id: id(),
  applicationId: id(),
  jobId: id(),
  job: v.object({ id: id(), title: text() }),
  candidate: v.object({ id: id(), fullName: text() }),
  /** ISO date-time. */
  date: v.nullable(isoDateTime()),
  /** The IANA zone the time was entered in (mails and lists show the time there). */
  timeZone: text(),
  durationMinutes: count(),
  kind: v.picklist(interviewKinds),
  location: v.nullable(text()),
  videoLink: v.nullable(text()),
  participants: v.nullable(text()),
  comment: v.nullable(text()),
  status: coded(interviewStatuses),
  cancelComment: v.nullable(text()),
  cancellationDate: v.nullable(isoDateTime()),
  author: v.nullable(v.object({ id: id(), fullName: text() })),
  creationDate: v.nullable(isoDateTime()),
  updateDate: v.nullable(isoDateTime()),
});
