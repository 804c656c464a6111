/**
 * Errors a route or service throws on purpose. The server's error handler answers them as
 * `{ message, errors? }` with their status; anything else becomes a 500 "Something went wrong".
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Field-keyed messages (400/422). */
    readonly errors?: Record<string, string>,
    /** Extra headers, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unprocessable = (message: string, errors: Record<string, string>) => new HttpError(422, message, errors);
export const unauthorized = (message = 'Not authenticated') => new HttpError(401, message);
export const forbidden = (message = 'Access denied') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message = 'Too many requests. Please wait.', retryAfterSeconds?: number) =>
  new HttpError(429, message, undefined, retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : undefined);
