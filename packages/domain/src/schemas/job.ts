/**
 * Schemas of the vacancy dialogs (001 §2.5, §3, §5).
 */
import * as v from 'valibot';
import { locales } from '../statuses';
import {
  consultantRating,
  flag,
  id,
  nonEmptyList,
  option,
  optionalRichText,
  optionalText,
  requiredRichText,
  requiredText,
  TEXT_LIMITS,
} from './fields';
import type { SchemaContext } from './fields';
import { withdrawCandidateSchema } from './application';

/**
 * Cancel vacancy (001 §5): cancelReason required; comment; send a copy to the employer; the
 * admin-only suppress-notifications checkbox (refused for others); a rating per consultant.
 */
export const cancelVacancySchema = (context: SchemaContext = {}) =>
  v.object(
    {
      cancelReason: requiredText(),
      comment: optionalText(),
      sendCopyToEmployer: flag(),
      suppressNotifications: context.isAdmin
        ? flag()
        : v.optional(v.pipe(v.boolean('domain.error.type'), v.value(false, 'domain.error.admin-only')), false),
      ratings: v.optional(v.array(consultantRating(), 'domain.error.type'), []),
    },
    'domain.error.required',
  );

/** Put vacancy on hold (001 §5): reason required, comment. */
export const onHoldSchema = v.object({ reason: requiredText(), comment: optionalText() }, 'domain.error.required');

/** Decline invitation (001 §5): declineReason required, comment, send a copy to the employer. */
export const declineInvitationSchema = v.object(
  { declineReason: requiredText(), comment: optionalText(), sendCopyToEmployer: flag() },
  'domain.error.required',
);

/** Apply / accept invitation (001 §5): the cover letter (`comment`) is required. */
export const applySchema = v.object({ comment: requiredRichText() }, 'domain.error.required');

/** Reject search consultant (001 §2.5): reason text (`comment`) required, send a copy to the consultant. */
export const rejectRecruiterSchema = v.object(
  { comment: requiredText(TEXT_LIMITS.long), sendCopyToRecruiter: flag() },
  'domain.error.required',
);

/** The consultant withdraws their own application to a vacancy (001 §2.5): same form as withdrawing a candidate. */
export const withdrawRecruiterSchema = withdrawCandidateSchema;

/** Invite search consultants (001 §2.5, §5): at least one consultant, the invitation text required, its language. */
export const inviteSchema = v.object(
  { recruiters: nonEmptyList(id()), comment: requiredRichText(), language: v.optional(option(locales), 'en') },
  'domain.error.required',
);

/**
 * Select suppliers (001 §2.5, §5): at least one consultant; admins also give the notification
 * template, subject and body required; non-admins finish after step 1 without one.
 */
export const selectSuppliersSchema = (context: SchemaContext = {}) =>
  v.object(
    {
      recruiters: nonEmptyList(id()),
      comment: context.isAdmin
        ? v.object({ subject: requiredText(), body: requiredRichText() }, 'domain.error.required')
        : v.optional(v.nullable(v.object({ subject: optionalText(), body: optionalRichText() })), null),
      language: v.optional(option(locales), 'en'),
    },
    'domain.error.required',
  );
