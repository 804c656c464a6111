import cluster from 'node:cluster';
import path from 'node:path';
import { superviseWorkers } from './cluster';
import { readConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { startUploadCleanup } from './files/cleanup';
import { s3StorageFromEnv } from './files/s3Storage';
import { LocalFileStorage, type FileStorage } from './files/storage';
import { logSender } from './mail/outbox';
import { startMailQueue } from './mail/queue';
import { smtpSender } from './mail/smtp';
import { startOutboxWorker } from './mail/worker';
import { sendDueMessageDigests } from './inbox/inbox.mail';
import { demoLoginTable, seedDemoData } from './seed/seed';
import { buildServer } from './server';

const startedAt = performance.now();
const seconds = () => ((performance.now() - startedAt) / 1000).toFixed(1);

let config: Config;
try {
  config = readConfig();
} catch (error) {
  console.error(`Mandate cannot start: ${(error as Error).message}`);
  process.exit(1);
}

/** Uploaded files: in an S3-compatible bucket when S3_BUCKET is set (checked now), else in DATA_DIR/files. */
async function openFileStorage(config: Config) {
  const s3 = s3StorageFromEnv();
  await s3?.verify();
  return { s3, fileStorage: s3 ?? new LocalFileStorage(path.join(config.dataDir, 'files')) };
}

/**
 * Migrations and demo data with its documents (idempotent; SEED=false skips them, e.g. on a
 * production database).
 */
async function prepareDatabase(db: Awaited<ReturnType<typeof openDatabase>>, storage: FileStorage) {
  const applied = await migrate(db);
  const seeded = process.env.SEED === 'false' ? null : await seedDemoData(db, { storage });
  return { applied, seeded };
}

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only, checked by readConfig): this process migrates and seeds
 * once, then runs that many server processes on the port and replaces any that exits.
 */
async function runPrimary(config: Config): Promise<void> {
  const db = await openDatabase({ url: config.databaseUrl });
  const { s3, fileStorage } = await openFileStorage(config);
  const { seeded } = await prepareDatabase(db, fileStorage);
  s3?.client.destroy();
  await db.close();
  const supervisor = superviseWorkers({ count: config.webConcurrency });
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await supervisor.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => void close());
  try {
    await supervisor.ready;
  } catch (error) {
    console.error(`Mandate cannot start: ${(error as Error).message}`);
    await supervisor.stop();
    process.exit(1);
  }
  console.log(
    `\nMandate is running at http://localhost:${config.port} (postgres, ${config.webConcurrency} processes, ready in ${seconds()} s)\n`,
  );
  if (seeded) console.log(`Demo logins:\n${demoLoginTable()}\n`);
}

/** One server process: alone (WEB_CONCURRENCY unset or 1), or a worker of the primary above. */
async function runServer(config: Config): Promise<void> {
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  // The primary of a cluster has migrated and seeded already.
  const { s3, fileStorage } = await openFileStorage(config);
  const { applied, seeded } = cluster.isWorker ? { applied: [], seeded: null } : await prepareDatabase(db, fileStorage);
  const app = await buildServer({ db, logger: config.environment !== 'test', fileStorage });
  // Outgoing mail: through SMTP when SMTP_URL is set, else written to the log. On PostgreSQL each
  // mail is a job of graphile-worker, taken by one of the processes (decision 0024); on PGlite the
  // one process drains the outbox on a timer.
  const smtp = config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : null;
  const send = smtp ?? logSender(app.log);
  // The daily digests of unread messages (decision 0034), checked every quarter hour by one process.
  const periodic = [
    { name: 'mandate_message_digest', cron: '0,15,30,45 * * * *', everyMs: 15 * 60_000, run: () => sendDueMessageDigests(db) },
  ];
  const outbox = config.databaseUrl
    ? await startMailQueue({ url: config.databaseUrl, send, log: app.log, periodic })
    : startOutboxWorker({ db, send, log: app.log, periodic });
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
    await outbox.stop(); // finishes the mails being sent
    await uploadCleanup.stop();
    smtp?.close();
    s3?.client.destroy();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  // A worker whose primary is gone stops too.
  if (cluster.isWorker) process.on('disconnect', () => void close('disconnect'));

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) return;
  console.log(`\nMandate is running at http://localhost:${config.port} (${db.kind}, ready in ${seconds()} s)\n`);
  if (seeded) console.log(`Demo logins:\n${demoLoginTable()}\n`);
}

if (cluster.isPrimary && config.webConcurrency > 1) await runPrimary(config);
else await runServer(config);
