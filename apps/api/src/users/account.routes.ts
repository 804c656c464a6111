import { resetConfirmSchema, signupSchema, otpRequestSchema } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { hashSecret, issueOneTimeSecret, newSecret, startSession } from '../auth/tokens';
import type { Database } from '../db/database';
import { requestLocale, t } from '../http/i18n';
import { parse } from '../http/validation';
import { enqueueMail } from '../mail/outbox';
import { fieldError, publicDoc } from '../http/route';
import { num } from '../db/values';
import { PASSWORD_RESET_TTL_SECONDS, revokeAllSessions } from './user.queries';

const TAG = 'Users';

/** E-mail check, sign-up and password reset (anonymous, rate limited) under /api. */
export async function accountRoutes(
  app: FastifyInstance,
  { db, rateLimit }: { db: Database; rateLimit: { max: number; timeWindow: number } },
) {
  const limited = { config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindow } } };
  app.post('/user/email-check', { ...limited, ...publicDoc(TAG, 'Whether an e-mail address is free for sign-up') }, async (request) => {
    const { username } = parse(request, otpRequestSchema, request.body);
    const [row] = await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username]);
    return { result: { available: !row } };
  });

  app.post(
    '/register/signup',
    { ...limited, ...publicDoc(TAG, 'Sign up a company or agency with its first user, and log in') },
    async (request) => {
      const body = parse(request, signupSchema, request.body);
      const taken = () => fieldError(request, 'username', 'email-taken');
      const [existing] = await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [body.username]);
      if (existing) throw taken();
      const passwordHash = await hashPassword(body.password);
      try {
        const result = await db.transaction(async (tx) => {
          const [org] = await tx.query<{ id: string }>(
            'INSERT INTO organizations (name, type, country_code, city, language) VALUES ($1, $2, $3, $4, $5) RETURNING id',
            [body.organizationName, body.type, body.countryCode ?? null, body.city ?? null, body.locale],
          );
          const [user] = await tx.query<{ id: string }>(
            `INSERT INTO users (username, password_hash, first_name, last_name, roles, organization_id, country_code, city, phone, locale, last_login_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now()) RETURNING id`,
            [
              body.username,
              passwordHash,
              body.firstName,
              body.lastName,
              [body.type === 'company' ? 'employer' : 'recruiter'],
              org!.id,
              body.countryCode ?? null,
              body.city ?? null,
              body.phone ?? null,
              body.locale,
            ],
          );
          // The person who registers an organisation manages it.
          await tx.query('INSERT INTO organization_managers (user_id, organization_id) VALUES ($1, $2)', [user!.id, org!.id]);
          const tokens = await startSession(tx, num(user!.id));
          return { user: { id: num(user!.id), organization: { id: num(org!.id), name: body.organizationName } }, ...tokens };
        });
        return { result };
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw taken();
        throw error;
      }
    },
  );

  app.post(
    '/password/reset',
    { ...limited, ...publicDoc(TAG, 'E-mail a password-reset link (answers the same for unknown addresses)') },
    async (request) => {
      const { username } = parse(request, otpRequestSchema, request.body);
      const [user] = await db.query<{ id: string; username: string; locale: 'en' | 'de' }>(
        "SELECT id, username, locale FROM users WHERE lower(username) = lower($1) AND status = 'active'",
        [username],
      );
      if (user) {
        const secret = newSecret();
        const link = `${process.env.APP_URL ?? ''}/account/login?token=${secret}&resetPassword=true`;
        await db.transaction(async (tx) => {
          await issueOneTimeSecret(tx, user.id, 'login-link', secret, PASSWORD_RESET_TTL_SECONDS);
          await enqueueMail(tx, {
            kind: 'password-reset',
            to: user.username,
            subject: t(user.locale, 'password-reset-subject'),
            text: t(user.locale, 'password-reset-body', { link }),
          });
        });
      }
      // The same answer whether or not the address has an account.
      return { result: { message: t(requestLocale(request), 'password-reset-sent') } };
    },
  );

  /** Sets a new password with the mailed link's token; ends every session of the account. */
  app.post(
    '/password/reset/confirm',
    { ...limited, ...publicDoc(TAG, "Set a new password with a reset link's token") },
    async (request) => {
      const body = parse(request, resetConfirmSchema, request.body);
      const passwordHash = await hashPassword(body.password);
      const tokens = await db.transaction(async (tx) => {
        const [link] = await tx.query<{ id: string; user_id: string }>(
          `SELECT l.id, l.user_id FROM auth_one_time l JOIN users u ON u.id = l.user_id
          WHERE l.kind = 'login-link' AND l.secret_hash = $1 AND l.used_at IS NULL AND l.expires_at > now() AND u.status = 'active'
          FOR UPDATE OF l`,
          [hashSecret(body.token)],
        );
        if (!link) return null;
        await tx.query('UPDATE auth_one_time SET used_at = now() WHERE id = $1', [link.id]);
        await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [link.user_id, passwordHash]);
        await revokeAllSessions(tx, num(link.user_id), 'password-reset');
        return startSession(tx, num(link.user_id));
      });
      if (!tokens) throw fieldError(request, 'token', 'invalid-login-link');
      return { result: tokens };
    },
  );
}
