import { responseSchemaOf } from '@mandate/domain';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from './fixtures';

/** The answer check of the test HTTP client (issue 12 §3): a drift from the response schema fails. */
describe('answers against their response schemas', () => {
  it('finds a route by method and path, literal segments first', () => {
    expect(responseSchemaOf('GET', '/user/current')?.key).toBe('GET /user/current');
    expect(responseSchemaOf('get', '/user/counters')?.key).toBe('GET /user/counters');
    expect(responseSchemaOf('POST', '/user/current')).toBeNull();
    expect(responseSchemaOf('GET', '/nothing/here')).toBeNull();
  });

  it('knows the answers of the sign-in and system routes', () => {
    expect(responseSchemaOf('POST', '/authentication/login/credentials')?.key).toBe('POST /authentication/login/credentials');
    expect(responseSchemaOf('POST', '/authentication/switch/7')?.key).toBe('POST /authentication/switch/{id}');
    expect(responseSchemaOf('GET', '/health')?.key).toBe('GET /health');
    expect(() => checkAnswer('POST', '/api/authentication/logout', 200, { result: null })).not.toThrow();
    expect(() => checkAnswer('POST', '/api/authentication/refresh', 200, { result: { token: 'a' } })).toThrow(/refreshToken/);
    expect(() => checkAnswer('GET', '/api/health', 200, { result: { status: 'ok', database: 'sqlite' } })).toThrow(/database/);
  });

  it('passes an answer in its contract and refuses one that drifted', () => {
    const counters = { invitations: 2, unreadThreads: 0, openTasks: 0 };
    expect(() => checkAnswer('GET', '/api/user/counters', 200, { result: counters })).not.toThrow();
    expect(() => checkAnswer('GET', '/api/user/counters?x=1', 200, { result: { ...counters, unreadThreads: '3' } })).toThrow(
      /GET \/api\/user\/counters\?x=1 answered outside its contract \(GET \/user\/counters\):\n {2}unreadThreads: /,
    );
    expect(() => checkAnswer('GET', '/api/user/counters', 200, { result: { invitations: 1, openTasks: 0 } })).toThrow(/unreadThreads/);
  });

  it('leaves refusals, answers without a result and routes without a schema alone', () => {
    expect(() => checkAnswer('GET', '/api/user/counters', 401, { result: 'nope' })).not.toThrow();
    expect(() => checkAnswer('GET', '/api/user/counters', 200, 'text')).not.toThrow();
    expect(() => checkAnswer('GET', '/api/unknown', 200, { result: { anything: true } })).not.toThrow();
  });
});
