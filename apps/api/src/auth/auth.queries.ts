/** The SQL of the sign-in routes (routes.ts): the rows are `UserAuthRow`s and one-time secrets. */
import type { Queryable } from '../db/database';

/** A user as sign-in reads them. */
export interface UserAuthRow {
  id: string;
  username: string;
  password_hash: string | null;
  status: string;
  locale: 'en' | 'de';
}

/** The user with this address (case-insensitive), or undefined. */
export async function findByUsername(db: Queryable, username: string): Promise<UserAuthRow | undefined> {
  const [row] = await db.query<UserAuthRow>(
    'SELECT id, username, password_hash, status, locale FROM users WHERE lower(username) = lower($1)',
    [username],
  );
  return row;
}

/** The user with this id, or undefined. */
export async function findAuthUser(db: Queryable, id: string): Promise<UserAuthRow | undefined> {
  const [user] = await db.query<UserAuthRow>('SELECT id, username, password_hash, status, locale FROM users WHERE id = $1', [id]);
  return user;
}

/** Records a user's login time. */
export async function touchLastLogin(tx: Queryable, userId: string): Promise<void> {
  await tx.query('UPDATE users SET last_login_at = now() WHERE id = $1', [userId]);
}

/** The unused, unexpired login link with this secret hash, or undefined. */
export async function findLoginLink(db: Queryable, secretHash: string): Promise<{ id: string; user_id: string } | undefined> {
  const [link] = await db.query<{ id: string; user_id: string }>(
    `SELECT id, user_id FROM auth_one_time WHERE kind = 'login-link' AND secret_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [secretHash],
  );
  return link;
}

/** A user's latest unused, unexpired login code, or undefined. */
export async function latestOtp(db: Queryable, userId: string): Promise<{ id: string; secret_hash: string; attempts: number } | undefined> {
  const [otp] = await db.query<{ id: string; secret_hash: string; attempts: number }>(
    `SELECT id, secret_hash, attempts FROM auth_one_time
      WHERE user_id = $1 AND kind = 'otp' AND used_at IS NULL AND expires_at > now() ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  return otp;
}

/** Counts a wrong try of a login code. */
export async function countOtpAttempt(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE auth_one_time SET attempts = attempts + 1 WHERE id = $1', [id]);
}

/** Marks a one-time secret used. */
export async function markOneTimeUsed(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE auth_one_time SET used_at = now() WHERE id = $1', [id]);
}
