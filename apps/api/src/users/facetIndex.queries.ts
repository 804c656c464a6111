/** The SQL of the consultant picker's facet index (facetIndex.ts): the rows are `UserFacetRow`s. */
import type { Queryable } from '../db/database';

/** A user's facet columns, with the horizon of the read (the same in every row). */
export interface UserFacetRow {
  horizon: string;
  id: string | null;
  status: string;
  roles: string[];
  countries: string[];
  country_code: string | null;
  sectors: string[];
  departments: string[];
  search_types: string[];
  rating: number;
  interview_ratio: number | null;
  customer_satisfaction: number | null;
  lexemes: string[];
}

/**
 * The users stamped at or above `horizon` (`users.facet_xid`; every user from `'0'`) and, in the
 * same statement and snapshot, the new horizon: the oldest transaction id still running. At least
 * one row: with no user changed, one whose `id` is null.
 */
export function facetRowsSince(db: Queryable, horizon: string): Promise<UserFacetRow[]> {
  return db.query<UserFacetRow>(
    `WITH s AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon)
     SELECT s.horizon, u.id, u.status, u.roles, u.countries, u.country_code, u.sectors, u.departments, u.search_types,
            u.rating::float8 AS rating, u.interview_ratio, u.customer_satisfaction, tsvector_to_array(u.search_vector) AS lexemes
       FROM s LEFT JOIN users u ON u.facet_xid >= $1::xid8`,
    [horizon],
  );
}
