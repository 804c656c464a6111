// The load generator of the API benchmarks, in its own process: autocannon on the server's event
// loop took half of the server's time and halved every figure (and autocannon behaves differently
// on a worker thread). Reads the autocannon options as JSON from argv[2], prints autocannon's result
// as JSON with `p95` added (autocannon's percentiles skip from p90 to p97.5), computed from every
// response time.
import process from 'node:process';
import autocannon from 'autocannon';

const times = [];
const run = autocannon(JSON.parse(process.argv[2]));
run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
const result = await run;
times.sort((a, b) => a - b);
const p95 = times.length ? Math.round(times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]) : 0;
process.stdout.write(JSON.stringify({ ...result, p95 }));
