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

/** Reads the `Token` header on every request and attaches the session and user. */
export const authContext = fp(async (app: FastifyInstance, { db }: { db: Database }) => {
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers['token'];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token || !request.url.startsWith('/api/')) return;
    const found = await loadAccessTokenSession(db, hashSecret(token));
    if (!found) return;
    const { session, user } = found;
    if (user.status === 'blocked' || user.status === 'deleted') return;
    request.session = session;
    request.user = user;
  });
});

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): SessionUser & { session: AuthenticatedSession } {
  if (!request.user || !request.session) throw unauthorized(t(requestLocale(request), 'not-authenticated'));
  return Object.assign(request.user, { session: request.session });
}
