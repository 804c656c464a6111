/** Every SQL text of sign-up, the e-mail check and the password reset. */
import type { Queryable } from '../db/database';
import { num } from '../db/values';

/** Whether an account has this user name (e-mail address), in any case. */
export async function usernameExists(q: Queryable, username: string, exceptUserId: number | string | null = null): Promise<boolean> {
  const [row] = await q.query('SELECT 1 FROM users WHERE lower(username) = lower($1) AND ($2::bigint IS NULL OR id <> $2)', [
    username,
    exceptUserId,
  ]);
  return !!row;
}

export interface SignUp {
  organizationName: string;
  type: 'company' | 'agency';
  countryCode: string | null;
  city: string | null;
  locale: string;
  username: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

/** A new organisation with its first user, who manages it; answers both ids. */
export async function insertSignUp(q: Queryable, s: SignUp): Promise<{ userId: number; organizationId: number }> {
  const [org] = await q.query<{ id: string }>(
    'INSERT INTO organizations (name, type, country_code, city, language) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [s.organizationName, s.type, s.countryCode, s.city, s.locale],
  );
  const [user] = await q.query<{ id: string }>(
    `INSERT INTO users (username, password_hash, first_name, last_name, roles, organization_id, country_code, city, phone, locale, last_login_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now()) RETURNING id`,
    [
      s.username,
      s.passwordHash,
      s.firstName,
      s.lastName,
      [s.type === 'company' ? 'employer' : 'recruiter'],
      org!.id,
      s.countryCode,
      s.city,
      s.phone,
      s.locale,
    ],
  );
  await q.query('INSERT INTO organization_managers (user_id, organization_id) VALUES ($1, $2)', [user!.id, org!.id]);
  return { userId: num(user!.id), organizationId: num(org!.id) };
}

/** The active account of a user name, for the password-reset mail. */
export async function activeAccount(q: Queryable, username: string) {
  const [user] = await q.query<{ id: string; username: string; locale: 'en' | 'de' }>(
    "SELECT id, username, locale FROM users WHERE lower(username) = lower($1) AND status = 'active'",
    [username],
  );
  return user ?? null;
}

/** Uses a valid, unused reset link of an active account (locked until the transaction ends); answers its user, or null. */
export async function useResetLink(q: Queryable, secretHash: string): Promise<number | null> {
  const [link] = await q.query<{ id: string; user_id: string }>(
    `SELECT l.id, l.user_id FROM auth_one_time l JOIN users u ON u.id = l.user_id
      WHERE l.kind = 'login-link' AND l.secret_hash = $1 AND l.used_at IS NULL AND l.expires_at > now() AND u.status = 'active'
      FOR UPDATE OF l`,
    [secretHash],
  );
  if (!link) return null;
  await q.query('UPDATE auth_one_time SET used_at = now() WHERE id = $1', [link.id]);
  return num(link.user_id);
}

export async function setPasswordHash(q: Queryable, userId: number, passwordHash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
}
