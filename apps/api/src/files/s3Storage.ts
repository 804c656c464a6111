import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { checkStorageKey, type FileStorage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** The endpoint of an S3-compatible server (MinIO, Ceph, R2…); unset for AWS itself. */
  endpoint?: string | undefined;
  /** @default us-east-1 */
  region?: string | undefined;
  /** Without them the SDK's default chain is used (AWS_ACCESS_KEY_ID…, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bytes per part of a multipart upload (at least 5 MiB, S3's minimum). @default 5 MiB */
  partSize?: number;
}

/** S3's smallest part of a multipart upload but the last. */
const MIN_PART = 5 * 1024 * 1024;

/**
 * Files in a bucket of an S3-compatible object store (`S3_BUCKET`, README). An upload never holds
 * more than one part (5 MiB) of the stream in memory: a file up to one part goes up in one
 * PutObject once the stream has ended, a longer one as a multipart upload, one part at a time; the
 * object appears only when the upload completes, so a failed stream leaves nothing under the key
 * (the parts of an aborted upload are dropped by AbortMultipartUpload, or by the bucket's
 * lifecycle rule where a server does not implement that). A download streams GetObject's body.
 */
export class S3FileStorage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly partSize: number;

  constructor({ bucket, endpoint, region, credentials, partSize = MIN_PART }: S3StorageOptions) {
    if (partSize < MIN_PART) throw new Error(`an S3 part holds at least ${MIN_PART} bytes`);
    this.bucket = bucket;
    this.partSize = partSize;
    this.client = new S3Client({
      region: region ?? 'us-east-1',
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
      ...(credentials ? { credentials } : {}),
      // Checksums only where the API requires them: S3-compatible servers differ in their support
      // of the newer CRC checksum headers and trailers the SDK would add to every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Fails when the bucket cannot be reached with these settings (checked at start). */
  async verify(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async put(key: string, content: Readable): Promise<{ size: number }> {
    checkStorageKey(key);
    // Taken before the first await: the stream may already be flowing.
    const chunks = content[Symbol.asyncIterator]();
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let size = 0;
    let uploadId: string | undefined;
    const parts: { ETag: string | undefined; PartNumber: number }[] = [];
    const sendPart = async () => {
      const body = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      if (uploadId === undefined) {
        const created = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key }));
        uploadId = created.UploadId;
      }
      const PartNumber = parts.length + 1;
      const { ETag } = await this.client.send(
        new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, PartNumber, Body: body, ContentLength: body.length }),
      );
      parts.push({ ETag, PartNumber });
    };
    try {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        const chunk: Buffer = typeof next.value === 'string' ? Buffer.from(next.value) : (next.value as Buffer);
        pending.push(chunk);
        pendingBytes += chunk.length;
        size += chunk.length;
        if (pendingBytes >= this.partSize) await sendPart();
      }
      if (uploadId === undefined) {
        const body = Buffer.concat(pending);
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key: key,
            Body: body,
            ContentLength: body.length,
            ContentType: 'application/octet-stream',
          }),
        );
        return { size };
      }
      if (pendingBytes > 0 || parts.length === 0) await sendPart();
      await this.client.send(
        new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
      );
      return { size };
    } catch (error) {
      pending = [];
      // Stop reading the source (a no-op when it failed itself) and drop the parts sent so far.
      await chunks.return?.();
      if (uploadId !== undefined) {
        await this.client
          .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }))
          .catch(() => undefined);
      }
      throw error;
    }
  }

  async get(key: string): Promise<Readable | null> {
    checkStorageKey(key);
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return (Body as Readable | undefined) ?? null;
    } catch (error) {
      const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (name === 'NoSuchKey' || $metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    checkStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

/** The S3 store the environment asks for (`S3_BUCKET`, README), or null for the local folder. */
export function s3StorageFromEnv(env: NodeJS.ProcessEnv = process.env): S3FileStorage | null {
  if (!env.S3_BUCKET) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return new S3FileStorage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_URL || undefined,
    region: env.S3_REGION || undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}
