import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import type { TokenPair } from '@mandate/domain';
import {
  accessTokenSession,
  expireAccessTokens,
  insertSession,
  insertTokenPair,
  lockRefreshToken,
  markTokenUsed,
  replaceOneTimeSecret,
  revokeSession,
} from './tokens.queries';

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
  await insertTokenPair(db, sessionId, hashSecret(token), hashSecret(refreshToken), ACCESS_TTL_SECONDS, REFRESH_TTL_SECONDS);
  return { token, refreshToken };
}

/** Starts a session (a refresh-token family) for `userId`, optionally owned by a switching admin. */
export async function startSession(db: Queryable, userId: number, ownerId: number | null = null): Promise<TokenPair> {
  const sessionId = randomUUID();
  await insertSession(db, sessionId, userId, ownerId);
  return issueTokens(db, sessionId);
}

/** Revokes a session (a refresh-token family) unless it is revoked already. */
export { revokeSession };

export type RefreshOutcome = { ok: true; tokens: TokenPair } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Rotates a refresh token: the presented one is used up and a new pair is issued in the same
 * session. Presenting a token that was already used means it leaked: the whole session (token
 * family) is revoked.
 */
export async function rotateRefreshToken(db: Database, refreshToken: string): Promise<RefreshOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockRefreshToken(tx, hashSecret(refreshToken));
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revoked) return { ok: false, reason: 'revoked' } as const;
    if (row.used_at) {
      await revokeSession(tx, row.session_id, 'refresh-token-reuse');
      return { ok: false, reason: 'reused' } as const;
    }
    if (row.expired) return { ok: false, reason: 'expired' } as const;
    await markTokenUsed(tx, hashSecret(refreshToken));
    // The old access token of this session ends with the rotation.
    await expireAccessTokens(tx, row.session_id);
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
  const row = await accessTokenSession(db, hashSecret(token));
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
  await replaceOneTimeSecret(db, userId, kind, hashSecret(secret), ttlSeconds);
}
