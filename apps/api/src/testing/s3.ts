import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks request signatures made with them. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  /** The endpoint, e.g. `http://127.0.0.1:41234`. */
  url: string;
  bucket: string;
  /** The variables that make a server process use this store (README: S3_*). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server for a test: s3rver in this process, on a free port of 127.0.0.1, keeping
 * objects in a temporary folder that `close` removes.
 */
export async function startTestS3(bucket = 'mandate-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'mandate-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    bucket,
    env: {
      S3_URL: url,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
