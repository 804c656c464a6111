import { Transform, type TransformCallback } from 'node:stream';

// The size limit, formats and allow-lists are domain rules shared with the browser's uploader.
import type { FileFormat } from '@mandate/domain';
export {
  MAX_UPLOAD_BYTES,
  acceptedFormat,
  extensionOf,
  formatSize,
  publicUploadTypes,
  uploadTypeNames,
  uploadTypes,
  fileFormats as formats,
} from '@mandate/domain';
export type { FileExtension as Extension, UploadType } from '@mandate/domain';

type Format = FileFormat;

/** Thrown by {@link SignatureCheck} when the content does not start like its format. */
export class SignatureMismatch extends Error {
  readonly code = 'SIGNATURE_MISMATCH';
}

/**
 * Passes the stream through unchanged after checking its first bytes against the format's magic
 * numbers, so a script renamed to `.png` is refused. Text formats must not contain NUL bytes.
 */
export class SignatureCheck extends Transform {
  private head: Buffer = Buffer.alloc(0);
  private checked = false;

  constructor(private readonly format: Format) {
    super();
  }

  private verdict(): boolean {
    const { magic } = this.format;
    if (magic === null) return !this.head.includes(0);
    return magic.every(([offset, bytes]) => bytes.every((b, i) => this.head[offset + i] === b));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.checked) return done(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < 16) return done();
    this.checked = true;
    if (!this.verdict()) return done(new SignatureMismatch('content does not match the file type'));
    const head = this.head;
    this.head = Buffer.alloc(0);
    done(null, head);
  }

  override _flush(done: TransformCallback) {
    if (this.checked) return done();
    if (!this.verdict()) return done(new SignatureMismatch('content does not match the file type'));
    done(null, this.head);
  }
}
