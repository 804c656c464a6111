import { type JobStatus } from '@mandate/domain';
import { type requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { loadJobRow, type JobRow } from './job.queries';

export type Queryable = Pick<Database, 'query'>;
export type Viewer = ReturnType<typeof requireUser>;

/** The facts of a vacancy the application rules read. */
export interface JobFacts {
  id: number;
  title: string;
  status: JobStatus;
  authorId: number;
  organizationId: number | null;
  acceptingCandidates: boolean;
  customTermsPhase: 'applying' | 'submitting' | null;
  positionCount: number;
  placementCount: number;
  successFeePercentage: number | null;
  successFeeFixedAmount: number | null;
  revenueSplit: string | null;
}

export function jobFacts(row: JobRow): JobFacts {
  return {
    id: Number(row.id),
    title: row.title,
    status: row.status,
    authorId: Number(row.author_id),
    organizationId: row.organization_id === null ? null : Number(row.organization_id),
    acceptingCandidates: row.accepting_candidates,
    customTermsPhase: row.custom_terms_phase,
    positionCount: row.position_count,
    placementCount: row.placement_count,
    successFeePercentage: row.success_fee_percentage === null ? null : Number(row.success_fee_percentage),
    successFeeFixedAmount: row.success_fee_fixed_amount,
    revenueSplit: row.revenue_split,
  };
}

/** Loads a vacancy's facts; `lock` takes a row lock for the rest of the transaction. */
export async function loadJob(db: Queryable, id: number, lock = false): Promise<JobFacts | null> {
  const row = await loadJobRow(db, id, lock);
  return row ? jobFacts(row) : null;
}

/** The vacancy's author as domain's `jobOwner` wants it. */
export const authoredBy = (job: Pick<JobFacts, 'authorId' | 'organizationId'>) => ({
  id: job.authorId,
  organization: job.organizationId === null ? null : { id: job.organizationId },
});

/** The vacancy as the consultant and candidate-list machines read it (custom terms are not tracked per consultant here). */
export const jobForRecruiterRules = (job: JobFacts) => ({
  authoredBy: authoredBy(job),
  acceptingCandidates: job.acceptingCandidates,
  customTnC: null,
  status: { code: job.status },
});

/** The largest amount of money the server stores (total packages, fees). */
export const MAX_AMOUNT = 1_000_000_000_000;

/**
 * A candidate name search as SQL on `c` (candidates): every word of `text` must begin the first
 * name, the last name or the e-mail address. Prefix LIKEs on lower-case btree indexes (0012) keep
 * the planner's estimates exact, so a search finds its few candidates by index instead of testing
 * every row. Returns null when the text holds no word.
 */
export function candidateSearchCondition(text: string | null, param: (value: unknown) => string): string | null {
  const words =
    (text ?? '')
      .toLowerCase()
      .match(/[\p{L}\p{N}@._+-]+/gu)
      ?.slice(0, 5) ?? [];
  if (words.length === 0) return null;
  return words
    .map((word) => {
      const pattern = param(`${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
      return `(lower(c.first_name) LIKE ${pattern} OR lower(c.last_name) LIKE ${pattern} OR lower(c.email) LIKE ${pattern})`;
    })
    .join(' AND ');
}
