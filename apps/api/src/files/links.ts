import { attachmentUploadTypes, isAdmin, type FileOwnerType, type RoleCode } from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { ServerMessage } from '../http/i18n';
import { fieldError } from '../http/route';
import { deleteFileLinksExcept, insertFileLinks, lockFilesToAttach } from './links.queries';

type Queryable = Pick<Database, 'query'>;

/** A record files are linked to (file_links, migration 0014). */
export interface FileOwner {
  type: FileOwnerType;
  id: number;
}

/** Why a file may not be attached: not there or not the caller's, the wrong use, or another record's. */
export type AttachRefusal = Extract<ServerMessage, 'unknown-file' | 'file-wrong-use' | 'file-attached-elsewhere'>;

export interface AttachFilesOptions {
  /** Who attaches: their own uploads may be attached (any upload, for admins). */
  user: { id: number; roles: readonly { code: RoleCode }[] };
  /** The record the files go to. */
  owner: FileOwner;
  /** The files the record holds after the change. */
  fileIds: readonly number[];
  /** The files the record holds before the change: they stay without a check. */
  current?: readonly number[];
  /**
   * Records whose files this one may share without owning them: an application carries its
   * candidate's CV, which stays linked to the candidate as well.
   */
  sharesWith?: readonly FileOwner[];
}

/**
 * Links files to a record in the caller's transaction, after checking each one (issue 20): a file
 * the record holds already, or one of a record it shares with, stays; any other must be the
 * caller's own upload (admins: any upload), of a use the record takes (`attachmentUploadTypes`),
 * and linked to no other record. Files the record no longer holds lose their link to it (the
 * cleanup removes them a day later when nothing else holds them). The files' rows are locked until
 * the transaction ends, so the cleanup cannot remove a file between this check and its link.
 * Answers the first refusal, having linked nothing, or null.
 */
export async function attachFiles(tx: Queryable, options: AttachFilesOptions): Promise<AttachRefusal | null> {
  const { owner, user } = options;
  const ids = [...new Set(options.fileIds)];
  if (ids.length) {
    const shares = options.sharesWith ?? [];
    const rows = await lockFilesToAttach(tx, ids, owner, shares);
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    const current = new Set(options.current ?? []);
    const admin = isAdmin(user);
    const allowedTypes: readonly string[] = attachmentUploadTypes[owner.type];
    for (const id of ids) {
      const row = byId.get(id);
      if (!row || !row.live) return 'unknown-file';
      if (row.here || row.shared || current.has(id)) continue;
      if (!admin && Number(row.uploaded_by) !== user.id) return 'unknown-file';
      if (!allowedTypes.includes(row.type)) return 'file-wrong-use';
      if (row.elsewhere || row.owner_type !== null) return 'file-attached-elsewhere';
    }
    await insertFileLinks(tx, ids, owner);
  }
  await deleteFileLinksExcept(tx, owner, ids);
  return null;
}

/** {@link attachFiles}, answering a refusal as a 422 on `field` in the request's language. */
export async function attachFilesOrRefuse(tx: Queryable, request: FastifyRequest, field: string, options: AttachFilesOptions) {
  const refusal = await attachFiles(tx, options);
  if (refusal) throw fieldError(request, field, refusal);
}

/** Links files to a record as they are, without checks: the seed and copies of a record (a cloned candidate). */
export async function linkFiles(tx: Queryable, owner: FileOwner, fileIds: readonly number[]): Promise<void> {
  if (!fileIds.length) return;
  await insertFileLinks(tx, [...new Set(fileIds)], owner);
}
