import { validate } from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { unprocessable } from './errors';
import { domainMessage, requestLocale, t } from './i18n';

/**
 * Validates input with a domain schema (the same one the browser uses). On failure it throws a 422
 * whose `errors` map holds one translated message per field, keyed as the domain keys them.
 */
export function parse<S extends v.GenericSchema<unknown, unknown>>(request: FastifyRequest, schema: S, input: unknown): v.InferOutput<S> {
  const result = validate(schema, input);
  if (result.ok) return result.value;
  const locale = requestLocale(request);
  const errors = Object.fromEntries(Object.entries(result.errors).map(([field, id]) => [field, domainMessage(locale, id)]));
  throw unprocessable(t(locale, 'validation-failed'), errors);
}
