import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

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

/** Signs `session` in in the browser (its tokens stored) with the language cookie `locale`, before the first page of a test. */
export async function signIn(page: Page, session: Pick<Session, 'token' | 'refreshToken'>, locale: 'en' | 'de' = 'en') {
  await page.context().addCookies([{ name: 'locale', value: locale, url: test.info().project.use.baseURL! }]);
  await storeSession(page, session);
}

/** The active vacancy of the demo data titled `title` that `author` wrote (as the author's vacancy list finds it). */
export async function activeVacancyOf(request: APIRequestContext, author: Session, title: string): Promise<{ id: number; title: string }> {
  const list = await request.post('/api/job/list', {
    headers: { Token: author.token },
    data: { statuses: ['active'], authorId: author.userId, pageSize: 50 },
  });
  const { result } = (await list.json()) as { result: { items: { id: number; title: string }[] } };
  const vacancy = result.items.find((item) => item.title === title)!;
  expect(vacancy).toBeTruthy();
  return vacancy;
}

/** axe-core as the stories run it (the version the Storybook a11y addon brings). */
const axeRequire = createRequire(createRequire(import.meta.url).resolve('@storybook/addon-a11y/package.json'));
const axeSource = readFileSync(axeRequire.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * 0 axe violations on the page as it is now. It is evaluated through the browser's protocol: the
 * page's CSP (script-src 'self') stays as it is. React Aria's live announcer briefly holds role="img"
 * nodes labelled by dialogs that are gone (LiveAnnouncer.announce): no content of the page, left out
 * (as in the stories' settle()). With an overlay open (a popover), the `region` rule is off: React
 * Aria portals overlays to the end of the body, outside the page's landmarks, by design.
 */
export async function expectNoAxeViolations(page: Page, { overlay = false } = {}) {
  // Colours in the middle of a transition are not the page's: a submit button just enabled fades
  // from its disabled look (axe once measured its contrast mid-fade, color-contrast). Finite
  // transitions and animations end first (at most 2 s); endless ones (spinners) are left running.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (withOverlay) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: { exclude: string[][] },
            options: { rules: Record<string, { enabled: boolean }> },
          ) => Promise<{ violations: { id: string; nodes: { html: string }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run({ exclude: [['[data-live-announcer]']] }, { rules: withOverlay ? { region: { enabled: false } } : {} });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.html).join(' | ')}`);
  }, overlay);
  expect(violations).toEqual([]);
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
