import { resetConfirmSchema, signupSchema, otpRequestSchema } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { hashSecret, issueOneTimeSecret, newSecret, startSession } from '../auth/tokens';
import type { Database } from '../db/database';
import { requestLocale, t } from '../http/i18n';
import { parse } from '../http/validation';
import { enqueueMail } from '../mail/outbox';
import { fieldError, publicDoc } from '../http/route';
import { activeAccount, insertSignUp, setPasswordHash, useResetLink, usernameExists } from './account.queries';
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
    return { result: { available: !(await usernameExists(db, username)) } };
  });

  app.post(
    '/register/signup',
    { ...limited, ...publicDoc(TAG, 'Sign up a company or agency with its first user, and log in') },
    async (request) => {
      const body = parse(request, signupSchema, request.body);
      const taken = () => fieldError(request, 'username', 'email-taken');
      if (await usernameExists(db, body.username)) throw taken();
      const passwordHash = await hashPassword(body.password);
      try {
        const result = await db.transaction(async (tx) => {
          const { userId, organizationId } = await insertSignUp(tx, {
            organizationName: body.organizationName,
            type: body.type,
            countryCode: body.countryCode ?? null,
            city: body.city ?? null,
            locale: body.locale,
            username: body.username,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
            phone: body.phone ?? null,
          });
          const tokens = await startSession(tx, userId);
          return { user: { id: userId, organization: { id: organizationId, name: body.organizationName } }, ...tokens };
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
      const user = await activeAccount(db, username);
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
        const userId = await useResetLink(tx, hashSecret(body.token));
        if (userId === null) return null;
        await setPasswordHash(tx, userId, passwordHash);
        await revokeAllSessions(tx, userId, 'password-reset');
        return startSession(tx, userId);
      });
      if (!tokens) throw fieldError(request, 'token', 'invalid-login-link');
      return { result: tokens };
    },
  );
}
