import type { RawResponse } from '@mandate/api-client';
import { describe, expect, it, vi } from 'vitest';
import { ADOPT_WITHIN_MS, createEarlyCalls } from './earlyRequests';

const response = (body: string) => ({ status: 200, text: () => Promise.resolve(body) }) as unknown as RawResponse;
const headers = { Accept: 'application/json', Timezone: 'Europe/Zurich', Locale: 'de', Token: 'abc' };
const start = { baseUrl: '/api', token: 'abc', locale: 'de', timezone: 'Europe/Zurich' };

function setUp() {
  let now = 0;
  const early = createEarlyCalls(() => now);
  const sent = vi.fn((url: string) => Promise.resolve(response(`early ${url}`)));
  const network = vi.fn((url: string) => Promise.resolve(response(`late ${url}`)));
  const fetch = early.adopt((input) => network(input));
  return { early, sent, network, fetch, later: (ms: number) => (now += ms) };
}

const bodyOf = async (answer: Promise<RawResponse>) => (await answer).text();

describe('early session calls', () => {
  it('sends the user and the counters with the client headers, and nothing without a token', () => {
    const { early, sent } = setUp();
    early.send({ ...start, token: null, fetch: sent });
    expect(sent).not.toHaveBeenCalled();
    early.send({ ...start, fetch: sent });
    expect(sent.mock.calls).toEqual([
      ['/api/user/current', { method: 'GET', credentials: 'include', headers }],
      ['/api/user/counters', { method: 'GET', credentials: 'include', headers }],
    ]);
  });

  it('answers the first identical call with the early answer, once', async () => {
    const { early, sent, network, fetch } = setUp();
    early.send({ ...start, fetch: sent });
    const init = { method: 'GET', credentials: 'include' as const, headers };
    expect(await bodyOf(fetch('/api/user/current', init))).toBe('early /api/user/current');
    expect(await bodyOf(fetch('/api/user/counters', init))).toBe('early /api/user/counters');
    expect(await bodyOf(fetch('/api/user/current', init))).toBe('late /api/user/current');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends a call that differs in token, locale, method or body, or comes late, to the network', async () => {
    const { early, sent, network, fetch, later } = setUp();
    early.send({ ...start, fetch: sent });
    const init = { method: 'GET', credentials: 'include' as const, headers };
    expect(await bodyOf(fetch('/api/user/current', { ...init, headers: { ...headers, Token: 'refreshed' } }))).toBe(
      'late /api/user/current',
    );
    expect(await bodyOf(fetch('/api/user/current', { ...init, headers: { ...headers, Locale: 'en' } }))).toBe('late /api/user/current');
    expect(await bodyOf(fetch('/api/user/current', { ...init, method: 'POST', body: '{}' }))).toBe('late /api/user/current');
    expect(await bodyOf(fetch('/api/user/current', { ...init, headers: { ...headers, Extra: '1' } }))).toBe('late /api/user/current');
    later(ADOPT_WITHIN_MS + 1);
    expect(await bodyOf(fetch('/api/user/current', init))).toBe('late /api/user/current');
    expect(network).toHaveBeenCalledTimes(5);
  });

  it('sends the call again when the early one failed', async () => {
    const { early, network, fetch } = setUp();
    early.send({ ...start, fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const init = { method: 'GET', credentials: 'include' as const, headers };
    expect(await bodyOf(fetch('/api/user/current', init))).toBe('late /api/user/current');
    expect(network).toHaveBeenCalledTimes(1);
  });
});
