/** The SQL of the vacancy facts the application rules read (common.ts `loadJob`). */
import type { JobStatus } from '@mandate/domain';
import type { Queryable } from '../db/database';

export interface JobRow {
  id: string;
  title: string;
  status: JobStatus;
  author_id: string;
  organization_id: string | null;
  accepting_candidates: boolean;
  custom_terms_phase: 'applying' | 'submitting' | null;
  position_count: number;
  placement_count: number;
  success_fee_percentage: string | null;
  success_fee_fixed_amount: number | null;
  revenue_split: string | null;
}

/** The vacancy's facts a row joined to its vacancy carries beside its own id and status (JOB_FACT_COLUMNS). */
export type JobFactRow = Omit<JobRow, 'id' | 'status'>;

export const JOB_FACT_COLUMNS = `j.id, j.title, j.status, j.author_id, j.organization_id, j.accepting_candidates, j.custom_terms_phase,
  j.position_count, j.placement_count, j.success_fee_percentage, j.success_fee_fixed_amount, j.revenue_split`;

/** A vacancy's facts, or undefined; `lock` takes a row lock for the rest of the transaction. */
export async function loadJobRow(db: Queryable, id: number, lock = false): Promise<JobRow | undefined> {
  const [row] = await db.query<JobRow>(`SELECT ${JOB_FACT_COLUMNS} FROM jobs j WHERE j.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return row;
}
