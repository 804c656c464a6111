import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { receiveUpload, type UploadedFileView } from './routes';
import type { FileStorage } from './storage';
import { type SessionUser } from '../auth/currentUser';
import { deleteFileRow, lockPictureRecord, pictureColumns, setPicture, type PictureKind } from './pictures.queries';

export interface ReplacePictureOptions {
  db: Database;
  storage: FileStorage;
  /** The signed-in user, already authorised to change the record. */
  user: Pick<SessionUser, 'id'>;
  kind: PictureKind;
  /** The user (avatar) or organisation (logo) whose picture this is. */
  recordId: number;
}

/**
 * Takes a picture upload (multipart, one image: the `avatar` or `logo` field of 001 §7.8/§7.9),
 * checks it like every upload, and makes it the record's picture in one transaction. The previous
 * picture's row and bytes go; when anything fails, the new bytes go instead, so a record never
 * points at a missing file and no stray file is left.
 */
export async function replacePicture(request: FastifyRequest, options: ReplacePictureOptions): Promise<UploadedFileView> {
  const { db, storage, kind, recordId } = options;
  const { table } = pictureColumns[kind];
  const file = await receiveUpload(request, { db, storage, user: options.user, type: kind });
  let previousKey: string | null;
  try {
    previousKey = await db.transaction(async (tx) => {
      const record = await lockPictureRecord(tx, kind, recordId);
      if (!record) throw new Error(`${table} ${recordId} disappeared during the upload`);
      await setPicture(tx, kind, recordId, file.id);
      if (record.previous === null) return null;
      const old = await deleteFileRow(tx, record.previous);
      return old?.storage_key ?? null;
    });
  } catch (error) {
    const orphan = await deleteFileRow(db, file.id);
    if (orphan) await storage.delete(orphan.storage_key);
    throw error;
  }
  // After the commit: a failure here leaves unreferenced bytes, never a broken reference.
  if (previousKey) await storage.delete(previousKey).catch((err: unknown) => request.log.warn({ err }, 'old picture not deleted'));
  return file;
}
