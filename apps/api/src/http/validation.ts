import { FORM_ERROR_KEY, validate } from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { unprocessable } from './errors';
import { domainMessage, requestLocale, t } from './i18n';
import { sanitizeRichTextFields } from './richText';

/**
 * Validates input with a domain schema (the same one the browser uses). On failure it throws a 422
 * whose `errors` map holds one translated message per field, keyed as the domain keys them.
 * Every rich-text field of the schema is then sanitised ({@link sanitizeParsed}).
 */
export function parse<S extends v.GenericSchema<unknown, unknown>>(request: FastifyRequest, schema: S, input: unknown): v.InferOutput<S> {
  const result = validate(schema, input);
  if (result.ok) return sanitizeParsed(request, schema, result.value);
  const locale = requestLocale(request);
  const errors = Object.fromEntries(Object.entries(result.errors).map(([field, id]) => [field, domainMessage(locale, id)]));
  throw unprocessable(t(locale, 'validation-failed'), errors);
}

/**
 * A validated value with every rich-text field of its schema (domain's marker) sanitised (ADR 0015):
 * what a route stores is the sanitised text. A required one that sanitising empties is refused with
 * a 422 like a missing one; an optional one becomes null. Every validation of a request passes here.
 */
export function sanitizeParsed<T>(request: FastifyRequest, schema: v.GenericSchema, value: T): T {
  const { value: clean, emptied } = sanitizeRichTextFields(schema, value);
  if (emptied.length === 0) return clean;
  const locale = requestLocale(request);
  const message = domainMessage(locale, 'domain.error.required');
  throw unprocessable(t(locale, 'validation-failed'), Object.fromEntries(emptied.map((field) => [field || FORM_ERROR_KEY, message])));
}
