/** The SQL of the links between files and records (links.ts, `file_links`): the checks are `CheckRow`s. */
import type { Queryable } from '../db/database';

/** A record's type and id, as `file_links` holds them. */
interface LinkOwner {
  type: string;
  id: number;
}

/** A file to attach, with what the check needs to know of it. */
export interface CheckRow {
  id: string;
  type: string;
  uploaded_by: string | null;
  owner_type: string | null;
  live: boolean;
  here: boolean;
  shared: boolean;
  elsewhere: boolean;
}

/**
 * The files `ids`, locked until the transaction ends, each with whether it is live, linked to
 * `owner` already (`here`), linked to one of `shares` (`shared`), or linked to another record.
 */
export function lockFilesToAttach(tx: Queryable, ids: number[], owner: LinkOwner, shares: readonly LinkOwner[]): Promise<CheckRow[]> {
  return tx.query<CheckRow>(
    `SELECT f.id, f.type, f.uploaded_by, f.owner_type, f.deleted_at IS NULL AS live,
            EXISTS (SELECT 1 FROM file_links l WHERE l.file_id = f.id AND l.owner_type = $2 AND l.owner_id = $3) AS here,
            EXISTS (SELECT 1 FROM file_links l JOIN unnest($4::text[], $5::bigint[]) AS s (t, i) ON l.owner_type = s.t AND l.owner_id = s.i
                     WHERE l.file_id = f.id) AS shared,
            EXISTS (SELECT 1 FROM file_links l WHERE l.file_id = f.id AND NOT (l.owner_type = $2 AND l.owner_id = $3)) AS elsewhere
       FROM files f WHERE f.id = ANY($1::bigint[]) ORDER BY f.id FOR UPDATE OF f`,
    [ids, owner.type, owner.id, shares.map((s) => s.type), shares.map((s) => s.id)],
  );
}

/** Links the files `ids` to `owner` (those linked already stay as they are). */
export async function insertFileLinks(tx: Queryable, ids: number[], owner: LinkOwner): Promise<void> {
  await tx.query(
    `INSERT INTO file_links (file_id, owner_type, owner_id) SELECT unnest($1::bigint[]), $2::text, $3::bigint ON CONFLICT DO NOTHING`,
    [ids, owner.type, owner.id],
  );
}

/** Unlinks from `owner` every file but `ids`. */
export async function deleteFileLinksExcept(tx: Queryable, owner: LinkOwner, ids: number[]): Promise<void> {
  await tx.query('DELETE FROM file_links WHERE owner_type = $1 AND owner_id = $2 AND NOT (file_id = ANY($3::bigint[]))', [
    owner.type,
    owner.id,
    ids,
  ]);
}
