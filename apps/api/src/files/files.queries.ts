/** The SQL of uploads and downloads (routes.ts): the rows are `FileRow`s. */
import type { Queryable } from '../db/database';

/** A stored file. */
export interface FileRow {
  id: string;
  type: string;
  title: string;
  comment: string | null;
  mime_type: string;
  size: string;
  storage_key: string;
  uploaded_by: string | null;
  owner_type: string | null;
  owner_id: string | null;
}

/** Records an uploaded file; its answered fields. */
export async function insertFile(
  db: Queryable,
  file: { type: string; title: string; comment: string | null; mime: string; size: number; key: string; meta: unknown; uploadedBy: number },
): Promise<Pick<FileRow, 'id' | 'title' | 'comment' | 'size'>> {
  const [row] = await db.query<FileRow>(
    `INSERT INTO files (type, title, comment, mime_type, size, storage_key, meta, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, title, comment, size`,
    [file.type, file.title, file.comment, file.mime, file.size, file.key, file.meta, file.uploadedBy],
  );
  return row!;
}

/** A file that is not deleted, or undefined. */
export async function loadLiveFile(db: Queryable, id: number): Promise<FileRow | undefined> {
  const [row] = await db.query<FileRow>(
    `SELECT id, type, title, comment, mime_type, size, storage_key, uploaded_by, owner_type, owner_id
       FROM files WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
  return row;
}

/** The records a file is linked to besides its owner. */
export function fileLinks(db: Queryable, fileId: string): Promise<{ owner_type: string; owner_id: string }[]> {
  return db.query<{ owner_type: string; owner_id: string }>('SELECT owner_type, owner_id FROM file_links WHERE file_id = $1', [fileId]);
}
