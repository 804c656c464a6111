/** SQL of the PDFs: what an application's pages show, the stored files of a record, logos. */
import type { ApplicationStatus } from '@mandate/domain';
import type { FileStorage } from '../files/storage';
import { type Queryable } from '../db/database';

/** An application with its vacancy, consultant and organisations, as its PDF shows them. */
export interface ApplicationPdfRow {
  id: string;
  candidate_id: string;
  status: ApplicationStatus;
  comment: string | null;
  attachment_ids: string[];
  created_at: Date | string;
  job_title: string;
  company_name: string | null;
  recruiter_name: string;
  agency_name: string | null;
  agency_logo_file_id: string | null;
}

export async function loadApplicationPdfRow(db: Queryable, id: number): Promise<ApplicationPdfRow | null> {
  const [row] = await db.query<ApplicationPdfRow>(
    `SELECT a.id, a.candidate_id, a.status, a.comment, a.attachment_ids, a.created_at,
            j.title AS job_title, jo.name AS company_name,
            ru.first_name || ' ' || ru.last_name AS recruiter_name, ro.name AS agency_name, ro.logo_file_id AS agency_logo_file_id
       FROM applications a
       JOIN jobs j ON j.id = a.job_id
       JOIN users ru ON ru.id = a.recruiter_id
       LEFT JOIN organizations jo ON jo.id = j.organization_id
       LEFT JOIN organizations ro ON ro.id = a.agency_organization_id
      WHERE a.id = $1`,
    [id],
  );
  return row ?? null;
}

/** The logo file of an organisation, if it has one. */
export async function organizationLogoId(db: Queryable, organizationId: number | null): Promise<number | null> {
  if (organizationId === null) return null;
  const [row] = await db.query<{ logo_file_id: string | null }>('SELECT logo_file_id FROM organizations WHERE id = $1', [organizationId]);
  return row?.logo_file_id ? Number(row.logo_file_id) : null;
}

/** A stored file a record holds, as the PDFs read it. */
export interface StoredFileRow {
  id: string;
  title: string;
  mime_type: string;
  storage_key: string;
}

/** The files of `ids` that exist and are not deleted, by id. */
export async function loadFiles(db: Queryable, ids: readonly number[]): Promise<Map<number, StoredFileRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<StoredFileRow>(
    'SELECT id, title, mime_type, storage_key FROM files WHERE id = ANY($1::bigint[]) AND deleted_at IS NULL',
    [ids],
  );
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** The bytes of a stored file through the storage interface, or null when they are missing. */
export async function readStoredBytes(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const stream = await storage.get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}
