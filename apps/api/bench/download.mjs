// The client of the export benchmark, in its own process so that the server's process holds only
// the server (and PGlite): POSTs argv[2]'s JSON { url, token, body, bytesPerSecond? } and reads the
// answer to its end, discarding it; prints { status, bytes, ms, head } as JSON. With bytesPerSecond,
// it reads no faster than that (a slow client: the server must wait, not buffer the file).
import { Buffer } from 'node:buffer';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';

const { url, token, body, bytesPerSecond } = JSON.parse(process.argv[2]);
const started = performance.now();
const response = await globalThis.fetch(url, {
  method: 'POST',
  headers: { 'content-type': 'application/json', token },
  body: JSON.stringify(body ?? {}),
});
let bytes = 0;
let head = '';
for await (const chunk of response.body) {
  if (bytes === 0) head = Buffer.from(chunk.subarray(0, 2)).toString('latin1');
  bytes += chunk.length;
  if (bytesPerSecond) {
    const due = (bytes / bytesPerSecond) * 1000 - (performance.now() - started);
    if (due > 0) await sleep(due);
  }
}
process.stdout.write(JSON.stringify({ status: response.status, bytes, ms: Math.round(performance.now() - started), head }));
