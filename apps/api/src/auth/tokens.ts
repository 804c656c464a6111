import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import type { TokenPair } from '@mandate/domain';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

/** A new random secret (256 bits, base64url). Only its hash is stored. */
export const newSecret = () => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
/** A 6-digit one-time code, uniformly random. */
export const newOtpCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A session's token pair, as `tokenPairResponse` (domain) describes the answer. */
export type { TokenPair };

type Queryable = Pick<Database, 'query'>;

/** Issues an access and a refresh token in a session. */
export async function issueTokens(db: Queryable, sessionId: string): Promise<TokenPair> {
  const token = newSecret();
  const refreshToken = newSecret();
  await db.query(
    `INSERT INTO auth_tokens (token_hash, session_id, kind, expires_at) VALUES
       ($1, $3, 'access', now() + make_interval(secs => $4)),
       ($2, $3, 'refresh', now() + make_interval(secs => $5))`,
    [hashSecret(token), hashSecret(refreshToken), sessionId, ACCESS_TTL_SECONDS, REFRESH_TTL_SECONDS],
  );
  return { token, refreshToken };
}

/** Starts a session (a refresh-token family) for `userId`, optionally owned by a switching admin. */
export async function startSession(db: Queryable, userId: number, ownerId: number | null = null): Promise<TokenPair> {
  const sessionId = randomUUID();
  await db.query('INSERT INTO auth_sessions (id, user_id, owner_id) VALUES ($1, $2, $3)', [sessionId, userId, ownerId]);
  return issueTokens(db, sessionId);
}

export async function revokeSession(db: Queryable, sessionId: string, reason: string): Promise<void> {
  await db.query('UPDATE auth_sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    reason,
  ]);
}

export type RefreshOutcome = { ok: true; tokens: TokenPair } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Rotates a refresh token: the presented one is used up and a new pair is issued in the same
 * session. Presenting a token that was already used means it leaked: the whole session (token
 * family) is revoked.
 */
export async function rotateRefreshToken(db: Database, refreshToken: string): Promise<RefreshOutcome> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ session_id: string; used_at: Date | null; expired: boolean; revoked: boolean }>(
      `SELECT t.session_id, t.used_at, t.expires_at <= now() AS expired, s.revoked_at IS NOT NULL AS revoked
         FROM auth_tokens t JOIN auth_sessions s ON s.id = t.session_id
        WHERE t.token_hash = $1 AND t.kind = 'refresh'
        FOR UPDATE OF t`,
      [hashSecret(refreshToken)],
    );
    const row = rows[0];
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revoked) return { ok: false, reason: 'revoked' } as const;
    if (row.used_at) {
      await revokeSession(tx, row.session_id, 'refresh-token-reuse');
      return { ok: false, reason: 'reused' } as const;
    }
    if (row.expired) return { ok: false, reason: 'expired' } as const;
    await tx.query('UPDATE auth_tokens SET used_at = now() WHERE token_hash = $1', [hashSecret(refreshToken)]);
    // The old access token of this session ends with the rotation.
    await tx.query("UPDATE auth_tokens SET expires_at = now() WHERE session_id = $1 AND kind = 'access' AND expires_at > now()", [
      row.session_id,
    ]);
    return { ok: true, tokens: await issueTokens(tx, row.session_id) } as const;
  });
}

export interface AuthenticatedSession {
  sessionId: string;
  userId: number;
  ownerId: number | null;
}

/** The session of a valid, unexpired access token, or null. */
export async function sessionOfAccessToken(db: Queryable, token: string): Promise<AuthenticatedSession | null> {
  const rows = await db.query<{ session_id: string; user_id: string; owner_id: string | null }>(
    `SELECT s.id AS session_id, s.user_id, s.owner_id
       FROM auth_tokens t JOIN auth_sessions s ON s.id = t.session_id
      WHERE t.token_hash = $1 AND t.kind = 'access' AND t.expires_at > now() AND s.revoked_at IS NULL`,
    [hashSecret(token)],
  );
  const row = rows[0];
  return row
    ? { sessionId: row.session_id, userId: Number(row.user_id), ownerId: row.owner_id === null ? null : Number(row.owner_id) }
    : null;
}

/**
 * Stores a one-time secret (an OTP code or a login link) for a user, replacing any unused earlier
 * one of the same kind. Only its hash is kept.
 */
export async function issueOneTimeSecret(
  db: Queryable,
  userId: number | string,
  kind: 'otp' | 'login-link',
  secret: string,
  ttlSeconds: number,
): Promise<void> {
  await db.query('UPDATE auth_one_time SET used_at = now() WHERE user_id = $1 AND kind = $2 AND used_at IS NULL', [userId, kind]);
  await db.query(
    'INSERT INTO auth_one_time (user_id, kind, secret_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))',
    [userId, kind, hashSecret(secret), ttlSeconds],
  );
}
