/** SQL of the notes (001 §3, §7.6): one table, each note on one record and kept for its author's organisation. */
import type { NoteType } from '@mandate/domain';
import { pageSql } from '../db/paging';
import { type Queryable } from '../db/database';

/** A note with its author's name. */
export interface NoteRow {
  id: string;
  author_id: string;
  author_name: string;
  organization_id: string | null;
  type: NoteType;
  linked_id: string;
  content: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const NOTE_SELECT = `SELECT n.id, n.author_id, u.first_name || ' ' || u.last_name AS author_name, n.organization_id, n.type, n.linked_id,
       n.content, n.created_at, n.updated_at
  FROM notes n JOIN users u ON u.id = n.author_id`;

export async function loadNote(db: Queryable, id: number, lock = false): Promise<NoteRow | null> {
  const [row] = await db.query<NoteRow>(`${NOTE_SELECT} WHERE n.id = $1${lock ? ' FOR UPDATE OF n' : ''}`, [id]);
  return row ?? null;
}

export async function insertNote(
  tx: Queryable,
  note: { authorId: number; organizationId: number | null; type: NoteType; linkedId: number; content: string | null },
): Promise<number> {
  const [row] = await tx.query<{ id: string }>(
    'INSERT INTO notes (author_id, organization_id, type, linked_id, content) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [note.authorId, note.organizationId, note.type, note.linkedId, note.content],
  );
  return Number(row!.id);
}

export async function updateNoteContent(tx: Queryable, id: number, content: string | null): Promise<void> {
  await tx.query('UPDATE notes SET content = $2, updated_at = now() WHERE id = $1', [id, content]);
}

/** Who may read notes: everyone (admins), or the viewer's own notes and those of their organisations (member or manager). */
export interface NoteScope {
  all: boolean;
  userId: number;
  organizationIds: readonly number[];
}

/** A page of the notes the scope sees, on one record when `type`/`linkedId` are given; newest first. */
export async function listNotes(
  db: Queryable,
  scope: NoteScope,
  filter: { type?: NoteType | undefined; linkedId?: number | undefined; page: number; pageSize: number },
): Promise<{ rows: NoteRow[]; total: number }> {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (!scope.all) {
    where.push(
      scope.organizationIds.length === 0
        ? `n.author_id = ${p(scope.userId)}`
        : `(n.author_id = ${p(scope.userId)} OR n.organization_id = ANY(${p(scope.organizationIds)}::bigint[]))`,
    );
  }
  if (filter.type !== undefined) where.push(`n.type = ${p(filter.type)}`);
  if (filter.linkedId !== undefined) where.push(`n.linked_id = ${p(filter.linkedId)}`);
  const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [count] = await db.query<{ total: string }>(`SELECT count(*) AS total FROM notes n ${condition}`, params);
  const rows = await db.query<NoteRow>(
    `${NOTE_SELECT} ${condition} ORDER BY n.id DESC ${pageSql(filter.pageSize, filter.page * filter.pageSize, p)}`,
    params,
  );
  return { rows, total: Number(count!.total) };
}

/** What the note rules read of a candidate list: its consultant, agency and vacancy's owner. */
export interface CandidateListOwnerRow {
  recruiter_id: string;
  agency_organization_id: string | null;
  author_id: string;
  organization_id: string | null;
}

export async function loadCandidateListOwner(db: Queryable, id: number): Promise<CandidateListOwnerRow | null> {
  const [row] = await db.query<CandidateListOwnerRow>(
    `SELECT l.recruiter_id, l.agency_organization_id, j.author_id, j.organization_id
       FROM candidate_lists l JOIN jobs j ON j.id = l.job_id WHERE l.id = $1`,
    [id],
  );
  return row ?? null;
}

/** Whether a user exists and is not deleted. */
export async function userExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [id]);
  return !!row && row.status !== 'deleted';
}
