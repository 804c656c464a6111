/** The SQL of the server's own routes (server.ts): the health check. */
import type { Queryable } from './db/database';

/** One round trip to the database: throws when it does not answer. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
