import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

export interface ServerOptions {
  /** Folder of the built web app served at `/`. @default apps/web/dist */
  webRoot?: string;
  /** Log requests as JSON lines. @default true */
  logger?: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWebRoot = path.resolve(here, '../../web/dist');

/** The HTTP server: the API under `/api` and the web app on every other path. */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? true });
  const webRoot = options.webRoot ?? defaultWebRoot;

  app.get('/api/health', async () => ({ result: { status: 'ok' } }));

  if (existsSync(webRoot)) {
    await app.register(fastifyStatic, { root: webRoot, wildcard: false });
    // The app routes in the browser: every non-API path that is not a file gets index.html.
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET') {
        return reply.code(404).send({ message: 'Not found' });
      }
      return reply.type('text/html').sendFile('index.html');
    });
  }
  return app;
}
