/**
 * Answers of the authentication routes (001 §7.1, `/authentication/…`) and of the system routes
 * (`/health`, `/version`). The signed-in user is `GET /user/current` (user.ts).
 */
import * as v from 'valibot';
import { id, text } from './shared';

/** A session's token pair (000 §3): `/login/credentials`, `/login/otp`, `/refresh` (and `/linkedin` where configured). */
export const tokenPairResponse = v.object({ token: text(), refreshToken: text() });

/** `POST /authentication/login/token`: the pair, and whether the link was a password reset (the app then asks for a new one). */
export const tokenLoginResponse = v.object({ ...tokenPairResponse.entries, resetPassword: v.boolean() });

/** `POST /authentication/otp`: the same message whether or not the address has an account. */
export const otpSentResponse = v.object({ message: text() });

/** `POST /authentication/switch/{id}`: the new pair and the admin kept as owner, if any. */
export const switchUserResponse = v.object({
  ...tokenPairResponse.entries,
  owner: v.nullable(v.object({ id: id(), name: text() })),
});

/** `GET /health`: the server and its database answer (a 503 otherwise). */
export const healthResponse = v.object({ status: v.literal('ok'), database: v.picklist(['pglite', 'postgres']) });

/** `GET /version`, polled every 60 s (001 §4.6): changes with every deployment that changes the app. */
export const versionResponse = v.object({ version: text() });
