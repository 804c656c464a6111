import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/database';

export interface ServerOptions {
  db: Database;
  /** Folder of the built web app served at `/`. @default apps/web/dist */
  webRoot?: string;
  /** Log requests as JSON lines. @default true */
  logger?: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWebRoot = path.resolve(here, '../../web/dist');

/**
 * The version the browser polls to notice a new deployment: APP_VERSION when set, else a hash of
 * the built app's index.html (it changes with every build that changes the app).
 */
export function appVersion(webRoot: string): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  const index = path.join(webRoot, 'index.html');
  return existsSync(index) ? createHash('sha256').update(readFileSync(index)).digest('hex').slice(0, 12) : 'dev';
}

/** The HTTP server: the API under `/api` and the web app on every other path. */
export async function buildServer({ db, webRoot = defaultWebRoot, logger = true }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 20 * 1024 * 1024 });
  const version = appVersion(webRoot);

  // Errors answer { message } with the status; never a stack trace.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ message: status === 500 ? 'Something went wrong' : error.message });
  });

  app.get('/api/health', async (_request, reply) => {
    try {
      await db.query('SELECT 1');
      return { result: { status: 'ok', database: db.kind } };
    } catch {
      return reply.code(503).send({ message: 'Database unavailable' });
    }
  });
  app.get('/api/version', async () => ({ result: { version } }));

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !existsSync(path.join(webRoot, 'index.html'))) {
      return reply.code(404).send({ message: 'Not found' });
    }
    // The app routes in the browser: every other path gets index.html.
    return reply.type('text/html').sendFile('index.html');
  });
  if (existsSync(webRoot)) await app.register(fastifyStatic, { root: webRoot, wildcard: false });
  return app;
}
