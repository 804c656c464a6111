import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { unauthorized } from '../http/errors';
import { requestLocale, t } from '../http/i18n';
import { loadAccessTokenSession, type SessionUser } from '../users/currentUser';
import { hashSecret, type AuthenticatedSession } from './tokens';

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
 * read that raced with a write is not kept, so within the process nothing is ever stale; a change
 * made by another process or directly in the database is seen after `ttlMs` at most. A token past
 * its expiry is never answered from here.
 */
export class SessionCache {
  private readonly entries = new Map<string, { found: Found; cachedAt: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  async load(db: Pick<Database, 'query'>, tokenHash: string): Promise<Found | null> {
    const now = Date.now();
    const hit = this.entries.get(tokenHash);
    if (hit && now - hit.cachedAt < this.ttlMs && now < hit.found.expiresAt.getTime()) return hit.found;
    const generation = this.generation;
    const found = await loadAccessTokenSession(db, tokenHash);
    if (found && this.ttlMs > 0 && generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(tokenHash, { found, cachedAt: now });
    } else if (!found) {
      this.entries.delete(tokenHash);
    }
    return found;
  }
}

/** Reads the `Token` header on every request and attaches the session and user. */
export const authContext = fp(async (app: FastifyInstance, { db, sessionCacheMs }: { db: Database; sessionCacheMs: number }) => {
  const cache = new SessionCache(sessionCacheMs);
  const unsubscribe = db.onWrite(() => cache.clear());
  app.addHook('onClose', async () => {
    unsubscribe();
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
