import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { healthResponse, InferOutput, versionResponse } from '@mandate/domain';
import { authContext } from './auth/context';
import { databaseRateLimitStore } from './auth/rateLimitStore';
import { authRoutes, currentUserRoute } from './auth/routes';
import type { Database } from './db/database';
import { pingDatabase } from './server.queries';
import { applicationRoutes } from './applications/routes';
import { fileRoutes } from './files/routes';
import { jobRoutes } from './jobs/routes';
import { LocalFileStorage, type FileStorage } from './files/storage';
import { MAX_UPLOAD_BYTES } from './files/types';
import { publicDoc } from './http/route';
import { securityHeaders } from './http/securityHeaders';
import { unsafeTextGuard } from './http/unsafeText';
import { registerOpenApi } from './openapi/openapi';
import { referenceRoutes } from './reference/routes';
import { pdfRoutes } from './pdf/pdf.routes';
import { noteRoutes } from './notes/notes.routes';
import { paymentTermRoutes } from './paymentTerms/paymentTerms.routes';
import { feedbackRoutes } from './feedback/feedback.routes';
import { testimonialRoutes } from './testimonials/testimonials.routes';
import { inboxRoutes } from './inbox/inbox.routes';
import { taskRoutes } from './tasks/tasks.routes';
import { liveRoutes, startLiveHub } from './live/live.routes';
import { HttpError } from './http/errors';
import { requestLocale, t } from './http/i18n';
import { userRoutes } from './users/user.routes';
import { organizationRoutes } from './organizations/organization.routes';

export interface ApiRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The API routes this server registered. */
    apiRoutes: ApiRoute[];
  }
}

export interface ServerOptions {
  db: Database;
  /** Folder of the built web app served at `/`. @default apps/web/dist */
  webRoot?: string;
  /** Log requests as JSON lines. @default true */
  logger?: boolean;
  /**
   * Login and OTP attempts allowed per window (ms) and client, counted in the database for all
   * processes on it. @default 10 per minute
   */
  authRateLimit?: { max: number; timeWindow: number };
  /** Where uploaded files are kept. @default a local folder in the system's temp directory */
  fileStorage?: FileStorage;
  /**
   * Answer the consultant search's facet filters from an in-memory index (decision 0013), read
   * again at most every `refreshAfterMs` (tests set it long to check the search between reads).
   * @default on, every second, unless USER_SEARCH_INDEX=off
   */
  userSearchIndex?: boolean | { refreshAfterMs: number };
  /**
   * How long an access token's session may be answered from memory: writes through this server
   * forget it at once; on PostgreSQL other processes' changes arrive as notifications (and while
   * the listening connection is down nothing is answered from memory); without notifications a
   * change elsewhere is seen after this at most. 0 turns it off.
   * @default 1000, or SESSION_CACHE_MS
   */
  sessionCacheMs?: number;
  /** First wait before reconnecting the session cache's listening connection (PostgreSQL). @default 100 */
  sessionListenRetryMs?: number;
  /** Heartbeat interval of the live event streams. @default 15000 */
  liveHeartbeatMs?: number;
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
export async function buildServer({
  db,
  webRoot = defaultWebRoot,
  logger = true,
  authRateLimit = { max: 10, timeWindow: 60_000 },
  fileStorage = new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), 'mandate-files-'))),
  userSearchIndex = process.env.USER_SEARCH_INDEX !== 'off',
  sessionCacheMs = Number(process.env.SESSION_CACHE_MS ?? 1000),
  sessionListenRetryMs,
  liveHeartbeatMs,
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 20 * 1024 * 1024, trustProxy: true });
  const version = appVersion(webRoot);
  // Every API route, as registered: used by the OpenAPI description's tests and the fuzz test.
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) apiRoutes.push({ method, url: route.url });
  });

  // Errors answer { message, errors? } with their status; never a stack trace.
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ message: t(locale, 'too-many-requests') });
    if (error.code === 'FST_ERR_CTP_INVALID_JSON' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send({ message: t(locale, 'malformed-body') });
    }
    if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong' });
  });

  // Before any route: the OpenAPI description at /api/openapi.json covers every route registered after it.
  await registerOpenApi(app, { version });
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES } });
  // Security headers on every answer, API and web app alike.
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // react-aria positions overlays with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // NUL or a lone surrogate anywhere in a body, query or path: 422 before any route runs (the
  // fields' schemas refuse them too; this covers values read without one).
  unsafeTextGuard(app);
  await app.register(fastifyRateLimit, {
    global: false,
    // Counters in the database: every process on it counts the same hits.
    store: databaseRateLimitStore(db),
    // After body parsing, so login limits can key on the account as well as the address.
    hook: 'preHandler',
    errorResponseBuilder: (request, context) =>
      new HttpError(429, t(requestLocale(request), 'too-many-requests'), undefined, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });
  await app.register(authContext, { db, sessionCacheMs, listenRetryMs: sessionListenRetryMs });
  if (process.env.MANDATE_TEST_ROUTES === '1' && process.env.NODE_ENV !== 'production')
    await app.register((await import('./testing/errorRoutes')).errorRoutes, { db });

  app.get('/api/health', publicDoc('System', 'Health of the server and its database'), async (_request, reply) => {
    try {
      await pingDatabase(db);
      const result: InferOutput<typeof healthResponse> = { status: 'ok', database: db.kind };
      return { result };
    } catch {
      return reply.code(503).send({ message: 'Database unavailable' });
    }
  });
  app.get('/api/version', publicDoc('System', 'The deployed version (polled by the browser every 60 s)'), async () => {
    const result: InferOutput<typeof versionResponse> = { version };
    return { result };
  });
  await app.register(authRoutes, { prefix: '/api/authentication', db, rateLimit: authRateLimit });
  await app.register(currentUserRoute, { prefix: '/api/user', db });
  await app.register(userRoutes, { prefix: '/api', db, storage: fileStorage, rateLimit: authRateLimit, searchIndex: userSearchIndex });
  await app.register(organizationRoutes, { prefix: '/api', db, storage: fileStorage });
  await app.register(referenceRoutes, { prefix: '/api' });
  await app.register(fileRoutes, { prefix: '/api', db, storage: fileStorage });
  await app.register(jobRoutes, { prefix: '/api', db });
  await app.register(applicationRoutes, { prefix: '/api', db });
  await app.register(pdfRoutes, { prefix: '/api', db, storage: fileStorage });
  await app.register(noteRoutes, { prefix: '/api', db });
  await app.register(paymentTermRoutes, { prefix: '/api', db });
  await app.register(feedbackRoutes, { prefix: '/api', db });
  await app.register(testimonialRoutes, { prefix: '/api', db });
  await app.register(inboxRoutes, { prefix: '/api', db });
  await app.register(taskRoutes, { prefix: '/api', db });
  await app.register(liveRoutes, { prefix: '/api', db, hub: startLiveHub(app, db, sessionListenRetryMs), heartbeatMs: liveHeartbeatMs });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !existsSync(path.join(webRoot, 'index.html'))) {
      return reply.code(404).send({ message: t(requestLocale(request), 'not-found') });
    }
    // The app routes in the browser: every other path gets index.html.
    return reply.type('text/html').sendFile('index.html');
  });
  if (existsSync(webRoot)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      // The web build writes brotli and gzip copies (apps/web/vite/precompress.ts): sent when accepted.
      preCompressed: true,
      // Built chunks have their content's hash in their name: cached for good. The page itself
      // (index.html, and anything else outside /assets) is asked for again each time (decision 0036).
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = path.relative(webRoot, filePath).startsWith(`assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers brotli, gzip or plain bytes by the request's Accept-Encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  return app;
}
