import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';

/** The shape of every error answer (`{ message, errors? }`), referenced by routes as `Error#`. */
export const errorSchema = {
  $id: 'Error',
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'For people, in the language of the Locale header' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field-keyed messages (400/422)' },
  },
} as const;

/** Tags by the first path segment after /api, for routes whose module gives none. */
const tagOfSegment: Record<string, string> = {
  authentication: 'Authentication',
  user: 'Users',
  register: 'Users',
  password: 'Users',
  organization: 'Organisations',
  company: 'Organisations',
  'company-team': 'Organisations',
  list: 'Reference data',
  file: 'Files',
  health: 'System',
  version: 'System',
};

const tags = [
  { name: 'Authentication', description: 'Login, tokens, switching users (001 §7.1). The access token goes in the `Token` header.' },
  { name: 'Users', description: 'Current user, consultant search, profiles, settings, sign-up (001 §7.8)' },
  { name: 'Organisations', description: 'Organisations, contacts, teams, business units (001 §7.9)' },
  { name: 'Reference data', description: 'Labelled code lists (001 §3, §7.6)' },
  { name: 'Files', description: 'Upload and download (001 §7.2)' },
  { name: 'System', description: 'Health, version, this description' },
];

/**
 * Serves the OpenAPI description at `GET /api/openapi.json`, describing every route registered after
 * this call. Route `schema`s are documentation only: validation stays with `parse` (domain valibot
 * schemas and field-keyed 422s) and answers are serialised as they are, so a schema can never reject
 * input with a different error shape or drop fields from an answer.
 */
export async function registerOpenApi(app: FastifyInstance, { version }: { version: string }) {
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addSchema(errorSchema);
  // HEAD routes are described when they stand alone (the token check), not as twins of GET routes.
  const getUrls = new Set<string>();
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().includes('GET')) getUrls.add(route.url);
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Mandate API',
        version,
        description:
          'The recruitment marketplace API. Every answer is `{ result }`; errors are `{ message, errors? }` with 400/422 ' +
          '(field-keyed `errors`), 401, 403, 404, 409, 429. Requests carry `Token`, `Locale` (en or de) and `Timezone` headers.',
      },
      tags,
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Token' } } },
    },
    exposeHeadRoutes: true,
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transform: ({ schema, url, route }) => {
      const method = [route.method].flat()[0] ?? 'GET';
      if (!url.startsWith('/api/') || (method === 'HEAD' && getUrls.has(route.url))) {
        return { schema: { ...schema, hide: true } as FastifySchema, url };
      }
      const given = (schema ?? {}) as FastifySchema & { tags?: string[]; summary?: string };
      const segment = url.split('/')[2] ?? '';
      return {
        url,
        schema: {
          ...given,
          tags: given.tags ?? [tagOfSegment[segment] ?? segment],
          summary: given.summary ?? `${method} ${url}`,
        } as FastifySchema,
      };
    },
  });
  app.get(
    '/api/openapi.json',
    {
      schema: {
        tags: ['System'],
        summary: 'This OpenAPI description',
        description: 'The raw OpenAPI 3 document (not wrapped in `result`).',
      },
    },
    async () => app.swagger(),
  );
}
