import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { requestLocale, t, type Locale } from '../http/i18n';
import { referenceLists, sortedByLabel } from './lists';

/** A reference entry as answered: its code, its label in the request's language, and any extras. */
export interface LabelledEntry {
  code: string | number;
  label: string;
  [extra: string]: unknown;
}

const cache = new Map<string, readonly LabelledEntry[]>();

/** A list labelled in a language (built once per list and language: the lists do not change). */
export function labelledList(name: string, locale: Locale): readonly LabelledEntry[] | null {
  if (!Object.hasOwn(referenceLists, name)) return null;
  const key = `${locale}:${name}`;
  let list = cache.get(key);
  if (!list) {
    const entries = referenceLists[name]!(locale).map(({ code, label, extra }) => ({ code, label: label[locale], ...extra }));
    if (sortedByLabel.has(name)) {
      const collator = new Intl.Collator(locale);
      entries.sort((a, b) => collator.compare(a.label, b.label));
    }
    list = Object.freeze(entries);
    cache.set(key, list);
  }
  return list;
}

const entrySchema = {
  type: 'object',
  required: ['code', 'label'],
  properties: {
    code: { type: ['string', 'number'], description: 'Stable code, sent back in payloads' },
    label: { type: 'string', description: 'Label in the language of the Locale header' },
  },
  additionalProperties: true,
} as const;

/** Reference data (001 §3, §7.6): `GET /api/list/{name}`, public, labelled by the `Locale` header. */
export async function referenceRoutes(app: FastifyInstance) {
  app.get(
    '/list',
    {
      schema: {
        tags: ['Reference data'],
        summary: 'Names of the reference lists',
        description: 'Every name accepted by `GET /api/list/{name}`.',
        response: {
          200: {
            type: 'object',
            properties: { result: { type: 'array', items: { type: 'object', properties: { code: { type: 'string' } } } } },
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { result: Object.keys(referenceLists).map((code) => ({ code })) };
    },
  );

  app.get(
    '/list/:name',
    {
      schema: {
        tags: ['Reference data'],
        summary: 'A reference list',
        description:
          'Codes with labels in English or German (by the `Locale` header): countries, departments, sectors, experience levels, ' +
          'languages, search types, application statuses, assessment levels, reject / withdraw / cancel / decline / on-hold ' +
          'reasons, revenue splits (with `percentage`), feedback categories, milestones, currencies (with `name`), plans ' +
          '(with `badge`), roles, time zones, locales and more; `GET /api/list` names them all. Public; cacheable per locale.',
        params: { type: 'object', properties: { name: { type: 'string', example: 'countries' } }, required: ['name'] },
        headers: { type: 'object', properties: { locale: { type: 'string', enum: ['en', 'de'] } } },
        response: {
          200: { type: 'object', properties: { result: { type: 'array', items: entrySchema } } },
          404: { $ref: 'Error#' },
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      const locale = requestLocale(request);
      const list = labelledList(name, locale);
      if (!list) throw notFound(t(locale, 'unknown-list', { name: name.slice(0, 60) }));
      reply.header('cache-control', 'public, max-age=3600').header('vary', 'Locale');
      return { result: list };
    },
  );
}
