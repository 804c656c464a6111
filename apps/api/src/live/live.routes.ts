/**
 * The live event stream (issue 17 point 2, decision 0029): `GET /api/live/events`, server-sent
 * events through @fastify/sse, one stream per open browser session. Authenticated by the `Token`
 * header (the web app reads the stream with fetch) or, for an EventSource, a `token` query
 * parameter as the file downloads take it; refused with 401 otherwise. The first event is `ready`
 * (the stream is registered: every later change reaches it), then one `message` per change of the
 * user's threads (LiveEvent JSON), with a heartbeat comment every `heartbeatMs`. The stream ends
 * when its session is logged out or its user blocked (in any process) and when the server stops.
 */
import fastifySse from '@fastify/sse';
import { safeString } from '@mandate/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { loadSessionUser } from '../auth/currentUser';
import { sessionOfAccessToken } from '../auth/tokens';
import type { Database } from '../db/database';
import { unauthorized } from '../http/errors';
import { requestLocale, t } from '../http/i18n';
import { doc } from '../http/route';
import { parse } from '../http/validation';
import { LiveHub } from './live.hub';
import { PRESENCE_REFRESH_MS, refreshStreams, streamClosed, streamOpened } from './presence';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's live event streams (tests read its size). */
    liveHub: LiveHub;
  }
}

export interface LiveRouteOptions {
  db: Database;
  hub: LiveHub;
  /** @default 15 s */
  heartbeatMs?: number | undefined;
}

/** The process's hub, listening from the start, its streams ended before the server closes. */
export function startLiveHub(app: FastifyInstance, db: Database, listenRetryMs?: number): LiveHub {
  const hub = new LiveHub(db, { retryMs: listenRetryMs, log: app.log });
  hub.start();
  app.decorate('liveHub', hub);
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => hub.stop());
  return hub;
}

const streamQuerySchema = v.object({
  token: v.optional(v.pipe(safeString('domain.error.type'), v.maxLength(200, 'domain.error.max-length'))),
});

/** The session and user of the `Token` header, or of the `token` query parameter; 401 otherwise. */
async function streamViewer(db: Database, request: FastifyRequest): Promise<{ userId: number; sessionId: string }> {
  if (request.user && request.session) return { userId: request.user.id, sessionId: request.session.sessionId };
  const { token } = parse(request, streamQuerySchema, request.query ?? {});
  const session = token ? await sessionOfAccessToken(db, token) : null;
  const user = session ? await loadSessionUser(db, session.userId) : null;
  if (!session || !user || user.status === 'blocked' || user.status === 'deleted')
    throw unauthorized(t(requestLocale(request), 'not-authenticated'));
  return { userId: user.id, sessionId: session.sessionId };
}

export async function liveRoutes(app: FastifyInstance, { db, hub, heartbeatMs = 15_000 }: LiveRouteOptions) {
  await app.register(fastifySse, { heartbeatInterval: heartbeatMs });
  // Presence (decision 0034): the open streams of this process, their rows refreshed while open.
  const openStreams = new Set<string>();
  const refresh = setInterval(() => {
    refreshStreams(db, [...openStreams]).catch((error: unknown) => app.log.warn({ err: error }, 'live presence refresh failed'));
  }, PRESENCE_REFRESH_MS);
  refresh.unref();
  app.addHook('onClose', async () => clearInterval(refresh));

  app.get(
    '/live/events',
    {
      sse: { kind: 'only' },
      ...doc(
        'Live',
        'Server-sent events of the user’s threads: `ready`, then a LiveEvent per change; ends at logout',
        undefined,
        'Authenticated by the `Token` header or a `token` query parameter (EventSource). Events: ' +
          '`message-created`, `message-edited`, `message-deleted`, `thread-read`, `thread-deleted` with `threadId` ' +
          '(and `messageId`), and `resync` when events may have been missed.',
      ),
    },
    async (request, reply) => {
      const { userId, sessionId } = await streamViewer(db, request);
      await hub.ready();
      const sse = reply.sse;
      sse.keepAlive();
      let open = true;
      const streamId = randomUUID();
      const closed = () => {
        if (!openStreams.delete(streamId)) return;
        streamClosed(db, streamId).catch((error: unknown) => app.log.warn({ err: error }, 'live presence removal failed'));
      };
      const remove = hub.add({
        userId,
        sessionId,
        send: (event) => {
          if (open && sse.isConnected) sse.send({ data: event }).catch(() => undefined);
        },
        end: () => {
          if (!open) return;
          open = false;
          remove();
          closed();
          sse.close();
        },
      });
      sse.onClose(() => {
        open = false;
        remove();
        closed();
      });
      // Online from before `ready`: a message sent once the client saw `ready` finds the user online.
      openStreams.add(streamId);
      await streamOpened(db, streamId, userId);
      if (!open) closed();
      await sse.send({ event: 'ready', data: { userId } });
    },
  );
}
