import { isAdmin } from '@mandate/domain';
import type { Database } from '../db/database';
import type { SessionUser } from '../users/currentUser';
import { publicUploadTypes } from './types';

/** A stored file as the access rules see it. */
export interface FileRecord {
  id: number;
  type: string;
  uploadedBy: number | null;
  /** The record the file belongs to, once a module links it (e.g. `application`, 12). */
  ownerType: string | null;
  ownerId: number | null;
}

/**
 * A rule that may grant reading a file: modules that link files to their records (applications,
 * candidates, messages…) add one that says yes when the user may see the owning record.
 */
export type FileReadRule = (input: {
  db: Pick<Database, 'query'>;
  user: Pick<SessionUser, 'id' | 'roles' | 'organizationId' | 'managedOrganizations'>;
  file: FileRecord;
}) => boolean | Promise<boolean>;

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
export async function canReadFile(
  db: Pick<Database, 'query'>,
  user: Pick<SessionUser, 'id' | 'roles' | 'organizationId' | 'managedOrganizations'>,
  file: FileRecord,
): Promise<boolean> {
  if (file.uploadedBy === user.id || isAdmin(user) || publicUploadTypes.has(file.type)) return true;
  for (const rule of rules) if (await rule({ db, user, file })) return true;
  return false;
}
