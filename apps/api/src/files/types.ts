import { Transform, type TransformCallback } from 'node:stream';

/** The configured post size (001 §5, §9): 20 MB for every upload. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

interface Format {
  /** The content type the file is stored and served with (never the one the browser claimed). */
  mime: string;
  /** Content types browsers send for it, besides `mime` and application/octet-stream. */
  aliases?: readonly string[];
  /** The file's first bytes: a list of byte patterns at offsets; `null` for text formats. */
  magic: readonly (readonly [offset: number, bytes: readonly number[]])[] | null;
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const ole = [[0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]]] as const;
const zip = [[0, [0x50, 0x4b, 0x03, 0x04]]] as const;

/** The formats uploads may have, by extension. */
export const formats = {
  png: { mime: 'image/png', magic: [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]] },
  jpg: { mime: 'image/jpeg', aliases: ['image/pjpeg'], magic: [[0, [0xff, 0xd8, 0xff]]] },
  jpeg: { mime: 'image/jpeg', aliases: ['image/pjpeg'], magic: [[0, [0xff, 0xd8, 0xff]]] },
  gif: { mime: 'image/gif', magic: [[0, ascii('GIF8')]] },
  webp: {
    mime: 'image/webp',
    magic: [
      [0, ascii('RIFF')],
      [8, ascii('WEBP')],
    ],
  },
  pdf: { mime: 'application/pdf', aliases: ['application/x-pdf'], magic: [[0, ascii('%PDF')]] },
  doc: { mime: 'application/msword', magic: ole },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', aliases: ['application/zip'], magic: zip },
  xls: { mime: 'application/vnd.ms-excel', magic: ole },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', aliases: ['application/zip'], magic: zip },
  ppt: { mime: 'application/vnd.ms-powerpoint', magic: ole },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', aliases: ['application/zip'], magic: zip },
  odt: { mime: 'application/vnd.oasis.opendocument.text', aliases: ['application/zip'], magic: zip },
  rtf: { mime: 'application/rtf', aliases: ['text/rtf'], magic: [[0, ascii('{\\rtf')]] },
  txt: { mime: 'text/plain', magic: null },
  csv: { mime: 'text/csv', aliases: ['text/plain', 'application/vnd.ms-excel', 'application/csv'], magic: null },
} as const satisfies Record<string, Format>;
export type Extension = keyof typeof formats;

const images = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const satisfies readonly Extension[];
const documents = ['pdf', 'doc', 'docx'] as const satisfies readonly Extension[];

/**
 * What each use of an upload (`?type=`) accepts. Pictures are images; documents about candidates are
 * PDF or Word; attachments of messages and candidate lists take office documents, text and images.
 */
export const uploadTypes = {
  avatar: images,
  logo: images,
  'candidate-document': documents,
  attachment: [...documents, 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'rtf', 'txt', 'csv', ...images],
  'job-description': [...documents, 'rtf', 'txt'],
  'agency-file': [...documents, 'png', 'jpg', 'jpeg'],
} as const satisfies Record<string, readonly Extension[]>;
export type UploadType = keyof typeof uploadTypes;
export const uploadTypeNames = Object.keys(uploadTypes) as UploadType[];

/** Types whose files every signed-in user may see (profile pictures and logos appear in lists). */
export const publicUploadTypes: ReadonlySet<string> = new Set<UploadType>(['avatar', 'logo']);

/** The extension of a file name, lower case, or ''. */
export function extensionOf(fileName: string): string {
  const match = /\.([a-z0-9]{1,10})$/i.exec(fileName);
  return match ? match[1]!.toLowerCase() : '';
}

/**
 * The format of an upload when its extension is allowed for the type and the browser's content type
 * fits it; otherwise null. The bytes are checked separately ({@link SignatureCheck}).
 */
export function acceptedFormat(type: UploadType, fileName: string, mimeType: string): (Format & { extension: Extension }) | null {
  const extension = extensionOf(fileName) as Extension;
  if (!(uploadTypes[type] as readonly string[]).includes(extension)) return null;
  const format: Format = formats[extension];
  const claimed = mimeType.toLowerCase().split(';')[0]!.trim();
  const fits = claimed === format.mime || claimed === 'application/octet-stream' || claimed === '' || format.aliases?.includes(claimed);
  return fits ? { ...format, extension } : null;
}

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

/** A byte count for people: 512 B, 1.5 KB, 20 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}
