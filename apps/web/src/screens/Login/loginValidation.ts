import { loginSchema, otpLoginSchema, otpRequestSchema, validate } from '@mandate/domain';

/**
 * The login form's validation: domain's schemas, the ones the server parses. Loaded on the first
 * submit (and prefetched once the form shows), so valibot is not part of the login page's initial
 * JavaScript (docs/decisions/0011).
 */
export function validateLogin(mode: 'password' | 'otp-request' | 'otp-code', input: Readonly<Record<string, string | undefined>>) {
  const schema = mode === 'password' ? loginSchema : mode === 'otp-request' ? otpRequestSchema : otpLoginSchema;
  return validate(schema, input);
}
