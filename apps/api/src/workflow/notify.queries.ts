/** The SQL of the one mail-recipient lookup (notify.ts `mailRecipient`). */
import type { Queryable } from '../db/database';
import type { Locale } from '../http/i18n';

/** A user's address, language and name; undefined for an unknown, blocked or deleted user. */
export async function mailableUser(db: Queryable, userId: number): Promise<{ username: string; locale: Locale; name: string } | undefined> {
  const [row] = await db.query<{ username: string; locale: Locale; name: string }>(
    `SELECT username, locale, first_name || ' ' || last_name AS name FROM users WHERE id = $1 AND status NOT IN ('blocked', 'deleted')`,
    [userId],
  );
  return row;
}
