import startPostgres from '../../../scripts/test-postgres.mjs';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
process.env.BENCH_USERS = '20000';
const { seedUsers } = await import('./api.bench');
const { seedJobs } = await import('./jobs.bench');
import pg from 'pg';
let url: string | undefined;
const stop = (await startPostgres({ provide: (_k: string, v: string) => (url = v) })) as (() => void) | undefined;
const db = await openDatabase({ url: url! });
await migrate(db);
await seedUsers(db, 20000);
await seedJobs(db, 10000);
await db.query('VACUUM ANALYZE');
await db.close();
const c = new pg.Client({ connectionString: url });
await c.connect();
const [admin] = (await c.query('SELECT id FROM users ORDER BY id DESC LIMIT 1')).rows;
const order = 'j.id DESC';
const where = "$1::bigint > 0 AND j.status <> 'deleted-draft'";
const page = `SELECT j.id FROM jobs j WHERE ${where} ORDER BY ${order} LIMIT $2 OFFSET $3`;
const listSql = `SELECT j.id, a.first_name, o.name, mine.id AS m, fav.job_id AS f FROM jobs j JOIN users a ON a.id = j.author_id LEFT JOIN organizations o ON o.id = j.organization_id
  LEFT JOIN job_recruiters mine ON mine.job_id = j.id AND mine.recruiter_id = $1
  LEFT JOIN job_favourites fav ON fav.job_id = j.id AND fav.user_id = $1 WHERE j.id = ANY(ARRAY(${page})) ORDER BY ${order}`;
await c.query(`PREPARE p1 AS ${listSql}`);
for (let i = 0; i < 7; i++) await c.query(`EXECUTE p1(${admin.id}, 20, 0)`);
const r = await c.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE p1(${admin.id}, 20, 0)`);
console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
console.log((await c.query('SELECT name, generic_plans, custom_plans FROM pg_prepared_statements')).rows);
const t0 = performance.now();
for (let i = 0; i < 500; i++) await c.query(`EXECUTE p1(${admin.id}, 20, 0)`);
console.log('500 executes', (performance.now() - t0).toFixed(0), 'ms');
const t1 = performance.now();
for (let i = 0; i < 500; i++) await c.query({ text: 'SELECT id FROM users WHERE id = $1', values: [admin.id], name: 'pk' });
console.log('500 pk', (performance.now() - t1).toFixed(0), 'ms');
const literal = listSql.replace('LIMIT $2 OFFSET $3', 'LIMIT 20 OFFSET 0');
await c.query(`PREPARE p2 AS ${literal}`);
for (let i = 0; i < 7; i++) await c.query(`EXECUTE p2(${admin.id})`);
const t2 = performance.now();
for (let i = 0; i < 500; i++) await c.query(`EXECUTE p2(${admin.id})`);
console.log('500 literal-limit executes', (performance.now() - t2).toFixed(0), 'ms');
const semi = listSql.replace('LIMIT $2 OFFSET $3', 'LIMIT 20 OFFSET $2');
await c.query(`PREPARE p4 AS ${semi}`);
for (let i = 0; i < 7; i++) await c.query(`EXECUTE p4(${admin.id}, 0)`);
const t5 = performance.now();
for (let i = 0; i < 500; i++) await c.query(`EXECUTE p4(${admin.id}, 0)`);
console.log('500 literal-limit param-offset executes', (performance.now() - t5).toFixed(0), 'ms');
await c.query('SET plan_cache_mode = force_generic_plan');
await c.query(`PREPARE p3 AS ${listSql}`);
for (let i = 0; i < 7; i++) await c.query(`EXECUTE p3(${admin.id}, 20, 0)`);
const r3 = await c.query(`EXPLAIN (ANALYZE) EXECUTE p3(${admin.id}, 20, 0)`);
console.log(
  r3.rows
    .map((x) => x['QUERY PLAN'])
    .slice(-4)
    .join('\n'),
);
const t3 = performance.now();
for (let i = 0; i < 500; i++) await c.query(`EXECUTE p3(${admin.id}, 20, 0)`);
console.log('500 forced-generic executes', (performance.now() - t3).toFixed(0), 'ms');
const t4 = performance.now();
for (let i = 0; i < 500; i++) await c.query(`EXECUTE p3(${admin.id}, 20, 4000)`);
console.log('500 forced-generic executes offset 4000', (performance.now() - t4).toFixed(0), 'ms');
console.log((await c.query('SELECT name, generic_plans, custom_plans FROM pg_prepared_statements')).rows);
await c.end();
stop?.();
