import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Listener } from '../db/database';
import { unauthorized } from '../http/errors';
import { requestLocale, t } from '../http/i18n';
import { hashSecret, type AuthenticatedSession } from './tokens';
import { loadAccessTokenSession, type SessionUser } from './currentUser';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of the request's `Token` header, when valid. */
    session: AuthenticatedSession | null;
    /** The user of that session. */
    user: SessionUser | null;
  }
}

type Found = NonNullable<Awaited<ReturnType<typeof loadAccessTokenSession>>>;

/**
 * The sessions of access tokens seen in the last `ttlMs`, so that a burst of requests does not read
 * the same session once each. Any write through this process's database handle empties it, and a
 * read that raced with a write is not kept, so within the process nothing is ever stale. On
 * PostgreSQL a change by another process or directly in the database arrives as a notification
 * (`forget`, migration 0015) and drops the entries it concerns; before answering an entry the cache
 * waits for a round trip on the listening connection (`sync`), after which every change committed
 * before the request has arrived, so a change in any process applies to the very next request
 * everywhere. While the listening connection is down the cache is suspended (every request reads
 * the database); without a listener a change elsewhere is seen after `ttlMs` at most. A token past
 * its expiry is never answered from here.
 */
export class SessionCache {
  private readonly entries = new Map<string, { found: Found; cachedAt: number }>();
  private generation = 0;
  private suspended = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Answers nothing from memory (and keeps nothing) until `resume`: changes may go unnoticed. */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  /** Caches again, from empty: whatever changed while suspended is read anew. */
  resume(): void {
    this.clear();
    this.suspended = false;
  }

  get state(): 'off' | 'live' | 'suspended' {
    return this.ttlMs <= 0 ? 'off' : this.suspended ? 'suspended' : 'live';
  }

  /**
   * Drops what a change notification concerns: `t:<token hash>`, `s:<session id>`, `u:<user id>`
   * (as the user or the switching admin), anything else (`*`) everything. Reads in flight are not
   * kept either.
   */
  forget(change: string): void {
    this.generation += 1;
    const kind = change.slice(0, 2);
    const id = change.slice(2);
    if (kind === 't:') this.entries.delete(id);
    else if (kind === 's:' || kind === 'u:') {
      for (const [key, { found }] of this.entries) {
        const hit = kind === 's:' ? found.session.sessionId === id : String(found.user.id) === id || String(found.session.ownerId) === id;
        if (hit) this.entries.delete(key);
      }
    } else this.entries.clear();
  }

  /**
   * Set while a listener delivers other processes' changes: awaited before an entry is answered,
   * so that every change committed before the request has reached `forget` (Listener.sync).
   */
  sync: (() => Promise<void>) | null = null;

  async load(db: Pick<Database, 'query'>, tokenHash: string): Promise<Found | null> {
    if (this.sync && !this.suspended && this.entries.has(tokenHash)) await this.sync();
    const now = Date.now();
    const hit = this.suspended ? undefined : this.entries.get(tokenHash);
    if (hit && now - hit.cachedAt < this.ttlMs && now < hit.found.expiresAt.getTime()) return hit.found;
    const generation = this.generation;
    const found = await loadAccessTokenSession(db, tokenHash);
    if (found && this.ttlMs > 0 && !this.suspended && generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(tokenHash, { found, cachedAt: now });
    } else if (!found) {
      this.entries.delete(tokenHash);
    }
    return found;
  }
}

/** The channel of migration 0015's session change notifications. */
export const SESSION_CHANNEL = 'mandate_session';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether access-token sessions are answered from memory now (`suspended`: listener down). */
    sessionCacheState(): 'off' | 'live' | 'suspended';
  }
}

export interface AuthContextOptions {
  db: Database;
  sessionCacheMs: number;
  /** First wait before reconnecting the listening connection (PostgreSQL). @default 100 ms */
  listenRetryMs?: number;
}

/** Reads the `Token` header on every request and attaches the session and user. */
export const authContext = fp(async (app: FastifyInstance, { db, sessionCacheMs, listenRetryMs }: AuthContextOptions) => {
  const cache = new SessionCache(sessionCacheMs);
  const unsubscribe = db.onWrite(() => cache.clear());
  // On PostgreSQL other processes' changes arrive as notifications; until the listening connection
  // is up (and whenever it is down) nothing is answered from memory.
  let listener: Listener | null = null;
  if (db.listen && sessionCacheMs > 0) {
    cache.suspend();
    listener = db.listen(
      SESSION_CHANNEL,
      {
        onNotify: (payload) => cache.forget(payload),
        onState: (listening, error) => {
          if (listening) {
            cache.resume();
            app.log.info('session cache: listening for changes');
          } else {
            cache.suspend();
            if (error) app.log.warn({ err: error }, 'session cache suspended: listening connection lost');
          }
        },
      },
      { retryMs: listenRetryMs },
    );
    cache.sync = listener.sync;
  }
  app.decorate('sessionCacheState', () => cache.state);
  app.addHook('onClose', async () => {
    unsubscribe();
    await listener?.stop();
  });
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers['token'];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token || !request.url.startsWith('/api/')) return;
    const found = await cache.load(db, hashSecret(token));
    if (!found) return;
    const { session, user } = found;
    if (user.status === 'blocked' || user.status === 'deleted') return;
    // Copies: requireUser adds to the user, and a cached pair serves many requests.
    request.session = { ...session };
    request.user = { ...user };
  });
});

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): SessionUser & { session: AuthenticatedSession } {
  if (!request.user || !request.session) throw unauthorized(t(requestLocale(request), 'not-authenticated'));
  return Object.assign(request.user, { session: request.session });
}

/** The signed-in user of a request, as the routes and services read them. */
export type Viewer = ReturnType<typeof requireUser>;
