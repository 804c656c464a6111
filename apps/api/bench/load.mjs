// The load generator of the API benchmarks, in its own process: autocannon on the server's event
// loop took half of the server's time and halved every figure (and autocannon behaves differently
// on a worker thread). Reads the autocannon options as JSON from argv[2], prints the result as JSON.
import process from 'node:process';
import autocannon from 'autocannon';

const result = await autocannon(JSON.parse(process.argv[2]));
process.stdout.write(JSON.stringify(result));
