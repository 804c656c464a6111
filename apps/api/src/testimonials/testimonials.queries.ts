/** SQL of the testimonials (001 §4.2, §4.4, §7.8). */
import type { JobRecruiterStatus, testimonialStatuses } from '@mandate/domain';
import { type Queryable } from '../db/database';

export type TestimonialStatus = (typeof testimonialStatuses)[number];

export interface TestimonialRow {
  id: string;
  recruiter_id: string;
  author_id: string | null;
  author_name: string | null;
  author_organization: string | null;
  job_id: string;
  job_title: string;
  content: string;
  status: TestimonialStatus;
  created_at: Date | string;
  updated_at: Date | string;
  decided_at: Date | string | null;
}

const SELECT = `SELECT t.id, t.recruiter_id, t.author_id, a.first_name || ' ' || a.last_name AS author_name, o.name AS author_organization,
       t.job_id, j.title AS job_title, t.content, t.status, t.created_at, t.updated_at, t.decided_at
  FROM testimonials t JOIN jobs j ON j.id = t.job_id
  LEFT JOIN users a ON a.id = t.author_id LEFT JOIN organizations o ON o.id = a.organization_id`;

export async function loadTestimonial(db: Queryable, id: number, lock = false): Promise<TestimonialRow | null> {
  if (lock) await db.query('SELECT id FROM testimonials WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await db.query<TestimonialRow>(`${SELECT} WHERE t.id = $1`, [id]);
  return row ?? null;
}

/**
 * A user's testimonials, newest first: the accepted ones, and with `all` every one; `authorId`
 * adds those that user wrote.
 */
export async function listTestimonials(db: Queryable, recruiterId: number, all: boolean, authorId: number): Promise<TestimonialRow[]> {
  return db.query<TestimonialRow>(
    `${SELECT} WHERE t.recruiter_id = $1 AND ($2::boolean OR t.status = 'accepted' OR t.author_id = $3) ORDER BY t.id DESC`,
    [recruiterId, all, authorId],
  );
}

/** The consultant's status on a vacancy, or null. */
export async function relationStatus(db: Queryable, jobId: number, recruiterId: number): Promise<JobRecruiterStatus | null> {
  const [row] = await db.query<{ status: JobRecruiterStatus }>(
    'SELECT status FROM job_recruiters WHERE job_id = $1 AND recruiter_id = $2',
    [jobId, recruiterId],
  );
  return row?.status ?? null;
}

export async function testimonialExists(db: Queryable, jobId: number, recruiterId: number): Promise<boolean> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM testimonials WHERE job_id = $1 AND recruiter_id = $2', [jobId, recruiterId]);
  return !!row;
}

export async function insertTestimonial(
  tx: Queryable,
  t: { recruiterId: number; authorId: number; jobId: number; content: string },
): Promise<number> {
  const [row] = await tx.query<{ id: string }>(
    'INSERT INTO testimonials (recruiter_id, author_id, job_id, content) VALUES ($1, $2, $3, $4) RETURNING id',
    [t.recruiterId, t.authorId, t.jobId, t.content],
  );
  return Number(row!.id);
}

export async function updateTestimonialContent(tx: Queryable, id: number, content: string, status: TestimonialStatus): Promise<void> {
  await tx.query(
    `UPDATE testimonials SET content = $2, status = $3, updated_at = now(), decided_at = CASE WHEN $3 = 'pending' THEN NULL ELSE decided_at END
      WHERE id = $1`,
    [id, content, status],
  );
}

export async function decideTestimonial(tx: Queryable, id: number, status: 'accepted' | 'rejected'): Promise<void> {
  await tx.query('UPDATE testimonials SET status = $2, decided_at = now(), updated_at = now() WHERE id = $1', [id, status]);
}

export async function deleteTestimonial(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM testimonials WHERE id = $1', [id]);
}

/** A user's id and whether they are a consultant (not deleted), or null. */
export async function loadConsultant(db: Queryable, id: number): Promise<{ isRecruiter: boolean } | null> {
  const [row] = await db.query<{ roles: string[]; status: string }>('SELECT roles, status FROM users WHERE id = $1', [id]);
  return row && row.status !== 'deleted' ? { isRecruiter: row.roles.includes('recruiter') } : null;
}
