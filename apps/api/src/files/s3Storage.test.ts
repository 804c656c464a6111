/**
 * The S3 store against a real S3-protocol server (s3rver, started here on a free port; objects in a
 * temporary folder): the same calls the local folder answers, and a 20 MiB upload and download that
 * never hold the file whole.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, S3RVER_CREDENTIALS, type TestS3 } from '../testing/s3';
import { S3FileStorage, s3StorageFromEnv } from './s3Storage';

const MiB = 1024 * 1024;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `total` bytes made on demand in 64 KiB chunks (byte i is a function of i); `produced` counts them. */
function lazySource(total: number, failAt?: number) {
  const state = { produced: 0 };
  const chunkSize = 64 * 1024;
  const stream = new Readable({
    highWaterMark: chunkSize,
    read() {
      if (failAt !== undefined && state.produced >= failAt) return void this.destroy(new Error('client gone'));
      if (state.produced >= total) return void this.push(null);
      const size = Math.min(chunkSize, total - state.produced);
      const chunk = Buffer.allocUnsafe(size);
      for (let i = 0; i < size; i += 4) chunk.writeUInt32LE((state.produced + i) >>> 0, i);
      state.produced += size;
      this.push(chunk);
    },
  });
  return { stream, state, chunkSize };
}

describe('S3FileStorage on s3rver', () => {
  let s3: TestS3;
  let storage: S3FileStorage;

  beforeAll(async () => {
    s3 = await startTestS3();
    storage = new S3FileStorage({ bucket: s3.bucket, endpoint: s3.url, credentials: S3RVER_CREDENTIALS });
  });
  afterAll(async () => {
    storage?.client.destroy();
    await s3?.close();
  });

  it('stores, reads back and deletes bytes under a key', async () => {
    await storage.verify();
    const { size } = await storage.put('2026/11/a', Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(size).toBe(11);
    expect((await readAll((await storage.get('2026/11/a'))!)).toString()).toBe('hello world');
    await storage.delete('2026/11/a');
    expect(await storage.get('2026/11/a')).toBeNull();
    // Deleting what is not there is not an error.
    await storage.delete('2026/11/a');
  });

  it('answers null for a key that was never stored, and stores an empty file', async () => {
    expect(await storage.get('2026/11/never')).toBeNull();
    expect(await storage.put('2026/11/empty', Readable.from([]))).toEqual({ size: 0 });
    expect((await readAll((await storage.get('2026/11/empty'))!)).length).toBe(0);
  });

  it('refuses keys the server never makes', async () => {
    await expect(storage.put('../escape', Readable.from(['x']))).rejects.toThrow(/invalid storage key/);
    await expect(storage.get('/a')).rejects.toThrow(/invalid storage key/);
  });

  it('streams 20 MiB up one part at a time and down in chunks, byte for byte', async () => {
    const total = 20 * MiB;
    const { stream, state, chunkSize } = lazySource(total);
    // What the source had produced when each part left: never more than the parts so far plus
    // the chunk the reader holds and the one the stream has buffered.
    const producedAtPart: number[] = [];
    storage.client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'UploadPartCommand') producedAtPart.push(state.produced);
        return next(args);
      },
      { step: 'initialize', name: 'recordProducedAtPart' },
    );
    const sent = createHash('sha256');
    stream.on('data', (chunk: Buffer) => sent.update(chunk));
    try {
      expect(await storage.put('2026/11/big', stream)).toEqual({ size: total });
    } finally {
      storage.client.middlewareStack.remove('recordProducedAtPart');
    }
    expect(producedAtPart).toHaveLength(4);
    producedAtPart.forEach((produced, i) => expect(produced).toBeLessThanOrEqual((i + 1) * 5 * MiB + 2 * chunkSize));

    const body = (await storage.get('2026/11/big'))!;
    const received = createHash('sha256');
    let bytes = 0;
    let chunks = 0;
    let largest = 0;
    for await (const chunk of body) {
      received.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
      chunks += 1;
      largest = Math.max(largest, (chunk as Buffer).length);
    }
    expect(bytes).toBe(total);
    expect(received.digest('hex')).toBe(sent.digest('hex'));
    expect(chunks).toBeGreaterThan(20);
    expect(largest).toBeLessThanOrEqual(MiB);
    await storage.delete('2026/11/big');
  });

  it('leaves nothing under the key when the stream fails, before or after the first part', async () => {
    const early = lazySource(MiB, 128 * 1024);
    await expect(storage.put('2026/11/early', early.stream)).rejects.toThrow('client gone');
    expect(await storage.get('2026/11/early')).toBeNull();
    const late = lazySource(12 * MiB, 7 * MiB);
    await expect(storage.put('2026/11/late', late.stream)).rejects.toThrow('client gone');
    expect(await storage.get('2026/11/late')).toBeNull();
  });

  it('is chosen by S3_BUCKET, with S3_URL, S3_REGION and both keys', () => {
    expect(s3StorageFromEnv({})).toBeNull();
    const fromEnv = s3StorageFromEnv(s3.env);
    expect(fromEnv).toBeInstanceOf(S3FileStorage);
    expect(fromEnv!.bucket).toBe(s3.bucket);
    fromEnv!.client.destroy();
    expect(() => s3StorageFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-one' })).toThrow(/go together/);
  });
});
