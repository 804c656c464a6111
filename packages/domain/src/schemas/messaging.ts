/**
 * Schemas of messaging, notes, payment terms, product feedback and add-contacts (001 §2.5, §3, §5).
 */
import * as v from 'valibot';
import { noteTypes, paymentTermModes } from '../statuses';
import {
  flag,
  id,
  nonEmptyList,
  option,
  optionalText,
  paging,
  ref,
  requiredRichText,
  requiredText,
  safeString,
  TEXT_LIMITS,
} from './fields';

/** New thread (001 §5): participants (at least one), subject and message required; attachments; an optional job. */
export const threadSchema = v.object(
  {
    participants: nonEmptyList(ref()),
    subject: requiredText(),
    message: v.object(
      { content: requiredRichText(), attachments: v.optional(v.array(id(), 'domain.error.type'), []) },
      'domain.error.required',
    ),
    job: v.optional(v.nullable(ref()), null),
  },
  'domain.error.required',
);

/** Note (001 §2.5, §3): nothing required; creates without id, edits with one. */
export const noteSchema = v.object(
  {
    id: v.optional(id()),
    content: optionalText(TEXT_LIMITS.long),
    type: option(noteTypes),
    linkedId: id(),
  },
  'domain.error.required',
);

/**
 * The most days a payment term may have. The spec names no limit; the days are typed digit by digit
 * (numeric-only input, 001 §5), so without one "99999999999999999999" would pass as 1e20 and
 * overflow a database integer. Ten years is far beyond any real term.
 */
export const PAYMENT_TERM_MAX_DAYS = 3650;

/**
 * Payment term (001 §2.5, §3, §5): label ("Show it as"), days and mode (0 company, 1 agency)
 * required; mode company (0) by default in the form; `code` kept as the term has it.
 */
export const paymentTermSchema = v.object(
  {
    label: requiredText(),
    code: v.optional(v.nullable(safeString('domain.error.type')), null),
    days: v.pipe(
      v.number('domain.error.required'),
      v.integer('domain.error.integer'),
      v.minValue(0, 'domain.error.min'),
      v.maxValue(PAYMENT_TERM_MAX_DAYS, 'domain.error.max'),
    ),
    mode: v.picklist([paymentTermModes.company, paymentTermModes.agency], 'domain.error.option'),
  },
  'domain.error.required',
);

/** Defaults of the payment term form. */
export const paymentTermDefaults = { mode: paymentTermModes.company } as const;

/** Product feedback (001 §2.5): detailed description required; an empty subject becomes null. */
export const productFeedbackSchema = v.object(
  {
    subject: optionalText(TEXT_LIMITS.short),
    category: v.optional(v.nullable(safeString('domain.error.type')), null),
    message: requiredText(TEXT_LIMITS.long),
  },
  'domain.error.required',
);

/** Add contacts by vacancy (001 §2.5): a vacancy and at least one contact. */
export const addContactsSchema = v.object({ jobId: id(), contacts: nonEmptyList(id()) }, 'domain.error.required');

/** Request testimonial / activate / reactivate dialogs carry only a confirmation. */
export const confirmSchema = v.object({ confirmed: v.optional(flag(true)) }, 'domain.error.required');

/** The notes list (001 §7.6): the notes on one record (type and linkedId), or all the viewer may see; newest first. */
export const noteListQuerySchema = v.object(
  {
    type: v.optional(option(noteTypes)),
    linkedId: v.optional(id()),
    ...paging(20),
  },
  'domain.error.required',
);

/** A message of a thread (001 §3 Thread.message): rich text required, attachments by upload id. */
export const threadMessageSchema = v.object(
  { content: requiredRichText(), attachments: v.optional(v.array(id(), 'domain.error.type'), []) },
  'domain.error.required',
);

/** The thread list (001 §7.6): unread first, a search over subject, text and participants, paging. */
export const threadListQuerySchema = v.object({ search: optionalText(TEXT_LIMITS.short), ...paging(20) }, 'domain.error.required');

/** Deleting a message (001 §7.6): for all participants (its author only) or for oneself. */
export const messageDeleteSchema = v.object({ forAll: flag(false) }, 'domain.error.required');

/** Forwarding a message (001 §7.6): to one or more recipients, each in a thread of their own. */
export const messageForwardSchema = v.object({ recipients: nonEmptyList(ref()) }, 'domain.error.required');

/** The contacts a user may write to (001 §5 add-contacts rules): of one vacancy, or of all the viewer's vacancies. */
export const messageContactsQuerySchema = v.object(
  { jobId: v.optional(id()), search: optionalText(TEXT_LIMITS.short), ...paging(20) },
  'domain.error.required',
);

/** A testimonial (001 §4.2, §7.8): written for a consultant accepted on an active or closed vacancy. */
export const testimonialCreateSchema = v.object({ jobId: id(), content: requiredText(TEXT_LIMITS.long) }, 'domain.error.required');

/** Editing a testimonial's text. */
export const testimonialEditSchema = v.object({ content: requiredText(TEXT_LIMITS.long) }, 'domain.error.required');

/** The feedback list of the admins: newest first, paged. */
export const productFeedbackListQuerySchema = v.object({ ...paging(20) }, 'domain.error.required');

/** A thread's view (001 §7.6): its messages a page at a time, page 0 the newest. */
export const threadViewQuerySchema = v.object({ ...paging(50) }, 'domain.error.required');

/**
 * What the live event stream (`GET /api/live/events`) sends a signed-in user: a change in one of
 * their threads (a message created, edited or deleted; the thread read, unread or deleted for them),
 * or `resync` when events may have been missed (the server lost its notifications for a while).
 */
export const liveEventSchema = v.variant('kind', [
  v.object({
    kind: v.picklist(['message-created', 'message-edited', 'message-deleted', 'thread-read', 'thread-deleted']),
    threadId: v.number(),
    messageId: v.optional(v.number()),
  }),
  v.object({ kind: v.literal('resync') }),
]);
export type LiveEvent = v.InferOutput<typeof liveEventSchema>;
/** Whether a value (a stream event's parsed data) is a {@link LiveEvent}. */
export const isLiveEvent = (value: unknown): value is LiveEvent => v.is(liveEventSchema, value);
