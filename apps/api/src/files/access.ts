import { isAdmin, type FileOwnerType } from '@mandate/domain';
import type { Database } from '../db/database';
import { publicUploadTypes } from './types';
import { type SessionUser } from '../auth/currentUser';

/** A stored file as the access rules see it. */
export interface FileRecord {
  id: number;
  type: string;
  uploadedBy: number | null;
  /** The one record of a picture (`user` or `organization`, files/pictures.ts). */
  ownerType: string | null;
  ownerId: number | null;
  /** The records the file is linked to (file_links, files/links.ts), e.g. `{ ownerType: 'application', ownerId: 12 }`. */
  links: readonly FileLink[];
}

/** One record a file belongs to. */
export interface FileLink {
  ownerType: string;
  ownerId: number;
}

/** The ids of the records of one type a file is linked to. */
export const linkedIds = (file: Pick<FileRecord, 'links'>, ownerType: FileOwnerType): number[] =>
  file.links.filter((link) => link.ownerType === ownerType).map((link) => link.ownerId);

/** Who asks to read a file, as the rules see them. */
export type FileReader = Pick<SessionUser, 'id' | 'roles' | 'permissions' | 'organizationId' | 'managedOrganizations'>;

/**
 * A rule that may grant reading a file: modules that link files to their records (applications,
 * candidates, messages…) add one that says yes when the user may see the owning record.
 */
export type FileReadRule = (input: { db: Pick<Database, 'query'>; user: FileReader; file: FileRecord }) => boolean | Promise<boolean>;

const rules: FileReadRule[] = [];

/**
 * Adds a rule to {@link canReadFile}; answers a function that removes it again (for tests).
 * Call it once when a module is loaded, e.g. `addFileReadRule(({ file, user, db }) => ...)`.
 */
export function addFileReadRule(rule: FileReadRule): () => void {
  rules.push(rule);
  return () => {
    const index = rules.indexOf(rule);
    if (index >= 0) rules.splice(index, 1);
  };
}

/**
 * Whether a user may download a file: its uploader, admins, anyone signed in for profile pictures and
 * logos, and whoever a module's rule lets see the owning record.
 */
export async function canReadFile(db: Pick<Database, 'query'>, user: FileReader, file: FileRecord): Promise<boolean> {
  if (file.uploadedBy === user.id || isAdmin(user) || publicUploadTypes.has(file.type)) return true;
  for (const rule of rules) if (await rule({ db, user, file })) return true;
  return false;
}
