/**
 * The answer check of the server's test clients, in a module of its own (domain and valibot only) so
 * the dialogs' payload tests (src/contracts) can check the API client's answers too without loading
 * the server: `testing/fixtures.ts` re-exports it for the in-process tests' client.
 */
import { responseSchemaOf } from '@mandate/domain';
import * as v from 'valibot';

/**
 * Checks a 2xx answer's `result` against the response schema of its route (domain's
 * `responseSchemas`, issue 12 §3): a field the server renames, drops or types differently than the
 * contract the API client and the web app read fails the test that received it.
 */
export function checkAnswer(method: string, path: string, status: number, body: unknown): void {
  if (status < 200 || status >= 300 || body === null || typeof body !== 'object' || !('result' in body)) return;
  const route = responseSchemaOf(method, path.replace(/^\/api(?=\/)/, '').replace(/[?#].*$/, ''));
  if (!route) return;
  const checked = v.safeParse(route.schema, body.result);
  if (!checked.success) {
    const issues = checked.issues.slice(0, 5).map((issue) => `${v.getDotPath(issue) ?? '(result)'}: ${issue.message}`);
    throw new Error(`${method} ${path} answered outside its contract (${route.key}):\n  ${issues.join('\n  ')}`);
  }
}
