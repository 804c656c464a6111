/** The SQL of a record's one picture (pictures.ts): a user's avatar or an organisation's logo. */
import type { Queryable } from '../db/database';

/** Where a record keeps its one picture: users.avatar_file_id or organizations.logo_file_id. */
export const pictureColumns = {
  avatar: { table: 'users', column: 'avatar_file_id', ownerType: 'user' },
  logo: { table: 'organizations', column: 'logo_file_id', ownerType: 'organization' },
} as const;

export type PictureKind = keyof typeof pictureColumns;

/** The record's current picture (a file id), the record locked until the transaction ends; undefined when there is no record. */
export async function lockPictureRecord(
  tx: Queryable,
  kind: PictureKind,
  recordId: number,
): Promise<{ previous: string | null } | undefined> {
  const { table, column } = pictureColumns[kind];
  const [record] = await tx.query<{ previous: string | null }>(`SELECT ${column} AS previous FROM ${table} WHERE id = $1 FOR UPDATE`, [
    recordId,
  ]);
  return record;
}

/** Makes a file the picture of the record: its owner, and the record's picture column. */
export async function setPicture(tx: Queryable, kind: PictureKind, recordId: number, fileId: number): Promise<void> {
  const { table, column, ownerType } = pictureColumns[kind];
  await tx.query('UPDATE files SET owner_type = $1, owner_id = $2 WHERE id = $3', [ownerType, recordId, fileId]);
  await tx.query(`UPDATE ${table} SET ${column} = $1, updated_at = now() WHERE id = $2`, [fileId, recordId]);
}

/** Deletes a file's row; its storage key, or undefined when there was none. */
export async function deleteFileRow(db: Queryable, fileId: number | string): Promise<{ storage_key: string } | undefined> {
  const [row] = await db.query<{ storage_key: string }>('DELETE FROM files WHERE id = $1 RETURNING storage_key', [fileId]);
  return row;
}
