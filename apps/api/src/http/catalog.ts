/**
 * A feature's own server texts in English and German, beside the shared catalogue (http/i18n.ts):
 * a folder keeps its messages in `X.messages.ts` and answers its refusals in the request's language
 * in the spec's error shape (`{ message, errors? }`). A text missing in one language does not compile.
 */
import type { FastifyRequest } from 'fastify';
import { conflict, forbidden, unprocessable } from './errors';
import { requestLocale, t, type Locale } from './i18n';

export type Catalog = Record<string, Record<Locale, string>>;

export interface CatalogTexts<K extends string> {
  /** The text in a language, `{name}` placeholders filled. */
  text(locale: Locale, key: K, params?: Record<string, string | number>): string;
  /** A 422 with the text on one field. */
  fieldError(request: FastifyRequest, field: string, key: K, params?: Record<string, string | number>): Error;
  /** A 409 with the text. */
  conflict(request: FastifyRequest, key: K, params?: Record<string, string | number>): Error;
  /** A 403 with the text. */
  forbidden(request: FastifyRequest, key: K, params?: Record<string, string | number>): Error;
}

export function catalog<C extends Catalog>(messages: C): CatalogTexts<Extract<keyof C, string>> {
  const text = (locale: Locale, key: Extract<keyof C, string>, params: Record<string, string | number> = {}) =>
    messages[key]![locale].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
  return {
    text,
    fieldError(request, field, key, params) {
      const locale = requestLocale(request);
      return unprocessable(t(locale, 'validation-failed'), { [field]: text(locale, key, params) });
    },
    conflict(request, key, params) {
      return conflict(text(requestLocale(request), key, params));
    },
    forbidden(request, key, params) {
      return forbidden(text(requestLocale(request), key, params));
    },
  };
}
