/**
 * Schemas of the login forms and the token refresh (000 §4, 001 §7.1).
 */
import * as v from 'valibot';
import { safeString } from './fields';

const email = () =>
  v.pipe(
    safeString('domain.error.required'),
    v.trim(),
    v.nonEmpty('domain.error.required'),
    v.email('domain.error.email'),
    v.maxLength(255, 'domain.error.max-length'),
  );

/** Login with credentials: e-mail (username) and password, both required. */
export const loginSchema = v.object(
  { username: email(), password: v.pipe(safeString('domain.error.required'), v.nonEmpty('domain.error.required')) },
  'domain.error.required',
);

/** Request an OTP: the e-mail. */
export const otpRequestSchema = v.object({ username: email() }, 'domain.error.required');

/** Login with an OTP: e-mail and a 6-digit code. */
export const otpLoginSchema = v.object(
  {
    username: email(),
    code: v.pipe(
      safeString('domain.error.required'),
      v.trim(),
      v.nonEmpty('domain.error.required'),
      v.regex(/^\d{6}$/, 'domain.error.otp'),
    ),
  },
  'domain.error.required',
);

/** Token refresh: the refresh token. */
export const refreshSchema = v.object(
  { refreshToken: v.pipe(safeString('domain.error.required'), v.nonEmpty('domain.error.required')) },
  'domain.error.required',
);

/** Login with a one-time link (invitation, password reset): the link's token, whether it resets the password, where to go on an error. */
export const tokenLoginSchema = v.object(
  {
    token: v.pipe(safeString('domain.error.required'), v.nonEmpty('domain.error.required'), v.maxLength(200, 'domain.error.max-length')),
    resetPassword: v.optional(v.boolean('domain.error.type'), false),
    redirectOnError: v.optional(v.nullable(v.pipe(safeString('domain.error.type'), v.maxLength(2000, 'domain.error.max-length')))),
  },
  'domain.error.required',
);

/** Switch to another user (an admin): whether the admin stays the session's owner. */
export const switchUserSchema = v.object({ keepOwner: v.optional(v.boolean('domain.error.type'), true) }, 'domain.error.required');
