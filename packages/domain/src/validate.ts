/**
 * Validation results keyed by field, with message ids the UI translates.
 */
import * as v from 'valibot';

/** English default texts of every validation message id, for the UI's catalogue. */
export const domainErrorMessages = {
  'domain.error.required': 'This field is required',
  'domain.error.type': 'This value is not valid',
  'domain.error.min': 'The value is too small',
  'domain.error.max': 'The value is too large',
  'domain.error.integer': 'Enter a whole number',
  'domain.error.step': 'The value does not fit the allowed steps',
  'domain.error.max-length': 'The text is too long',
  'domain.error.min-items': 'Select at least one entry',
  'domain.error.option': 'Choose one of the options',
  'domain.error.email': 'Enter a valid e-mail address',
  'domain.error.date': 'Enter a valid date',
  'domain.error.url': 'Enter a web address starting with https://',
  'domain.error.date-after-today': 'The date cannot be later than today',
  'domain.error.range-order': 'The maximum must not be below the minimum',
  'domain.error.otp': 'Enter the 6-digit code',
  'domain.error.consent': 'Please confirm to continue',
  'domain.error.admin-only': 'Only an administrator can set this',
  'domain.error.invalid-characters': 'The text contains characters that are not allowed (control characters or broken symbols)',
} as const;

/** A validation message id. */
export type DomainErrorId = keyof typeof domainErrorMessages;

/** Every validation message id. */
export const domainErrorIds = Object.keys(domainErrorMessages) as DomainErrorId[];

/** The key of errors that belong to no single field. */
export const FORM_ERROR_KEY = 'form';

/** The result of {@link validate}: the parsed value, or the first error of each field. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, DomainErrorId> };

type AnySchema = v.GenericSchema<unknown, unknown>;

const isDomainErrorId = (message: string): message is DomainErrorId => message in domainErrorMessages;

/** The field key of an issue: its path joined with dots (`ratings.0.rating`), or {@link FORM_ERROR_KEY}. */
function fieldKey(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((item) => String(item.key)).join('.');
  return path ? path : FORM_ERROR_KEY;
}

/** The message id of an issue: a missing value is `required`; anything unlabelled is `type`. */
function messageId(issue: v.BaseIssue<unknown>): DomainErrorId {
  const missing = issue.input === undefined || issue.input === null || issue.input === '';
  if (issue.kind === 'schema' && missing) return 'domain.error.required';
  return isDomainErrorId(issue.message) ? issue.message : 'domain.error.type';
}

/**
 * Validates input with a domain schema.
 * @returns `{ ok: true, value }` with the parsed (trimmed, defaulted) value, or `{ ok: false, errors }`
 *   with the first message id of each failing field, keyed by its path (`totalPackage`, `ratings.0.rating`)
 */
export function validate<S extends AnySchema>(schema: S, input: unknown): ValidationResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const errors: Record<string, DomainErrorId> = {};
  for (const issue of result.issues) {
    const key = fieldKey(issue);
    errors[key] ??= messageId(issue);
  }
  return { ok: false, errors };
}
