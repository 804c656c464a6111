import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { ClaimedMail } from '../mail/outbox.queries';

/**
 * Test-only routes for the web app's end-to-end tests of the global error handler (000 §8).
 * Registered by `buildServer` only when `MANDATE_TEST_ROUTES=1` and never with `NODE_ENV=production`.
 *
 * - `ALL /api/testing/status/:status` answers that status with `{ message?, errors? }` taken from the
 *   query (`message`, `errors` as JSON) or the body; `file` and `line` are added to 5xx answers
 *   when asked, for the detail dialog.
 * - `POST /api/testing/faults` arms a fault `{ method?, path, status, message?, errors?, times? }`:
 *   the next `times` (default 1) requests whose path equals `path` get that answer instead of the
 *   real route's, so a journey can meet an error where the app really makes its calls.
 * - `DELETE /api/testing/faults` disarms all faults.
 * - `GET /api/testing/outbox?to=&kind=` lists the mails queued for an address (newest first, at most
 *   20; `kind` narrows them), so a journey can check the mail an action sent (the mail outbox).
 */
interface Fault {
  method: string | null;
  path: string;
  status: number;
  body: Record<string, unknown> | null;
  headers: Record<string, string>;
  remaining: number;
}

interface Answer {
  message?: unknown;
  errors?: unknown;
  file?: unknown;
  line?: unknown;
  body?: unknown;
  retryAfter?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseStatus(value: unknown): number | null {
  const status = Number(value);
  return Number.isInteger(status) && status >= 200 && status <= 599 ? status : null;
}

/** The answer body of a chosen status: message, errors map, and for the detail dialog file and line. */
function answerBody(input: Answer): Record<string, unknown> | null {
  if (input.body === null) return null;
  const body: Record<string, unknown> = {};
  if (typeof input.message === 'string') body.message = input.message;
  let errors = input.errors;
  if (typeof errors === 'string') {
    try {
      errors = JSON.parse(errors) as unknown;
    } catch {
      errors = undefined;
    }
  }
  if (isRecord(errors)) body.errors = errors;
  if (typeof input.file === 'string') body.file = input.file;
  if (input.line !== undefined && Number.isFinite(Number(input.line))) body.line = Number(input.line);
  return body;
}

function answer(reply: FastifyReply, status: number, body: Record<string, unknown> | null, headers: Record<string, string>) {
  reply.headers(headers);
  if (status === 204 || body === null) return reply.code(status).send();
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

async function errorRoutesPlugin(app: FastifyInstance, { db }: { db?: Database }) {
  if (process.env.NODE_ENV === 'production') throw new Error('The test-only error routes are never registered in production');
  const faults: Fault[] = [];

  // Armed faults answer before any route runs (also before authentication).
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const index = faults.findIndex((f) => f.path === path && (f.method === null || f.method === request.method));
    if (index < 0) return;
    const fault = faults[index]!;
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults.splice(index, 1);
    await answer(reply, fault.status, fault.body, fault.headers);
    return reply;
  });

  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
    url: '/api/testing/status/:status',
    handler: async (request, reply) => {
      const status = parseStatus((request.params as { status: string }).status);
      if (status === null) return reply.code(400).send({ message: 'status must be between 200 and 599' });
      const input: Answer = { ...(request.query as Answer), ...(isRecord(request.body) ? (request.body as Answer) : {}) };
      const headers: Record<string, string> = {};
      if (input.retryAfter !== undefined) headers['retry-after'] = String(input.retryAfter);
      return answer(reply, status, answerBody(input), headers);
    },
  });

  app.post('/api/testing/faults', async (request, reply) => {
    const input = isRecord(request.body) ? request.body : {};
    const status = parseStatus(input.status);
    if (status === null || typeof input.path !== 'string' || !input.path.startsWith('/api/')) {
      return reply.code(400).send({ message: 'a fault needs a status (200-599) and a path under /api/' });
    }
    const headers: Record<string, string> = {};
    if (input.retryAfter !== undefined) headers['retry-after'] = String(input.retryAfter);
    faults.push({
      method: typeof input.method === 'string' ? input.method.toUpperCase() : null,
      path: input.path,
      status,
      body: answerBody(input as Answer),
      headers,
      remaining: Number.isInteger(input.times) && (input.times as number) > 0 ? (input.times as number) : 1,
    });
    return { result: { armed: faults.length } };
  });

  app.delete('/api/testing/faults', async () => {
    faults.length = 0;
    return { result: { armed: 0 } };
  });

  if (db) {
    app.get('/api/testing/outbox', async (request, reply) => {
      const { to, kind } = (request.query ?? {}) as { to?: unknown; kind?: unknown };
      if (typeof to !== 'string' || to === '') return reply.code(400).send({ message: 'the outbox is read per address: ?to=' });
      const rows = await db.query<Omit<ClaimedMail, 'attempts'>>(
        `SELECT id, kind, to_address, subject, body_text, body_html FROM mail_outbox
          WHERE lower(to_address) = lower($1) AND ($2::text IS NULL OR kind = $2) ORDER BY id DESC LIMIT 20`,
        [to, typeof kind === 'string' && kind !== '' ? kind : null],
      );
      return {
        result: {
          items: rows.map((row) => ({
            id: Number(row.id),
            kind: row.kind,
            to: row.to_address,
            subject: row.subject,
            text: row.body_text,
            html: row.body_html,
          })),
        },
      };
    });
  }
}

/** The test-only route set; a global plugin so its fault hook sees every request. */
export const errorRoutes = fp(errorRoutesPlugin, { name: 'mandate-test-error-routes' });
