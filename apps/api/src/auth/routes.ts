import {
  can,
  canEnterDashboard,
  loginSchema,
  otpLoginSchema,
  otpRequestSchema,
  refreshSchema,
  switchUserSchema,
  tokenLoginSchema,
  type InferOutput,
  type otpSentResponse,
  type switchUserResponse,
  type tokenLoginResponse,
  type TokenPair,
} from '@mandate/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { HttpError, badRequest, forbidden, notFound, unauthorized } from '../http/errors';
import { requestLocale, t } from '../http/i18n';
import { doc, idParam, publicDoc } from '../http/route';
import { parse } from '../http/validation';
import { enqueueMail } from '../mail/outbox';
import { requireUser } from './context';
import { verifyPassword } from './passwords';
import { hashSecret, issueOneTimeSecret, newOtpCode, revokeSession, rotateRefreshToken, startSession } from './tokens';
import { currentUserView, loadSessionUser } from './currentUser';
import {
  countOtpAttempt,
  findAuthUser,
  findByUsername,
  findLoginLink,
  latestOtp,
  markOneTimeUsed,
  touchLastLogin,
  type UserAuthRow,
} from './auth.queries';

export const OTP_TTL_SECONDS = 10 * 60;
const OTP_MAX_ATTEMPTS = 5;
const TAG = 'Authentication';

export interface AuthRouteOptions {
  db: Database;
  /** Attempts per window and address for login and OTP; lower in tests. */
  rateLimit: { max: number; timeWindow: number };
}

/** The authentication endpoints of 001 §7.1, under /api/authentication. */
export async function authRoutes(app: FastifyInstance, { db, rateLimit }: AuthRouteOptions) {
  const limited = {
    config: {
      rateLimit: {
        max: rateLimit.max,
        timeWindow: rateLimit.timeWindow,
        // Per client address and per account, so one attacker cannot lock everybody out.
        keyGenerator: (request: FastifyRequest) => {
          const body = request.body as { username?: unknown } | undefined;
          return `${request.ip}|${typeof body?.username === 'string' ? body.username.toLowerCase() : ''}`;
        },
      },
    },
  };

  const invalidCredentials = (request: FastifyRequest) => new HttpError(401, t(requestLocale(request), 'invalid-credentials'));

  async function loginAs(request: FastifyRequest, user: UserAuthRow): Promise<TokenPair> {
    if (user.status !== 'active') throw new HttpError(403, t(requestLocale(request), 'account-not-active'));
    return db.transaction(async (tx) => {
      await touchLastLogin(tx, user.id);
      return startSession(tx, Number(user.id));
    });
  }

  app.post('/login/credentials', { ...limited, ...publicDoc(TAG, 'Log in with e-mail and password', loginSchema) }, async (request) => {
    const body = parse(request, loginSchema, request.body);
    const user = await findByUsername(db, body.username);
    // Verify even for unknown users so timing does not reveal which addresses exist.
    const ok = await verifyPassword(
      body.password,
      user?.password_hash ?? 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    if (!user || !ok) throw invalidCredentials(request);
    return { result: await loginAs(request, user) };
  });

  app.post(
    '/login/token',
    { ...limited, ...publicDoc(TAG, 'Log in with a one-time link (token, resetPassword, redirectOnError)', tokenLoginSchema) },
    async (request) => {
      const body = parse(request, tokenLoginSchema, request.body);
      const link = await findLoginLink(db, hashSecret(body.token));
      if (!link) throw new HttpError(401, t(requestLocale(request), 'invalid-login-link'));
      const user = await findAuthUser(db, link.user_id);
      if (!user) throw new HttpError(401, t(requestLocale(request), 'invalid-login-link'));
      const tokens = await loginAs(request, user);
      await markOneTimeUsed(db, link.id);
      const result: InferOutput<typeof tokenLoginResponse> = { ...tokens, resetPassword: body.resetPassword };
      return { result };
    },
  );

  app.post('/otp', { ...limited, ...publicDoc(TAG, 'E-mail a 6-digit login code', otpRequestSchema) }, async (request) => {
    const body = parse(request, otpRequestSchema, request.body);
    const user = await findByUsername(db, body.username);
    if (user && user.status === 'active') {
      const code = newOtpCode();
      await db.transaction(async (tx) => {
        await issueOneTimeSecret(tx, user.id, 'otp', `${user.id}:${code}`, OTP_TTL_SECONDS);
        await enqueueMail(tx, {
          kind: 'otp',
          to: user.username,
          subject: t(user.locale, 'otp-subject'),
          text: t(user.locale, 'otp-body', { code }),
        });
      });
    }
    // The same answer whether or not the address has an account.
    const result: InferOutput<typeof otpSentResponse> = { message: t(requestLocale(request), 'otp-sent') };
    return { result };
  });

  app.post('/login/otp', { ...limited, ...publicDoc(TAG, 'Log in with an e-mailed 6-digit code', otpLoginSchema) }, async (request) => {
    const body = parse(request, otpLoginSchema, request.body);
    const user = await findByUsername(db, body.username);
    const invalid = new HttpError(401, t(requestLocale(request), 'invalid-otp'));
    if (!user) throw invalid;
    const otp = await latestOtp(db, user.id);
    if (!otp || otp.attempts >= OTP_MAX_ATTEMPTS) throw invalid;
    if (otp.secret_hash !== hashSecret(`${user.id}:${body.code}`)) {
      await countOtpAttempt(db, otp.id);
      throw invalid;
    }
    await markOneTimeUsed(db, otp.id);
    return { result: await loginAs(request, user) };
  });

  app.post(
    '/refresh',
    publicDoc(TAG, 'New token pair for a refresh token (rotation; reuse revokes the family)', refreshSchema),
    async (request) => {
      const body = parse(request, refreshSchema, request.body);
      const outcome = await rotateRefreshToken(db, body.refreshToken);
      if (!outcome.ok) throw unauthorized(t(requestLocale(request), outcome.reason === 'reused' ? 'refresh-reused' : 'session-expired'));
      const result: TokenPair = outcome.tokens;
      return { result };
    },
  );

  app.post('/logout', doc(TAG, 'Log out (revokes the session)'), async (request) => {
    const user = requireUser(request);
    await revokeSession(db, user.session.sessionId, 'logout');
    return { result: null };
  });

  app.post('/switch/:id', doc(TAG, 'Switch to another user (permission-checked; keepOwner)', switchUserSchema), async (request) => {
    const user = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const body = parse(request, switchUserSchema, request.body ?? {});
    // After a switch, the original admin's rights decide whether a further switch is allowed.
    const acting = user.session.ownerId !== null ? await loadSessionUser(db, user.session.ownerId) : user;
    if (!acting || !can(acting, 'user-switch')) throw forbidden(t(requestLocale(request), 'access-denied'));
    const target = await loadSessionUser(db, id);
    if (!target || target.status === 'deleted') throw notFound(t(requestLocale(request), 'not-found'));
    const ownerId = body.keepOwner ? acting.id : null;
    const tokens = await db.transaction(async (tx) => {
      await revokeSession(tx, user.session.sessionId, 'switched');
      return startSession(tx, id, ownerId === id ? null : ownerId);
    });
    const result: InferOutput<typeof switchUserResponse> = {
      ...tokens,
      owner: ownerId === null || ownerId === id ? null : { id: acting.id, name: acting.name },
    };
    return { result };
  });

  // LinkedIn login needs an OAuth client of the operator's; this server has no LinkedIn integration.
  app.post('/linkedin', publicDoc(TAG, 'Log in with LinkedIn (when configured)'), async (request) => {
    const message = t(requestLocale(request), 'linkedin-not-configured');
    throw badRequest(message, { linkedin: message });
  });

  app.head('/check', doc(TAG, 'Whether the token is valid'), async (request, reply) => {
    const user = requireUser(request);
    const owner = user.session.ownerId !== null ? await loadSessionUser(db, user.session.ownerId) : null;
    if (!canEnterDashboard({ user: { status: { code: user.status } }, owner })) throw unauthorized();
    return reply.code(200).send();
  });
}

/** GET /api/user/current: the signed-in user (000 §3). */
export async function currentUserRoute(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/current', doc('Users', 'The current user with roles, permissions and organisations'), async (request) => {
    const user = requireUser(request);
    const view = await currentUserView(db, user.id, user.session.ownerId);
    if (!view) throw unauthorized();
    return { result: view };
  });
}
