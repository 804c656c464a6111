/* global setTimeout, URL */
// Shared by the benches that visit signed-in pages (initial-js.mjs, vitals.bench.ts).

/**
 * Tracks the page's requests, the live event stream (`/api/live/events`, open for a signed-in
 * visit's whole life) left out: Playwright's `networkidle` never comes on a signed-in page.
 * `quiet()` resolves once no request has been in flight for 500 ms.
 */
export function networkTracker(page) {
  const inFlight = new Set();
  let changed = Date.now();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/live/')) return;
    inFlight.add(request);
    changed = Date.now();
  });
  const ended = (request) => {
    if (inFlight.delete(request)) changed = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 500, timeoutMs = 60_000) {
      const started = Date.now();
      while (inFlight.size > 0 || Date.now() - changed < quietMs) {
        if (Date.now() - started > timeoutMs) throw new Error(`network not quiet within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}
