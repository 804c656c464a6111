import path from 'node:path';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { startUploadCleanup } from './files/cleanup';
import { s3StorageFromEnv } from './files/s3Storage';
import { LocalFileStorage } from './files/storage';
import { logSender } from './mail/outbox';
import { smtpSender } from './mail/smtp';
import { startMailQueue } from './mail/queue';
import { startOutboxWorker } from './mail/worker';
import { demoLoginTable, seedDemoData } from './seed/seed';
import { buildServer } from './server';

const startedAt = performance.now();
const config = readConfig();
const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(db);
// Demo data (idempotent) unless SEED=false, e.g. on a production database.
// Uploaded files: in an S3-compatible bucket when S3_BUCKET is set (checked now), else in DATA_DIR/files.
const s3 = s3StorageFromEnv();
await s3?.verify();
const fileStorage = s3 ?? new LocalFileStorage(path.join(config.dataDir, 'files'));
const seeded = process.env.SEED === 'false' ? null : await seedDemoData(db, { storage: fileStorage });
const app = await buildServer({ db, logger: config.environment !== 'test', fileStorage });
// Outgoing mail: through SMTP when SMTP_URL is set, else written to the log. On PostgreSQL each
// mail is a job of graphile-worker, taken by one of the processes (decision 0024); on PGlite the
// one process drains the outbox on a timer.
const smtp = config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : null;
const send = smtp ?? logSender(app.log);
const outbox = config.databaseUrl
  ? await startMailQueue({ url: config.databaseUrl, send, log: app.log })
  : startOutboxWorker({ db, send, log: app.log });
// Uploads no record took within a day (issue 20), removed every hour.
const uploadCleanup = startUploadCleanup({ db, storage: fileStorage, log: app.log });
app.log.info(
  {
    database: db.kind,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    migrations: applied,
    seeded,
    mail: smtp ? 'smtp' : 'log',
    files: s3 ? 's3' : 'local',
  },
  'database ready',
);

let closing = false;
const close = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close(); // stops accepting, lets requests in flight finish
  await outbox.stop();
  await uploadCleanup.stop();
  smtp?.close();
  s3?.client.destroy();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void close('SIGINT'));
process.on('SIGTERM', () => void close('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
console.log(`\nMandate is running at http://localhost:${config.port} (${db.kind}, ready in ${seconds} s)\n`);
if (seeded) console.log(`Demo logins:\n${demoLoginTable()}\n`);
