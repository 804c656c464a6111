/**
 * Schemas of candidates, applications as created and listed, interviews, and the candidate
 * ownership rule (001 §7.5; issue 5 §8). The spec shows these calls but not their payloads; the
 * fields are the ones the submit-candidate dialog shows (000 §2) plus what the ownership rule needs.
 */
import * as v from 'valibot';
import { applicationStatuses, locales } from '../statuses';
import { isLocalDate, type LocalDate } from '../time';
import { flag, id, listPage, optionalRichText, optionalText, option, requiredText, safeString, TEXT_LIMITS } from './fields';

/** Candidate statuses: a deleted candidate stays for the applications that name it. */
export const candidateStatuses = ['active', 'deleted'] as const;
/** A candidate status. */
export type CandidateStatus = (typeof candidateStatuses)[number];

const TYPE = 'domain.error.type' as const;

const emailField = () =>
  v.optional(
    v.pipe(
      v.nullable(v.pipe(safeString(TYPE), v.trim(), v.maxLength(255, 'domain.error.max-length'))),
      v.transform((s) => (s ? s : null)),
      v.check((s) => s === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'domain.error.email'),
    ),
    null,
  );

const phoneField = () =>
  v.optional(
    v.pipe(
      v.nullable(v.pipe(safeString(TYPE), v.trim(), v.regex(/^[\d\s()+\-/.]{0,30}$/, TYPE))),
      v.transform((s) => (s ? s : null)),
    ),
    null,
  );

const optionalDate = () =>
  v.optional(
    v.pipe(
      v.nullable(
        v.pipe(
          safeString('domain.error.date'),
          v.check((s) => s === '' || isLocalDate(s), 'domain.error.date'),
        ),
      ),
      v.transform((d) => (d ? (d as LocalDate) : null)),
    ),
    null,
  );

/** Which privacy-notice document the candidate signed, and when it was recorded (000 §2 consent). */
export const candidateConsentSchema = v.object(
  {
    /** The document's code, e.g. `candidate-privacy-notice` (the PDFs offered per language). */
    document: requiredText(),
    locale: v.optional(option(locales), 'en'),
    /** The signed copy, when uploaded. */
    fileId: v.optional(v.nullable(id()), null),
  },
  'domain.error.required',
);

const candidateFields = {
  firstName: requiredText(),
  lastName: requiredText(),
  email: emailField(),
  phone: phoneField(),
  dateOfBirth: optionalDate(),
  address: optionalText(TEXT_LIMITS.short),
  city: optionalText(TEXT_LIMITS.short),
  zipCode: optionalText(20),
  countryCode: v.optional(
    v.nullable(
      v.pipe(
        safeString(TYPE),
        v.trim(),
        v.regex(/^[A-Za-z]{2,3}$/, 'domain.error.option'),
        v.transform((s) => s.toUpperCase()),
      ),
    ),
    null,
  ),
  employed: v.optional(v.nullable(v.boolean(TYPE)), null),
  position: optionalText(TEXT_LIMITS.short),
  comment: optionalText(),
  attachments: v.optional(v.pipe(v.array(id(), TYPE), v.maxLength(20, 'domain.error.max')), []),
};

/** Candidate create (001 §7.5): names required; contact data, birth date, attachments; an optional consent record. */
export const candidateCreateSchema = v.object(
  { ...candidateFields, consent: v.optional(v.nullable(candidateConsentSchema), null) },
  'domain.error.required',
);

/** Candidate edit: every field of create, each optional (absent leaves it as it is). */
export const candidateEditSchema = v.partial(v.object(candidateFields, 'domain.error.required'));

const pageFields = (defaultSize: number, maxSize: number) => ({
  page: listPage(),
  pageSize: v.optional(
    v.nullable(
      v.pipe(v.number(TYPE), v.integer('domain.error.integer'), v.minValue(1, 'domain.error.min'), v.maxValue(maxSize, 'domain.error.max')),
    ),
    defaultSize,
  ),
});

/** The candidate picker's list (001 §7.5): search, status (array), page, pageSize; answered as `{ items, total }`. */
export const candidateListQuerySchema = v.object(
  {
    search: optionalText(TEXT_LIMITS.short),
    status: v.optional(v.array(option(candidateStatuses), TYPE), ['active']),
    ...pageFields(20, 200),
  },
  'domain.error.required',
);

/** Application create (001 §7.5): the vacancy, the candidate, the ticked consent, an optional cover comment. */
export const applicationCreateSchema = v.object(
  {
    jobId: id(),
    candidateId: id(),
    consent: v.pipe(v.boolean('domain.error.consent'), v.value(true, 'domain.error.consent')),
    comment: optionalRichText(TEXT_LIMITS.long),
    attachments: v.optional(v.pipe(v.array(id(), TYPE), v.maxLength(20, 'domain.error.max')), []),
  },
  'domain.error.required',
);

/** Application match (001 §7.5): does this candidate already have an application on the vacancy? */
export const applicationMatchSchema = v.object(
  { jobId: id(), candidate: v.union([id(), v.object({ id: id() })], TYPE) },
  'domain.error.required',
);

/** Sort fields of the application list. */
export const applicationSortFields = ['creationDate', 'updateDate', 'status', 'candidate'] as const;

/** The application list (001 §7.5): filters, page and sort. */
export const applicationListQuerySchema = v.object(
  {
    jobId: v.optional(v.nullable(id()), null),
    candidateId: v.optional(v.nullable(id()), null),
    recruiterId: v.optional(v.nullable(id()), null),
    status: v.optional(v.array(option(applicationStatuses), TYPE), []),
    search: optionalText(TEXT_LIMITS.short),
    sortBy: v.optional(option(applicationSortFields), 'creationDate'),
    sortOrder: v.optional(
      v.pipe(
        safeString(TYPE),
        v.transform((s) => s.toUpperCase()),
        v.picklist(['ASC', 'DESC'], 'domain.error.option'),
      ),
      'DESC',
    ),
    ...pageFields(20, 200),
  },
  'domain.error.required',
);

/** Application edit (001 §7.5): the consultant's cover comment and attachments. */
export const applicationEditSchema = v.object(
  {
    comment: optionalRichText(TEXT_LIMITS.long),
    attachments: v.optional(v.pipe(v.array(id(), TYPE), v.maxLength(20, 'domain.error.max'))),
  },
  'domain.error.required',
);

/** The employer's rating of a candidate on an application (`/rating/edit`): half stars 0–5. */
export const applicationRatingSchema = v.object(
  {
    rating: v.pipe(
      v.number('domain.error.required'),
      v.minValue(0, 'domain.error.min'),
      v.maxValue(5, 'domain.error.max'),
      v.check((n) => Number.isInteger(n * 2), 'domain.error.step'),
    ),
  },
  'domain.error.required',
);

/** An ISO date-time with a zone (`2026-11-23T14:00:00Z`, `…+01:00`). */
const dateTime = () =>
  v.pipe(
    safeString('domain.error.required'),
    v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'domain.error.date'),
    v.check((s) => {
      const time = Date.parse(s);
      return !Number.isNaN(time) && time >= Date.UTC(1900, 0, 1) && time < Date.UTC(10000, 0, 1);
    }, 'domain.error.date'),
  );

/** How an interview is held: on site (a place), by video (a link) or by phone. */
export const interviewKinds = ['on-site', 'video', 'phone'] as const;
/** How an interview is held. */
export type InterviewKind = (typeof interviewKinds)[number];

/** Interview statuses: a scheduled interview may be moved or cancelled; a cancelled one stays for the record. */
export const interviewStatuses = ['scheduled', 'cancelled'] as const;
/** An interview status. */
export type InterviewStatus = (typeof interviewStatuses)[number];

/** An IANA time zone (`Europe/Zurich`), as the runtime's Intl knows it. */
const timeZone = () =>
  v.pipe(
    safeString(TYPE),
    v.maxLength(64, 'domain.error.max-length'),
    v.check((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'domain.error.option'),
  );

/** A web link (`https://…`, `http://…`) of at most 1,000 characters, or null. */
const optionalLink = () =>
  v.optional(
    v.pipe(
      v.nullable(v.pipe(safeString(TYPE), v.trim(), v.maxLength(1000, 'domain.error.max-length'))),
      v.transform((s) => (s ? s : null)),
      v.check((s) => s === null || /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(s), 'domain.error.url'),
    ),
    null,
  );

/**
 * Interview create and edit (001 §7.5; the spec names the calls, not their fields): when (an ISO
 * date-time with its offset) and in which time zone the organiser entered it (the mails and the
 * lists show the time there; absent: the request's `Timezone` header, else UTC), how long, how it is
 * held — on site at `location`, by `video` at `videoLink` (required then), by `phone` — who
 * takes part on the employer's side, and a note for the consultant and the candidate.
 */
export const interviewSchema = v.pipe(
  v.object(
    {
      date: dateTime(),
      timeZone: v.optional(v.nullable(timeZone()), null),
      durationMinutes: v.optional(
        v.pipe(
          v.number(TYPE),
          v.integer('domain.error.integer'),
          v.minValue(5, 'domain.error.min'),
          v.maxValue(24 * 60, 'domain.error.max'),
        ),
        60,
      ),
      kind: v.optional(option(interviewKinds), 'on-site'),
      location: optionalText(TEXT_LIMITS.short),
      videoLink: optionalLink(),
      participants: optionalText(TEXT_LIMITS.short),
      comment: optionalText(),
    },
    'domain.error.required',
  ),
  v.forward(
    v.partialCheck([['kind'], ['videoLink']], (input) => input.kind !== 'video' || input.videoLink != null, 'domain.error.required'),
    ['videoLink'],
  ),
);

/** Interview cancel: an optional comment. */
export const interviewCancelSchema = v.object({ comment: optionalText() }, 'domain.error.required');

/** The interview list (001 §7.5): by application or vacancy, scheduled or cancelled, paged; by date. */
export const interviewListQuerySchema = v.object(
  {
    applicationId: v.optional(v.nullable(id()), null),
    jobId: v.optional(v.nullable(id()), null),
    status: v.optional(v.nullable(option(interviewStatuses)), null),
    ...pageFields(50, 200),
  },
  'domain.error.required',
);

/** Reactivate (000 §5): a confirmation only; an optional comment for the log. */
export const reactivateCandidateSchema = v.object({ comment: optionalText() }, 'domain.error.required');

/** Review (`/application/{id}/review/{x}`): the review step and an optional comment. */
export const applicationReviewSteps = ['hr', 'line-manager'] as const;

/** The review call's body. */
export const applicationReviewSchema = v.object({ comment: optionalText() }, 'domain.error.required');

/** Flags of the employer-side transitions that notify the consultant. */
export const transitionCommentSchema = v.object({ comment: optionalText(), sendCopyToRecruiter: flag(true) }, 'domain.error.required');
