/** SQL of the feedback to the platform (001 §2.5). */
import type { ProductFeedbackPayload } from '@mandate/domain';
import { pageSql } from '../db/paging';
import { type Queryable } from '../db/database';

export interface FeedbackRow {
  id: string;
  user_id: string | null;
  user_name: string | null;
  user_email: string | null;
  subject: string | null;
  category: string | null;
  message: string;
  created_at: Date | string;
}

const SELECT = `SELECT f.id, f.user_id, u.first_name || ' ' || u.last_name AS user_name, u.username AS user_email,
       f.subject, f.category, f.message, f.created_at
  FROM product_feedback f LEFT JOIN users u ON u.id = f.user_id`;

export async function insertFeedback(tx: Queryable, userId: number, body: ProductFeedbackPayload): Promise<FeedbackRow> {
  const [created] = await tx.query<{ id: string }>(
    'INSERT INTO product_feedback (user_id, subject, category, message) VALUES ($1, $2, $3, $4) RETURNING id',
    [userId, body.subject, body.category, body.message],
  );
  const [row] = await tx.query<FeedbackRow>(`${SELECT} WHERE f.id = $1`, [created!.id]);
  return row!;
}

export async function listFeedback(db: Queryable, page: number, pageSize: number): Promise<{ rows: FeedbackRow[]; total: number }> {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const rows = await db.query<FeedbackRow>(
    `${SELECT} ORDER BY f.created_at DESC, f.id DESC ${pageSql(pageSize, page * pageSize, p)}`,
    params,
  );
  const [count] = await db.query<{ n: string }>('SELECT count(*) AS n FROM product_feedback');
  return { rows, total: Number(count!.n) };
}

/** The admins who get feedback mail: active users with an admin role. */
export async function adminRecipients(db: Queryable): Promise<{ email: string; locale: 'en' | 'de' }[]> {
  const rows = await db.query<{ username: string; locale: 'en' | 'de' }>(
    `SELECT username, locale FROM users
      WHERE status = 'active' AND roles && ARRAY['content-admin', 'sales-admin']::text[] ORDER BY id`,
  );
  return rows.map((r) => ({ email: r.username, locale: r.locale }));
}
