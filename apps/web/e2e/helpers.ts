import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The demo data the server writes at start (README "Demo logins").
export const demo = {
  employer: { email: 'employer@mandate.demo', password: 'Employer-2026', name: 'Anna Meier' },
  employerDe: { email: 'employer.de@mandate.demo', password: 'Employer-2026' },
  consultant: { email: 'consultant1@mandate.demo', password: 'Consultant-2026' },
  contentAdmin: { email: 'content.admin@mandate.demo', password: 'Admin-2026', name: 'Nina Frei' },
  salesAdmin: { email: 'sales.admin@mandate.demo', password: 'Admin-2026', name: 'Paul Huber' },
} as const;

export interface Session {
  token: string;
  refreshToken: string;
  userId: number;
}

/** Logs in through the API (login attempts are rate limited per account: keep UI logins for the login tests). */
export async function apiLogin(request: APIRequestContext, user: { email: string; password: string }): Promise<Session> {
  const login = await request.post('/api/authentication/login/credentials', { data: { username: user.email, password: user.password } });
  expect(login.status()).toBe(200);
  const { result } = (await login.json()) as { result: { token: string; refreshToken: string } };
  const current = await request.get('/api/user/current', { headers: { Token: result.token } });
  const { result: me } = (await current.json()) as { result: { id: number } };
  return { ...result, userId: me.id };
}

/** Puts a session into the browser's storage under the spec's keys. */
export async function storeSession(page: Page, session: Pick<Session, 'token' | 'refreshToken'>) {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate(({ token, refreshToken }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('token.refresh', refreshToken);
  }, session);
}

/** Arms a fault of the server's test-only route set: the next `times` calls of `path` answer `status`. */
export async function armFault(
  request: APIRequestContext,
  fault: { path: string; status: number; method?: string; message?: string; errors?: Record<string, string>; times?: number },
) {
  const response = await request.post('/api/testing/faults', { data: fault });
  expect(response.status()).toBe(200);
}

export async function disarmFaults(request: APIRequestContext) {
  await request.delete('/api/testing/faults');
}
