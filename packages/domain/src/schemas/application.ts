/**
 * Schemas of the candidate workflow dialogs on an application (000 §2, §3, §5; 001 §3, §7.5).
 */
import * as v from 'valibot';
import { applicationPdfPages, submitCandidateModes } from '../statuses';
import {
  amount,
  consultantRating,
  flag,
  id,
  localDate,
  nonEmptyList,
  option,
  optionalText,
  pastOrToday,
  requiredText,
  safeString,
  TEXT_LIMITS,
} from './fields';
import type { SchemaContext } from './fields';

/** The dates, package and approval fields shared by the hire dialog and the placement form. */
const placementCore = (context: SchemaContext) => ({
  totalPackage: amount(),
  recruitmentFee: v.optional(v.nullable(v.number('domain.error.type'))),
  offerDate: pastOrToday(context.today),
  signatureDate: localDate(),
  startDate: localDate(),
  approvalNumber: requiredText(),
  approvalNote: optionalText(),
});

/**
 * Hire (000 §5): totalPackage required and at least 0; offer, signature and start dates required;
 * offer date not later than `today`; approval number required; a rating per consultant (half stars).
 * `recruitmentFee` is derived ({@link recruitmentFee}) and only passed along.
 */
export const hireSchema = (context: SchemaContext = {}) =>
  v.object(
    { ...placementCore(context), ratings: v.optional(v.array(consultantRating(), 'domain.error.type'), []) },
    'domain.error.required',
  );

/**
 * The placement update form (001 §2.5, §7.5): the hire fields plus revenue split, fee percentage,
 * job and guarantee case. The offer date may not be later than `today` either.
 */
export const placementSchema = (context: SchemaContext = {}) =>
  v.object(
    {
      ...placementCore(context),
      jobId: id(),
      revenueSplit: v.optional(v.nullable(safeString('domain.error.type')), null),
      feePercentage: v.optional(v.nullable(v.number('domain.error.type')), null),
      isGuaranteeCase: flag(),
    },
    'domain.error.required',
  );

/**
 * Make offer (000 §5): comment required; admins must also give the date (`creationDate`), not later
 * than today; others may not. One object schema per role, so the payload type says so too: an
 * employer's payload has no date (`{ comment }`), an admin's has one.
 */
export const offerSchema = (context: SchemaContext = {}) =>
  context.isAdmin
    ? v.object({ comment: requiredText(TEXT_LIMITS.long), creationDate: pastOrToday(context.today) }, 'domain.error.required')
    : v.object(
        { comment: requiredText(TEXT_LIMITS.long), creationDate: v.optional(v.nullable(v.undefined('domain.error.admin-only'))) },
        'domain.error.required',
      );

/** Reject candidate (000 §5): rejectReason required, comment optional. */
export const rejectCandidateSchema = v.object({ rejectReason: requiredText(), comment: optionalText() }, 'domain.error.required');

/** Backup candidate (000 §3): an optional comment. */
export const backupCandidateSchema = v.object({ comment: optionalText() }, 'domain.error.required');

/**
 * Withdraw candidate (001 §2.5, §7.5): withdrawReason required, comment, send a copy to the employer.
 * The consultant's withdrawal of their own application to a vacancy has the same form ({@link withdrawRecruiterSchema}).
 */
export const withdrawCandidateSchema = v.object(
  { withdrawReason: requiredText(), comment: optionalText(), sendCopyToEmployer: flag() },
  'domain.error.required',
);

/** Edit feedback on an application or a candidate list (000 §3): feedback text required, assessment level. */
export const applicationFeedbackSchema = v.object(
  {
    id: v.optional(id()),
    feedback: requiredText(TEXT_LIMITS.long),
    assessmentLevel: v.optional(v.nullable(safeString('domain.error.type')), null),
  },
  'domain.error.required',
);

/**
 * Submit candidate (000 §2, §5): create new, edit existing or create a copy; existing and copy need
 * a selected candidate; the data-privacy consent must be ticked.
 */
export const submitCandidateSchema = v.pipe(
  v.object(
    {
      mode: option(submitCandidateModes),
      candidateId: v.optional(v.nullable(id()), null),
      consent: v.pipe(v.boolean('domain.error.consent'), v.value(true, 'domain.error.consent')),
    },
    'domain.error.required',
  ),
  v.forward(
    v.partialCheck([['mode'], ['candidateId']], (input) => input.mode === 'create' || input.candidateId != null, 'domain.error.required'),
    ['candidateId'],
  ),
);

/** Defaults of the attachment download dialog (000 §2). */
export const applicationPdfDefaults = {
  pages: ['attachments', 'mandatory-documents', 'data-protection'],
  separately: true,
} as const;

/** Download application attachments (000 §2): which PDF pages, and whether separately. */
export const applicationPdfSchema = v.object(
  {
    pages: v.optional(nonEmptyList(option(applicationPdfPages)), [...applicationPdfDefaults.pages]),
    separately: flag(applicationPdfDefaults.separately),
  },
  'domain.error.required',
);
