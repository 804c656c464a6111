import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database and uploaded files. */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | undefined;
  environment: 'production' | 'development' | 'test';
  /** An SMTP server for outgoing mail (nodemailer URL); without it mails are written to the log. */
  smtpUrl: string | undefined;
  /** The sender of outgoing mail. */
  mailFrom: string;
  /** Server processes (node:cluster) sharing the port; more than one needs `databaseUrl`. */
  webConcurrency: number;
}

/**
 * Reads the server's settings from the environment (README: PORT, DATA_DIR, DATABASE_URL, SMTP_URL,
 * MAIL_FROM, WEB_CONCURRENCY); throws with a message for the operator when they do not fit.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const webConcurrency = Number(env.WEB_CONCURRENCY || 1);
  if (!Number.isInteger(webConcurrency) || webConcurrency < 1 || webConcurrency > 256)
    throw new Error(`WEB_CONCURRENCY must be a number of processes from 1 to 256, not "${env.WEB_CONCURRENCY}"`);
  if (webConcurrency > 1 && !env.DATABASE_URL)
    throw new Error(
      `WEB_CONCURRENCY=${webConcurrency} needs DATABASE_URL: the embedded database (PGlite) lives inside one process and ` +
        'cannot be shared by several. Set DATABASE_URL to a PostgreSQL server, or leave WEB_CONCURRENCY unset (one process).',
    );
  const environment = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    environment,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Mandate <no-reply@mandate.local>',
    webConcurrency,
  };
}
