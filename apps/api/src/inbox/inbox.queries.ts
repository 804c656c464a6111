/** SQL of the private messages (001 §7.6): threads, their participants, messages and attachments. */
import { pageSql } from '../db/paging';
import { containsPattern } from '../db/values';
import { type Queryable } from '../db/database';

export interface ThreadRow {
  id: string;
  subject: string;
  job_id: string | null;
  job_title: string | null;
  created_by: string | null;
  created_at: Date | string;
  last_message_at: Date | string;
  /** The viewer's flags; null when the viewer is not a participant. */
  unread: boolean | null;
  deleted_at: Date | string | null;
  participants: { id: number; fullName: string }[];
}

export interface ThreadListRow extends ThreadRow {
  message_count: string;
  last_id: string | null;
  last_author_id: string | null;
  last_author_name: string | null;
  last_content: string | null;
  last_created_at: Date | string | null;
}

export interface MessageRow {
  id: string;
  thread_id: string;
  author_id: string | null;
  author_name: string | null;
  content: string | null;
  attachment_ids: string[];
  forwarded_from: string | null;
  created_at: Date | string;
  edited_at: Date | string | null;
  deleted_at: Date | string | null;
}

export interface AttachmentRow {
  id: string;
  title: string;
  comment: string | null;
  size: string;
}

const PARTICIPANTS = `(SELECT coalesce(json_agg(json_build_object('id', pu.id, 'fullName', pu.first_name || ' ' || pu.last_name) ORDER BY pu.id), '[]')
    FROM inbox_participants pp JOIN users pu ON pu.id = pp.user_id WHERE pp.thread_id = t.id) AS participants`;

const THREAD_COLUMNS = `t.id, t.subject, t.job_id, j.title AS job_title, t.created_by, t.created_at, t.last_message_at,
       me.unread, me.deleted_at, ${PARTICIPANTS}`;

/** A thread with the viewer's flags (null when the viewer does not take part). */
export async function loadThread(db: Queryable, id: number, viewerId: number): Promise<ThreadRow | null> {
  const [row] = await db.query<ThreadRow>(
    `SELECT ${THREAD_COLUMNS}
       FROM inbox_threads t LEFT JOIN jobs j ON j.id = t.job_id
       LEFT JOIN inbox_participants me ON me.thread_id = t.id AND me.user_id = $2
      WHERE t.id = $1`,
    [id, viewerId],
  );
  return row ?? null;
}

export async function lockThread(tx: Queryable, id: number): Promise<void> {
  await tx.query('SELECT id FROM inbox_threads WHERE id = $1 FOR UPDATE', [id]);
}

export async function insertThread(tx: Queryable, t: { subject: string; jobId: number | null; createdBy: number }): Promise<number> {
  const [row] = await tx.query<{ id: string }>('INSERT INTO inbox_threads (subject, job_id, created_by) VALUES ($1, $2, $3) RETURNING id', [
    t.subject,
    t.jobId,
    t.createdBy,
  ]);
  return Number(row!.id);
}

export async function addParticipants(tx: Queryable, threadId: number, userIds: readonly number[]): Promise<void> {
  await tx.query('INSERT INTO inbox_participants (thread_id, user_id) SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING', [
    threadId,
    [...new Set(userIds)],
  ]);
}

/** A new message: the thread comes back for everyone who deleted it, unread for all but the author. */
export async function insertMessage(
  tx: Queryable,
  m: { threadId: number; authorId: number; content: string; forwardedFrom?: number | null },
): Promise<number> {
  const [row] = await tx.query<{ id: string }>(
    'INSERT INTO inbox_messages (thread_id, author_id, content, forwarded_from) VALUES ($1, $2, $3, $4) RETURNING id',
    [m.threadId, m.authorId, m.content, m.forwardedFrom ?? null],
  );
  await tx.query('UPDATE inbox_threads SET last_message_at = now() WHERE id = $1', [m.threadId]);
  await tx.query('UPDATE inbox_participants SET unread = (user_id <> $2), deleted_at = NULL WHERE thread_id = $1', [
    m.threadId,
    m.authorId,
  ]);
  return Number(row!.id);
}

export async function setAttachmentIds(tx: Queryable, messageId: number, ids: readonly number[]): Promise<void> {
  await tx.query('UPDATE inbox_messages SET attachment_ids = $2 WHERE id = $1', [messageId, [...new Set(ids)]]);
}

export async function setUnread(tx: Queryable, threadId: number, userId: number, unread: boolean): Promise<void> {
  await tx.query('UPDATE inbox_participants SET unread = $3 WHERE thread_id = $1 AND user_id = $2', [threadId, userId, unread]);
}

export async function deleteForParticipant(tx: Queryable, threadId: number, userId: number): Promise<void> {
  await tx.query('UPDATE inbox_participants SET deleted_at = now(), unread = false WHERE thread_id = $1 AND user_id = $2', [
    threadId,
    userId,
  ]);
}

const MESSAGE_SELECT = `SELECT m.id, m.thread_id, m.author_id, u.first_name || ' ' || u.last_name AS author_name, m.content, m.attachment_ids,
       m.forwarded_from, m.created_at, m.edited_at, m.deleted_at
  FROM inbox_messages m LEFT JOIN users u ON u.id = m.author_id`;

export async function loadMessage(db: Queryable, id: number, lock = false): Promise<MessageRow | null> {
  if (lock) await db.query('SELECT id FROM inbox_messages WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await db.query<MessageRow>(`${MESSAGE_SELECT} WHERE m.id = $1`, [id]);
  return row ?? null;
}

/** A page of a thread's messages the viewer has not hidden: page 0 is the newest; answered oldest first. */
export async function threadMessages(
  db: Queryable,
  threadId: number,
  viewerId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const params: unknown[] = [threadId, viewerId];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const visible = `m.thread_id = $1 AND NOT EXISTS (SELECT 1 FROM inbox_message_hidden h WHERE h.message_id = m.id AND h.user_id = $2)`;
  const rows = await db.query<MessageRow>(
    `${MESSAGE_SELECT} WHERE ${visible} ORDER BY m.id DESC ${pageSql(pageSize, page * pageSize, p)}`,
    params,
  );
  const [count] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM inbox_messages m WHERE ${visible}`, [threadId, viewerId]);
  return { rows: rows.reverse(), total: Number(count!.n) };
}

export async function updateMessage(tx: Queryable, id: number, content: string): Promise<void> {
  await tx.query('UPDATE inbox_messages SET content = $2, edited_at = now() WHERE id = $1', [id, content]);
}

export async function deleteMessageForAll(tx: Queryable, id: number): Promise<void> {
  await tx.query("UPDATE inbox_messages SET content = NULL, attachment_ids = '{}', deleted_at = now() WHERE id = $1", [id]);
}

export async function hideMessage(tx: Queryable, id: number, userId: number): Promise<void> {
  await tx.query('INSERT INTO inbox_message_hidden (message_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, userId]);
}

export async function loadAttachments(db: Queryable, ids: readonly number[]): Promise<Map<number, AttachmentRow>> {
  if (!ids.length) return new Map();
  const rows = await db.query<AttachmentRow>(
    'SELECT id, title, comment, size FROM files WHERE id = ANY($1::bigint[]) AND deleted_at IS NULL',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** A page of the viewer's threads (not deleted by them): unread first, then by last message; with a search. */
export async function listThreads(
  db: Queryable,
  viewerId: number,
  query: { search: string | null; page: number; pageSize: number },
): Promise<{ rows: ThreadListRow[]; total: number }> {
  const params: unknown[] = [viewerId];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let condition = 'me.user_id = $1 AND me.deleted_at IS NULL';
  if (query.search) {
    const pattern = p(containsPattern(query.search));
    condition += ` AND (t.subject ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM inbox_messages sm WHERE sm.thread_id = t.id AND sm.content ILIKE ${pattern}
                  AND NOT EXISTS (SELECT 1 FROM inbox_message_hidden h WHERE h.message_id = sm.id AND h.user_id = $1))
      OR EXISTS (SELECT 1 FROM inbox_participants sp JOIN users su ON su.id = sp.user_id
                  WHERE sp.thread_id = t.id AND su.id <> $1 AND (su.first_name || ' ' || su.last_name) ILIKE ${pattern}))`;
  }
  const from = 'FROM inbox_participants me JOIN inbox_threads t ON t.id = me.thread_id';
  const countParams = [...params];
  // The page's threads first (the user's participant rows, sorted on the index's columns) with the
  // count of every match in the same pass (a search reads the messages once, not twice), then the
  // details of those 20 only: participants, message count and last message.
  const rows = await db.query<ThreadListRow & { total_count: string }>(
    `WITH page AS (
       SELECT t.id, count(*) OVER () AS total_count ${from} WHERE ${condition}
        ORDER BY me.unread DESC, t.last_message_at DESC, t.id DESC ${pageSql(query.pageSize, query.page * query.pageSize, p)}
     )
     SELECT ${THREAD_COLUMNS}, page.total_count,
            (SELECT count(*) FROM inbox_messages c WHERE c.thread_id = t.id) AS message_count,
            last.id AS last_id, last.author_id AS last_author_id, last.author_name AS last_author_name,
            last.content AS last_content, last.created_at AS last_created_at
       FROM page JOIN inbox_threads t ON t.id = page.id
       JOIN inbox_participants me ON me.thread_id = t.id AND me.user_id = $1
       LEFT JOIN jobs j ON j.id = t.job_id
       LEFT JOIN LATERAL (
         SELECT m.id, m.author_id, lu.first_name || ' ' || lu.last_name AS author_name, m.content, m.created_at
           FROM inbox_messages m LEFT JOIN users lu ON lu.id = m.author_id
          WHERE m.thread_id = t.id AND NOT EXISTS (SELECT 1 FROM inbox_message_hidden h WHERE h.message_id = m.id AND h.user_id = $1)
          ORDER BY m.id DESC LIMIT 1
       ) last ON true
      ORDER BY me.unread DESC, t.last_message_at DESC, t.id DESC`,
    params,
  );
  if (rows.length > 0 || query.page === 0) return { rows, total: Number(rows[0]?.total_count ?? 0) };
  // A page past the end has no row to carry the count.
  const [count] = await db.query<{ n: string }>(`SELECT count(*) AS n ${from} WHERE ${condition}`, countParams);
  return { rows, total: Number(count!.n) };
}

/** How many threads the user has unread (the counters' `unreadThreads`). */
export async function unreadThreadCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM inbox_participants WHERE user_id = $1 AND unread AND deleted_at IS NULL',
    [userId],
  );
  return Number(row!.n);
}

/** Users who may receive messages: their ids among `ids` that exist and are active or inactive (not blocked or deleted). */
export async function reachableUsers(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db.query<{ id: string }>("SELECT id FROM users WHERE id = ANY($1::bigint[]) AND status IN ('active', 'inactive')", [
    [...new Set(ids)],
  ]);
  return new Set(rows.map((r) => Number(r.id)));
}

/** Whether a user takes part in the thread of a message, and whether it is still theirs to see (not deleted by them). */
export async function participantsOfMessages(db: Queryable, messageIds: readonly number[], userId: number): Promise<boolean> {
  const [row] = await db.query<{ ok: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM inbox_messages m JOIN inbox_participants p ON p.thread_id = m.thread_id AND p.user_id = $2
                     WHERE m.id = ANY($1::bigint[]) AND m.deleted_at IS NULL) AS ok`,
    [[...messageIds], userId],
  );
  return !!row?.ok;
}

/** A contact as the message-contacts list answers it. */
export interface ContactRow {
  id: string;
  first_name: string;
  last_name: string;
  position: string | null;
  organization_name: string | null;
}

/**
 * The contacts of 001 §5's add-contacts rules over the vacancies `jobIds`: for a consultant the
 * authors of the vacancies where they are accepted; for others the consultants accepted or
 * requested on them. Without the viewer, active users only, by name.
 */
export async function contactsOfJobs(
  db: Queryable,
  viewer: { id: number; recruiter: boolean },
  jobIds: readonly number[] | null,
  query: { search: string | null; page: number; pageSize: number },
  /** The vacancies the viewer sees as SQL over `j` (null: all), for the employer side. */
  visibleJobs: (p: (value: unknown) => string) => string | null,
): Promise<{ rows: ContactRow[]; total: number }> {
  const params: unknown[] = [viewer.id];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const jobFilter = jobIds ? ` AND j.id = ANY(${p(jobIds)}::bigint[])` : '';
  const visibility = viewer.recruiter ? null : visibleJobs(p);
  const visible = visibility ? ` AND ${visibility}` : '';
  const candidates = viewer.recruiter
    ? `SELECT j.author_id AS user_id FROM job_recruiters r JOIN jobs j ON j.id = r.job_id
        WHERE r.recruiter_id = $1 AND r.status = 'accepted'${jobFilter}`
    : `SELECT r.recruiter_id AS user_id FROM job_recruiters r JOIN jobs j ON j.id = r.job_id
        WHERE r.status IN ('accepted', 'requested')${jobFilter}${visible}`;
  let where = `u.id IN (${candidates}) AND u.id <> $1 AND u.status = 'active'`;
  if (query.search) where += ` AND (u.first_name || ' ' || u.last_name) ILIKE ${p(containsPattern(query.search))}`;
  const countParams = [...params];
  const rows = await db.query<ContactRow>(
    `SELECT u.id, u.first_name, u.last_name, u.position, o.name AS organization_name
       FROM users u LEFT JOIN organizations o ON o.id = u.organization_id
      WHERE ${where} ORDER BY u.last_name, u.first_name, u.id ${pageSql(query.pageSize, query.page * query.pageSize, p)}`,
    params,
  );
  const [count] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM users u WHERE ${where}`, countParams);
  return { rows, total: Number(count!.n) };
}
