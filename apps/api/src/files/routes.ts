import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { safeString, type InferOutput, type uploadedFile } from '@mandate/domain';
import * as v from 'valibot';
import { requireUser } from '../auth/context';
import { sessionOfAccessToken } from '../auth/tokens';
import type { Database } from '../db/database';
import { HttpError, forbidden, notFound, unauthorized, unprocessable } from '../http/errors';
import { requestLocale, t, type Locale } from '../http/i18n';
import { parse } from '../http/validation';
import { canReadFile, type FileRecord } from './access';
import type { FileStorage } from './storage';
import { fileLinks, insertFile, loadLiveFile, type FileRow } from './files.queries';
import {
  MAX_UPLOAD_BYTES,
  SignatureCheck,
  SignatureMismatch,
  acceptedFormat,
  formatSize,
  uploadTypeNames,
  uploadTypes,
  type UploadType,
} from './types';
import { loadSessionUser, type SessionUser } from '../auth/currentUser';

/** The file fields the API answers (001 §3 "Uploaded file"). */
/** An uploaded file as answered: domain's `uploadedFile()` response schema, with the comment always present. */
export interface UploadedFileView extends InferOutput<ReturnType<typeof uploadedFile>> {
  comment: string | null;
}

export const fileView = (row: Pick<FileRow, 'id' | 'title' | 'comment' | 'size'>): UploadedFileView => ({
  id: Number(row.id),
  title: row.title,
  comment: row.comment,
  size: Number(row.size),
  fullPath: `/api/file/${row.id}/download`,
});

const uploadQuerySchema = v.object(
  {
    type: v.pipe(safeString('domain.error.required'), v.nonEmpty('domain.error.required'), v.maxLength(60, 'domain.error.max-length')),
    meta: v.optional(v.pipe(safeString('domain.error.type'), v.maxLength(2000, 'domain.error.max-length'))),
  },
  'domain.error.required',
);
const idParamSchema = v.object({
  id: v.pipe(safeString('domain.error.type'), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number)),
});
const downloadQuerySchema = v.object({
  token: v.optional(v.pipe(safeString('domain.error.type'), v.maxLength(200, 'domain.error.max-length'))),
});

/** A file name safe to keep as a title: no folders, no control characters, at most 255 characters. */
function cleanTitle(name: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters on purpose
  const base = path.basename(name.replaceAll('\\', '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return base.slice(0, 255) || 'file';
}

const allowedTypesText = (type: UploadType) => uploadTypes[type].join(', ');

export interface ReceiveUploadOptions {
  db: Pick<Database, 'query'>;
  storage: FileStorage;
  user: Pick<SessionUser, 'id'>;
  type: UploadType;
  meta?: string | null;
}

/**
 * Reads one multipart upload (one file, optional `title` and `comment` fields), checks its size,
 * extension, content type and first bytes against the type's allow-list, stores it and writes its
 * row. Every refusal is a 4xx with the spec's messages (001 §5) in the request's language, keyed
 * `file` in `errors`. Routes that take a picture (avatar, logo) can call this too.
 */
export async function receiveUpload(request: FastifyRequest, options: ReceiveUploadOptions): Promise<UploadedFileView> {
  const locale = requestLocale(request);
  const fail = (status: number, message: string, field = 'file') => new HttpError(status, message, { [field]: message });
  if (!request.isMultipart()) throw fail(400, t(locale, 'file-upload-failed'));

  const fields: Record<string, string> = {};
  let stored: { key: string; size: number; mime: string; title: string } | null = null;
  let refusal: HttpError | null = null;
  const refuse = (error: HttpError) => {
    refusal ??= error;
  };
  const tooLarge = (name: string) => {
    const length = Number(request.headers['content-length']);
    const size = Number.isFinite(length) && length > MAX_UPLOAD_BYTES ? formatSize(length) : `> ${formatSize(MAX_UPLOAD_BYTES)}`;
    return fail(422, t(locale, 'file-too-large', { name, size, max: formatSize(MAX_UPLOAD_BYTES) }));
  };
  let fileName = 'file';

  try {
    const parts = request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      fileName = cleanTitle(part.filename ?? '');
      const format = acceptedFormat(options.type, fileName, part.mimetype ?? '');
      if (refusal || !format) {
        if (!format) refuse(fail(422, t(locale, 'file-invalid-type', { types: allowedTypesText(options.type) })));
        part.file.resume();
        continue;
      }
      const now = new Date();
      const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}`;
      try {
        const checked = new SignatureCheck(format);
        // The storage sees the failure through the stream it reads; these only keep it from going unhandled.
        part.file.on('error', (error) => checked.destroy(error));
        checked.on('error', () => {});
        const { size } = await options.storage.put(key, part.file.pipe(checked));
        if (part.file.truncated) {
          await options.storage.delete(key);
          refuse(tooLarge(fileName));
        } else {
          stored = { key, size, mime: format.mime, title: fileName };
        }
      } catch (error) {
        part.file.resume();
        if (error instanceof SignatureMismatch)
          refuse(fail(422, t(locale, 'file-invalid-type', { types: allowedTypesText(options.type) })));
        else if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') refuse(tooLarge(fileName));
        else throw error;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') refuse(tooLarge(fileName));
    else if (code === 'FST_FILES_LIMIT') refuse(fail(422, t(locale, 'file-too-many', { n: 1 })));
    else {
      request.log.warn({ err: error }, 'upload failed');
      refuse(fail(400, t(locale, 'file-upload-failed')));
    }
  }

  const refused = refusal as HttpError | null;
  if (refused || !stored) {
    if (stored) await options.storage.delete(stored.key);
    throw refused ?? fail(422, t(locale, 'file-missing'));
  }
  const title = fields.title?.trim() ? cleanTitle(fields.title.trim()) : stored.title;
  const comment = fields.comment?.trim() ? fields.comment.trim().slice(0, 2000) : null;
  try {
    const row = await insertFile(options.db, {
      type: options.type,
      title,
      comment,
      mime: stored.mime,
      size: stored.size,
      key: stored.key,
      meta: options.meta ?? null,
      uploadedBy: options.user.id,
    });
    return fileView(row);
  } catch (error) {
    await options.storage.delete(stored.key);
    throw error;
  }
}

/** `Content-Disposition` with the title in plain ASCII and in UTF-8 (RFC 6266). */
export function contentDisposition(disposition: 'inline' | 'attachment', title: string): string {
  const ascii = title.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(title)}`;
}

/** The signed-in user from the `Token` header, or from a `token` query parameter for links opened by the browser. */
async function downloader(db: Database, request: FastifyRequest, locale: Locale): Promise<SessionUser> {
  if (request.user) return request.user;
  const { token } = parse(request, downloadQuerySchema, request.query ?? {});
  const session = token ? await sessionOfAccessToken(db, token) : null;
  const user = session ? await loadSessionUser(db, session.userId) : null;
  if (!user || user.status === 'blocked' || user.status === 'deleted') throw unauthorized(t(locale, 'not-authenticated'));
  return user;
}

const fileSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    comment: { type: ['string', 'null'] },
    size: { type: 'integer', description: 'Bytes' },
    fullPath: { type: 'string', description: 'Download path' },
  },
} as const;

export interface FileRouteOptions {
  db: Database;
  storage: FileStorage;
}

/** Files (001 §7.2): `POST /api/file/upload?type&meta` and `GET /api/file/{id}/download`. */
export async function fileRoutes(app: FastifyInstance, { db, storage }: FileRouteOptions) {
  app.post(
    '/file/upload',
    {
      schema: {
        tags: ['Files'],
        summary: 'Upload a file',
        description:
          `Multipart form with one file (any field name) and optional \`title\` and \`comment\` fields. At most ${formatSize(MAX_UPLOAD_BYTES)}. ` +
          `Allowed formats per \`type\`: ${uploadTypeNames.map((type) => `${type}: ${allowedTypesText(type)}`).join('; ')}. ` +
          'The content must match its extension. Refusals answer 422 (400 for a broken form) with the message also under `errors.file`.',
        consumes: ['multipart/form-data'],
        querystring: {
          type: 'object',
          required: ['type'],
          properties: {
            type: { type: 'string', enum: uploadTypeNames, description: 'What the file is for' },
            meta: { type: 'string', maxLength: 2000, description: 'Free text kept with the file' },
          },
        },
        security: [{ token: [] }],
        response: {
          200: { type: 'object', properties: { result: fileSchema } },
          400: { $ref: 'Error#' },
          401: { $ref: 'Error#' },
          422: { $ref: 'Error#' },
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const query = parse(request, uploadQuerySchema, request.query ?? {});
      if (!(uploadTypeNames as string[]).includes(query.type)) {
        const message = t(requestLocale(request), 'file-unknown-type', { types: uploadTypeNames.join(', ') });
        throw unprocessable(message, { type: message });
      }
      return { result: await receiveUpload(request, { db, storage, user, type: query.type as UploadType, meta: query.meta ?? null }) };
    },
  );

  app.get(
    '/file/:id/download',
    {
      schema: {
        tags: ['Files'],
        summary: 'Download a file',
        description:
          'The stored bytes with their content type; images inline, other files as attachment. For the uploader, admins, ' +
          'anyone signed in for avatars and logos, and users who may see the record the file belongs to. The access token ' +
          'comes in the `Token` header or, for links the browser opens, a `token` query parameter.',
        params: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
        querystring: { type: 'object', properties: { token: { type: 'string' } } },
        security: [{ token: [] }],
        response: {
          200: { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
          401: { $ref: 'Error#' },
          403: { $ref: 'Error#' },
          404: { $ref: 'Error#' },
        },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const user = await downloader(db, request, locale);
      const { id } = parse(request, idParamSchema, request.params);
      const row = await loadLiveFile(db, id);
      if (!row) throw notFound(t(locale, 'file-not-found'));
      const record: FileRecord = {
        id: Number(row.id),
        type: row.type,
        uploadedBy: row.uploaded_by === null ? null : Number(row.uploaded_by),
        ownerType: row.owner_type,
        ownerId: row.owner_id === null ? null : Number(row.owner_id),
        links: (await fileLinks(db, row.id)).map((link) => ({ ownerType: link.owner_type, ownerId: Number(link.owner_id) })),
      };
      if (!(await canReadFile(db, user, record))) throw forbidden(t(locale, 'access-denied'));
      const content = await storage.get(row.storage_key);
      if (!content) {
        request.log.error({ fileId: row.id, key: row.storage_key }, 'stored bytes of a file are missing');
        throw notFound(t(locale, 'file-not-found'));
      }
      return reply
        .header('content-type', row.mime_type)
        .header('content-length', row.size)
        .header('content-disposition', contentDisposition(row.mime_type.startsWith('image/') ? 'inline' : 'attachment', row.title))
        .header('cache-control', 'private, max-age=300')
        .send(content);
    },
  );
}
