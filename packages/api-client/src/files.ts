import type { Id, UploadedFile, UploadType } from '@mandate/domain';
import type { ApiClient, DownloadResult } from './client';
import { operation, type DownloadCallOptions, type UploadCallOptions } from './operation';

/** What an uploaded file is for and what is kept with it. */
export interface UploadFileOptions extends UploadCallOptions {
  /** What the file is for: decides the formats allowed (001 §5). */
  type: UploadType;
  /** Free text kept with the file. */
  meta?: string | null;
  /** The title kept for the file. @default the file's name */
  title?: string | null;
  comment?: string | null;
  /** The file name sent in the form. @default the `File`'s name, else 'file' */
  fileName?: string;
}

/**
 * `POST /file/upload?type&meta` (001 §7.2): one file (multipart) with optional title and comment,
 * with upload progress; answers the stored file. Refusals (size, format, content) are 422s with the
 * message under `errors.file`.
 */
export const uploadFile = operation(
  'POST',
  '/file/upload',
  (route) =>
    (client: ApiClient, file: Blob, { type, meta, title, comment, fileName, ...options }: UploadFileOptions): Promise<UploadedFile> =>
      route.upload(client, { query: { type, meta }, file, fileName, fields: { title, comment } }, options),
);

/** `GET /file/{id}/download` (001 §7.2): the stored bytes, with the file name the server gives. */
export const downloadFile = operation(
  'GET',
  '/file/{id}/download',
  (route) =>
    (client: ApiClient, id: Id, options: DownloadCallOptions = {}): Promise<DownloadResult> =>
      route.download(client, { params: { id } }, options),
);
