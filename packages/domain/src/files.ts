/**
 * Upload rules shared by the browser's uploader and the server (001 §4.4, §5, §9): the size limit,
 * the formats by extension with their content types and magic numbers, which formats each use of an
 * upload accepts, and the checks the uploader runs before it sends anything. Pure data and functions.
 */

/** The configured post size (001 §5, §9): 20 MB for every upload. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * The picture a user crops before an avatar or logo upload (001 §2.5 "Image crop", §9): a PNG of
 * aspect 250/284, resized to 250 px wide. It is sent as a file with this extension: the server
 * accepts an upload by its name's extension and its bytes (`acceptedFormat`), so a nameless blob
 * would be refused.
 */
export const PICTURE_CROP = { width: 250, height: 284, mime: 'image/png', extension: 'png' } as const;

/** One file format. */
export interface FileFormat {
  /** The content type the file is stored and served with (never the one the browser claimed). */
  readonly mime: string;
  /** Content types browsers send for it, besides `mime` and application/octet-stream. */
  readonly aliases?: readonly string[];
  /** The file's first bytes: a list of byte patterns at offsets; `null` for text formats. */
  readonly magic: readonly (readonly [offset: number, bytes: readonly number[]])[] | null;
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const ole = [[0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]]] as const;
const zip = [[0, [0x50, 0x4b, 0x03, 0x04]]] as const;

/** The formats uploads may have, by extension. */
export const fileFormats = {
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
} as const satisfies Record<string, FileFormat>;
/** A file extension the platform knows. */
export type FileExtension = keyof typeof fileFormats;

const images = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const satisfies readonly FileExtension[];
const documents = ['pdf', 'doc', 'docx'] as const satisfies readonly FileExtension[];

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
} as const satisfies Record<string, readonly FileExtension[]>;
/** A use of an upload. */
export type UploadType = keyof typeof uploadTypes;
export const uploadTypeNames = Object.keys(uploadTypes) as UploadType[];

/**
 * The records that take uploaded files in their fields, and which uses of an upload (`?type=`) each
 * accepts (issue 20): documents about a candidate and general attachments, never pictures or job
 * descriptions. The server refuses any other file with a field message; the uploader of such a field
 * sends one of these types.
 */
export const attachmentUploadTypes = {
  /** A candidate's `attachments` (CV, certificates). */
  candidate: ['candidate-document', 'attachment'],
  /** The signed privacy notice of a consent record (`consent.fileId`). */
  'candidate-consent': ['candidate-document', 'attachment'],
  /** An application's `attachments`. */
  application: ['candidate-document', 'attachment'],
  /** A candidate list's `attachments`. */
  'candidate-list': ['attachment', 'candidate-document'],
  /** A private message's `attachments` (001 §7.6). */
  message: ['attachment', 'candidate-document'],
} as const satisfies Record<string, readonly UploadType[]>;
/** A kind of record files are linked to. */
export type FileOwnerType = keyof typeof attachmentUploadTypes;

/** Types whose files every signed-in user may see (profile pictures and logos appear in lists). */
export const publicUploadTypes: ReadonlySet<string> = new Set<UploadType>(['avatar', 'logo']);

/** The extension of a file name, lower case, or ''. */
export function extensionOf(fileName: string): string {
  const match = /\.([a-z0-9]{1,10})$/i.exec(fileName);
  return match ? match[1]!.toLowerCase() : '';
}

/**
 * The format of an upload when its extension is among `allowed` and the browser's content type fits
 * it; otherwise null. The server checks the bytes separately.
 */
export function acceptedFormat(
  allowed: UploadType | readonly string[],
  fileName: string,
  mimeType: string,
): (FileFormat & { extension: FileExtension }) | null {
  const list: readonly string[] = typeof allowed === 'string' ? uploadTypes[allowed] : allowed;
  const extension = extensionOf(fileName);
  if (!list.includes(extension) || !Object.hasOwn(fileFormats, extension)) return null;
  const format: FileFormat = fileFormats[extension as FileExtension];
  const claimed = mimeType.toLowerCase().split(';')[0]!.trim();
  const fits = claimed === format.mime || claimed === 'application/octet-stream' || claimed === '' || format.aliases?.includes(claimed);
  return fits ? { ...format, extension: extension as FileExtension } : null;
}

/** The `accept` attribute of a file input for the allowed extensions: `.pdf,.doc,application/pdf,…`. */
export function acceptAttribute(allowed: readonly string[]): string {
  const known = allowed.filter((e): e is FileExtension => Object.hasOwn(fileFormats, e));
  return [...new Set([...known.map((e) => `.${e}`), ...known.map((e) => fileFormats[e].mime)])].join(',');
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

/** Why the uploader refuses a file before sending it (001 §5), with the message's values. */
export type UploadRefusal =
  | { code: 'too-many'; n: number }
  | { code: 'too-large'; name: string; size: string; max: string; bytes: number; maxBytes: number }
  | { code: 'invalid-type'; types: string | null };

/** What the uploader knows of a chosen file. */
export interface FileCandidate {
  name: string;
  size: number;
  type: string;
}

/** The rules of one uploader. */
export interface UploadRules {
  /** Allowed extensions; empty or undefined allows every known format. */
  allowed?: readonly string[];
  /** @default MAX_UPLOAD_BYTES */
  maxBytes?: number;
}

/**
 * Checks one file against size and type. The type message lists the allowed extensions, or says
 * "some" (`types: null`) when none are configured (001 §5).
 */
export function checkUploadFile(file: FileCandidate, rules: UploadRules = {}): UploadRefusal | null {
  const maxBytes = rules.maxBytes ?? MAX_UPLOAD_BYTES;
  const allowed = rules.allowed && rules.allowed.length > 0 ? rules.allowed : null;
  if (!acceptedFormat(allowed ?? Object.keys(fileFormats), file.name, file.type)) {
    return { code: 'invalid-type', types: allowed ? allowed.join(', ') : null };
  }
  if (file.size > maxBytes)
    return { code: 'too-large', name: file.name, size: formatSize(file.size), max: formatSize(maxBytes), bytes: file.size, maxBytes };
  return null;
}

/**
 * Which of the chosen files join a queue that already holds `queued` files (001 §5): in single-file
 * mode (`maxFiles` 1) the one new file replaces the previous one; otherwise files beyond `maxFiles`
 * are refused with "Allowed to upload a maximum of {n} files".
 */
export function planQueue(
  queued: number,
  chosen: number,
  maxFiles: number,
): { accept: number; replace: boolean; refused: UploadRefusal | null } {
  if (maxFiles === 1)
    return { accept: Math.min(chosen, 1), replace: chosen > 0 && queued > 0, refused: chosen > 1 ? { code: 'too-many', n: 1 } : null };
  const room = Math.max(0, maxFiles - queued);
  const accept = Math.min(room, chosen);
  return { accept, replace: false, refused: chosen > accept ? { code: 'too-many', n: maxFiles } : null };
}
