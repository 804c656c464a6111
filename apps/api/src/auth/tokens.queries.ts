/** The SQL of sessions and their tokens (tokens.ts): only the hashes of tokens and secrets are stored. */
import type { Queryable } from '../db/database';

/** Stores an access and a refresh token (their hashes) in a session, each with its lifetime in seconds. */
export async function insertTokenPair(
  db: Queryable,
  sessionId: string,
  tokenHash: string,
  refreshTokenHash: string,
  accessTtlSeconds: number,
  refreshTtlSeconds: number,
): Promise<void> {
  await db.query(
    `INSERT INTO auth_tokens (token_hash, session_id, kind, expires_at) VALUES
       ($1, $3, 'access', now() + make_interval(secs => $4)),
       ($2, $3, 'refresh', now() + make_interval(secs => $5))`,
    [tokenHash, refreshTokenHash, sessionId, accessTtlSeconds, refreshTtlSeconds],
  );
}

/** Records a new session of `userId`, optionally owned by a switching admin. */
export async function insertSession(db: Queryable, sessionId: string, userId: number, ownerId: number | null): Promise<void> {
  await db.query('INSERT INTO auth_sessions (id, user_id, owner_id) VALUES ($1, $2, $3)', [sessionId, userId, ownerId]);
}

/** Revokes a session (a refresh-token family) unless it is revoked already. */
export async function revokeSession(db: Queryable, sessionId: string, reason: string): Promise<void> {
  await db.query('UPDATE auth_sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    reason,
  ]);
}

/** A refresh token with the state of its session. */
export interface RefreshTokenRow {
  session_id: string;
  used_at: Date | null;
  expired: boolean;
  revoked: boolean;
}

/** The refresh token with this hash, locked until the transaction ends, or undefined. */
export async function lockRefreshToken(tx: Queryable, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const rows = await tx.query<RefreshTokenRow>(
    `SELECT t.session_id, t.used_at, t.expires_at <= now() AS expired, s.revoked_at IS NOT NULL AS revoked
       FROM auth_tokens t JOIN auth_sessions s ON s.id = t.session_id
      WHERE t.token_hash = $1 AND t.kind = 'refresh'
      FOR UPDATE OF t`,
    [tokenHash],
  );
  return rows[0];
}

/** Marks a token used (a refresh token is used once). */
export async function markTokenUsed(tx: Queryable, tokenHash: string): Promise<void> {
  await tx.query('UPDATE auth_tokens SET used_at = now() WHERE token_hash = $1', [tokenHash]);
}

/** Ends the unexpired access tokens of a session now. */
export async function expireAccessTokens(tx: Queryable, sessionId: string): Promise<void> {
  await tx.query("UPDATE auth_tokens SET expires_at = now() WHERE session_id = $1 AND kind = 'access' AND expires_at > now()", [sessionId]);
}

/** The session of a valid, unexpired access token (by its hash) in a session not revoked, or undefined. */
export async function accessTokenSession(
  db: Queryable,
  tokenHash: string,
): Promise<{ session_id: string; user_id: string; owner_id: string | null } | undefined> {
  const rows = await db.query<{ session_id: string; user_id: string; owner_id: string | null }>(
    `SELECT s.id AS session_id, s.user_id, s.owner_id
       FROM auth_tokens t JOIN auth_sessions s ON s.id = t.session_id
      WHERE t.token_hash = $1 AND t.kind = 'access' AND t.expires_at > now() AND s.revoked_at IS NULL`,
    [tokenHash],
  );
  return rows[0];
}

/** Stores a one-time secret's hash for a user, marking any unused earlier one of the same kind used. */
export async function replaceOneTimeSecret(
  db: Queryable,
  userId: number | string,
  kind: 'otp' | 'login-link',
  secretHash: string,
  ttlSeconds: number,
): Promise<void> {
  await db.query('UPDATE auth_one_time SET used_at = now() WHERE user_id = $1 AND kind = $2 AND used_at IS NULL', [userId, kind]);
  await db.query(
    'INSERT INTO auth_one_time (user_id, kind, secret_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))',
    [userId, kind, secretHash, ttlSeconds],
  );
}
