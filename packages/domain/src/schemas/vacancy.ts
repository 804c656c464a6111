/**
 * Schemas of the vacancy calls beyond the dialogs (001 §7.3, §7.4, §7.6, §7.9): the vacancy form
 * (create and edit), the vacancy list, delegation, shared notes, shortlists, history comments,
 * preferred suppliers, blacklists and invitation templates. The spec shows no form for these; the
 * fields are the vacancy's (001 §3, 000 §3) and this product's.
 */
import * as v from 'valibot';
import {
  assessmentLevels,
  currencyCodes,
  customTermsPhases,
  jobRecruiterStatuses,
  jobStatuses,
  locales,
  sortOrders,
  vacancySortFields,
} from '../statuses';
import {
  amount,
  boundedNumber,
  flag,
  id,
  option,
  optionalRichText,
  optionalText,
  requiredRichText,
  paging,
  requiredText,
  safeString,
  TEXT_LIMITS,
} from './fields';

const TYPE = 'domain.error.type';
const REQUIRED = 'domain.error.required';

/** Most items a list field of a vacancy or a list call takes. */
export const VACANCY_LIST_LIMIT = 50;
/** The page size of the vacancy list when none is asked, and the largest one allowed. */
export const VACANCY_PAGE_SIZE = 20;
export const VACANCY_MAX_PAGE_SIZE = 200;

/** A list of reference codes (sectors, departments...): short strings, without duplicates. */
const codes = () =>
  v.pipe(
    v.array(v.pipe(safeString(TYPE), v.trim(), v.nonEmpty(TYPE), v.maxLength(64, 'domain.error.max-length')), TYPE),
    v.maxLength(VACANCY_LIST_LIMIT, 'domain.error.max'),
    v.transform((list) => [...new Set(list)]),
  );

/** A country code, two or three letters, upper case. */
const country = () =>
  v.nullable(
    v.pipe(
      safeString(TYPE),
      v.trim(),
      v.regex(/^[A-Za-z]{2,3}$/, 'domain.error.option'),
      v.transform((s) => s.toUpperCase()),
    ),
  );

/** The largest amount a vacancy stores (a 32-bit integer column). */
export const VACANCY_MAX_AMOUNT = 2_000_000_000;
const optionalAmount = () => v.optional(v.nullable(v.pipe(amount(), v.maxValue(VACANCY_MAX_AMOUNT, 'domain.error.max'))));

/** The fields of the vacancy form; every one optional so the edit can send only what changes. */
const vacancyFields = {
  title: v.optional(requiredText()),
  reference: v.optional(optionalText(TEXT_LIMITS.short)),
  description: v.optional(optionalRichText(TEXT_LIMITS.long * 10)),
  requirements: v.optional(optionalRichText(TEXT_LIMITS.long * 10)),
  countryCode: v.optional(country()),
  city: v.optional(optionalText(TEXT_LIMITS.short)),
  address: v.optional(optionalText(TEXT_LIMITS.short)),
  zipCode: v.optional(optionalText(20)),
  sectors: v.optional(codes()),
  departments: v.optional(codes()),
  searchTypes: v.optional(codes()),
  languages: v.optional(codes()),
  experienceLevel: v.optional(optionalText(64)),
  contactLanguage: v.optional(option(locales)),
  positionCount: v.optional(
    v.pipe(v.number(REQUIRED), v.integer('domain.error.integer'), v.minValue(1, 'domain.error.min'), v.maxValue(1000, 'domain.error.max')),
  ),
  salaryMin: optionalAmount(),
  salaryMax: optionalAmount(),
  salaryCurrency: v.optional(v.nullable(option(currencyCodes))),
  salaryConfidential: v.optional(v.boolean(TYPE)),
  successFeePercentage: v.optional(v.nullable(boundedNumber(0, 100, 0.01))),
  successFeeFixedAmount: optionalAmount(),
  revenueSplit: v.optional(optionalText(64)),
  approvalId: v.optional(optionalText(TEXT_LIMITS.short)),
  isExclusiveForHeadhunters: v.optional(v.boolean(TYPE)),
  isPublic: v.optional(v.boolean(TYPE)),
  acceptingCandidates: v.optional(v.boolean(TYPE)),
  acceptingRecruiters: v.optional(v.boolean(TYPE)),
  customTermsPhase: v.optional(v.nullable(option(customTermsPhases))),
};

/** The salary range must not be upside down. */
const salaryInOrder = (f: { salaryMin?: number | null; salaryMax?: number | null }) =>
  f.salaryMin == null || f.salaryMax == null || f.salaryMin <= f.salaryMax;

/** Create a vacancy (a draft): the title is required, everything else optional. */
export const vacancyCreateSchema = v.pipe(
  v.object({ ...vacancyFields, title: requiredText() }, REQUIRED),
  v.forward(
    v.check((f) => salaryInOrder(f), 'domain.error.min'),
    ['salaryMax'],
  ),
);

/** Edit a vacancy: only the fields sent change; a sent title must not be empty. */
export const vacancyEditSchema = v.pipe(
  v.object(vacancyFields, REQUIRED),
  v.forward(
    v.check((f) => salaryInOrder(f), 'domain.error.min'),
    ['salaryMax'],
  ),
);

const sortOrder = (fallback: (typeof sortOrders)[number]) =>
  v.optional(
    v.pipe(
      safeString(TYPE),
      v.transform((s) => s.toUpperCase()),
      v.picklist(sortOrders, 'domain.error.option'),
    ),
    fallback,
  );

/**
 * The vacancy list (POST /job/list): free text, statuses, the author or organisation, place and
 * areas, favourites only, the viewer's own consultant statuses, paging and sort (newest first).
 */
export const vacancyListQuerySchema = v.object({
  search: v.optional(optionalText(TEXT_LIMITS.short)),
  statuses: v.optional(v.pipe(v.array(option(jobStatuses), TYPE), v.maxLength(jobStatuses.length, 'domain.error.max')), []),
  authorId: v.optional(v.nullable(id())),
  organizationId: v.optional(v.nullable(id())),
  countryCode: v.optional(country()),
  sectors: v.optional(codes(), []),
  departments: v.optional(codes(), []),
  favouritesOnly: flag(),
  recruiterStatuses: v.optional(
    v.pipe(v.array(option(jobRecruiterStatuses), TYPE), v.maxLength(jobRecruiterStatuses.length, 'domain.error.max')),
    [],
  ),
  sortBy: v.optional(option(vacancySortFields), 'creationDate'),
  sortOrder: sortOrder('DESC'),
  ...paging(VACANCY_PAGE_SIZE, VACANCY_MAX_PAGE_SIZE),
});

/** The public vacancy list (GET /job/public-list): search and paging only. */
export const publicVacancyListQuerySchema = v.object({
  search: v.optional(optionalText(TEXT_LIMITS.short)),
  countryCode: v.optional(country()),
  ...paging(VACANCY_PAGE_SIZE, VACANCY_MAX_PAGE_SIZE),
});

/** Delegate a vacancy (001 §7.3): from one user to another. */
export const delegateVacancySchema = v.pipe(
  v.object({ fromUser: id(), toUser: id() }, REQUIRED),
  v.forward(
    v.check((d) => d.fromUser !== d.toUser, 'domain.error.option'),
    ['toUser'],
  ),
);

/** A comment on a status change that needs no reason (reactivate, reopen, approve...). */
export const statusCommentSchema = v.object({ comment: optionalText() }, REQUIRED);

/**
 * Publish a draft (001 §4.1 "Pay for publication"): the terms of `POST /job/tos` accepted — in which
 * language and revision; the server keeps the acceptance with who published and when.
 */
export const publishVacancySchema = v.object(
  {
    comment: optionalText(),
    terms: v.object(
      {
        accepted: v.literal(true, 'domain.error.consent'),
        locale: v.picklist(locales, 'domain.error.option'),
        revision: v.pipe(safeString(TYPE), v.nonEmpty(REQUIRED), v.maxLength(32, 'domain.error.max-length')),
      },
      REQUIRED,
    ),
  },
  REQUIRED,
);

/** A toggle (accepting candidates / headhunters): the new value, or the opposite of the current one when absent. */
export const toggleSchema = v.object({ value: v.optional(v.boolean(TYPE)) }, REQUIRED);

/** A shared note on a vacancy. */
export const sharedNoteCreateSchema = v.object({ jobId: id(), content: requiredRichText() }, REQUIRED);
/** Editing a shared note. */
export const sharedNoteEditSchema = v.object({ content: requiredRichText() }, REQUIRED);

/** Edit the comment of a vacancy history entry. */
export const historyEditSchema = v.object({ id: id(), comment: optionalText() }, REQUIRED);

/** Create a shortlist of a vacancy: the applications on it and who reviews it. */
export const shortlistCreateSchema = v.object(
  {
    title: v.optional(optionalText(TEXT_LIMITS.short)),
    comment: v.optional(optionalText()),
    applications: v.optional(v.pipe(v.array(id(), TYPE), v.maxLength(500, 'domain.error.max')), []),
    recipients: v.optional(v.pipe(v.array(id(), TYPE), v.maxLength(VACANCY_LIST_LIMIT, 'domain.error.max')), []),
  },
  REQUIRED,
);

/**
 * A reviewer's verdict on one candidate of a shortlist (`POST /job/shortlist/{id}/review`): the
 * application, the feedback text (required: a review says why) and an assessment level from
 * `assessment-levels` — the fields of the employer's feedback dialog (`applicationFeedbackSchema`).
 */
export const shortlistReviewSchema = v.object(
  {
    applicationId: id(),
    feedback: requiredText(TEXT_LIMITS.long),
    assessmentLevel: v.optional(v.nullable(v.picklist(assessmentLevels, 'domain.error.option')), null),
  },
  REQUIRED,
);

/** Put a consultant or an agency on a company's preferred-supplier list (POST /psl/organization/{id}/create). */
export const preferredSupplierCreateSchema = v.pipe(
  v.object(
    { recruiterId: v.optional(v.nullable(id())), agencyOrganizationId: v.optional(v.nullable(id())), comment: v.optional(optionalText()) },
    REQUIRED,
  ),
  v.forward(
    v.check((p) => (p.recruiterId == null) !== (p.agencyOrganizationId == null), REQUIRED),
    ['recruiterId'],
  ),
);
/** Edit a preferred-supplier entry. */
export const preferredSupplierEditSchema = v.object({ comment: v.optional(optionalText()) }, REQUIRED);

/** The preferred-supplier list (POST /psl/list). */
export const preferredSupplierListQuerySchema = v.object({
  organizationId: v.optional(v.nullable(id())),
  status: v.optional(v.nullable(option(['active', 'revoked'] as const))),
  search: v.optional(optionalText(TEXT_LIMITS.short)),
  ...paging(50, VACANCY_MAX_PAGE_SIZE),
});

/** Ban a consultant or an agency for a company. */
export const blacklistCreateSchema = v.pipe(
  v.object(
    {
      companyOrganizationId: v.optional(v.nullable(id())),
      recruiterId: v.optional(v.nullable(id())),
      agencyOrganizationId: v.optional(v.nullable(id())),
      comment: v.optional(optionalText()),
    },
    REQUIRED,
  ),
  v.forward(
    v.check((p) => (p.recruiterId == null) !== (p.agencyOrganizationId == null), REQUIRED),
    ['recruiterId'],
  ),
);
/** Edit a blacklist entry. */
export const blacklistEditSchema = v.object({ comment: v.optional(optionalText()) }, REQUIRED);
/** The blacklist (list call). */
export const blacklistListQuerySchema = v.object({
  organizationId: v.optional(v.nullable(id())),
  search: v.optional(optionalText(TEXT_LIMITS.short)),
  ...paging(50, VACANCY_MAX_PAGE_SIZE),
});

/** Invitation template kinds (001 §7.6). */
export const invitationTemplateKinds = ['invite', 'selected-recruiter'] as const;

/** Render an invitation template (001 §7.6): comment, job, recipient, language. */
export const renderTemplateSchema = v.object(
  {
    jobId: id(),
    recipient: id(),
    comment: v.optional(optionalRichText(TEXT_LIMITS.long * 10)),
    language: v.optional(option(locales), 'en'),
    template: v.optional(v.nullable(v.object({ subject: requiredText(), body: requiredRichText() }, REQUIRED))),
  },
  REQUIRED,
);

/** Edit an invitation template (admins: the platform's; a company: its own). */
export const templateEditSchema = v.object({ subject: requiredText(), body: requiredRichText() }, REQUIRED);

/** A record id in a body of the fee calculator and the consultant list: a positive whole number (up to 10^15). */
const recordId = () =>
  v.pipe(v.number(TYPE), v.integer('domain.error.integer'), v.minValue(1, 'domain.error.min'), v.maxValue(1e15, 'domain.error.max'));

/** A whole amount of the fee calculator, 0 to 10^12. */
const calculatorAmount = () =>
  v.optional(
    v.nullable(
      v.pipe(v.number(TYPE), v.integer('domain.error.integer'), v.minValue(0, 'domain.error.min'), v.maxValue(1e12, 'domain.error.max')),
    ),
  );

/**
 * The fee calculator (POST /job/success-fee): a total package with the fee of a vacancy (`jobId`) or
 * the given percentage / fixed amount, and a revenue split code (the vacancy's, else the default).
 */
export const successFeeSchema = v.object({
  jobId: v.optional(v.nullable(recordId())),
  totalCompensation: calculatorAmount(),
  successFeePercentage: v.optional(
    v.nullable(v.pipe(v.number(TYPE), v.minValue(0, 'domain.error.min'), v.maxValue(100, 'domain.error.max'))),
  ),
  successFeeFixedAmount: calculatorAmount(),
  revenueSplit: v.optional(v.nullable(v.pipe(safeString(TYPE), v.maxLength(64, 'domain.error.max-length')))),
});

/** The terms document (POST /job/tos): its language and revision. */
export const termsDocumentSchema = v.object({
  locale: v.optional(v.picklist(locales, 'domain.error.option'), 'en'),
  revision: v.optional(v.nullable(v.pipe(safeString(TYPE), v.maxLength(32, 'domain.error.max-length')))),
});

/** The list of consultants on vacancies (POST /job-recruiter/list): by vacancy, consultant and status, paged. */
export const jobRecruiterListQuerySchema = v.object({
  jobId: v.optional(v.nullable(recordId())),
  recruiterId: v.optional(v.nullable(recordId())),
  statuses: v.optional(
    v.pipe(v.array(v.picklist(jobRecruiterStatuses, 'domain.error.option'), TYPE), v.maxLength(6, 'domain.error.max')),
    [],
  ),
  ...paging(20, 200),
});
