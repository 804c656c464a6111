/** What a user may do with candidates now, read for the list and the menu (domain's `decideCandidateActions`). */
import {
  allowedCandidateActions,
  decideCandidateActions,
  runningApplicationStatuses,
  type CandidateAction,
  type CandidateStatus,
  type ReasonCode,
} from '@mandate/domain';
import type { Queryable, Viewer } from './common';
import { runningApplicationRows } from './candidate.queries';

/** The running applications of each candidate, by id (those of {@link runningApplicationStatuses}). */
export async function runningApplicationCounts(db: Queryable, candidateIds: readonly number[]): Promise<Map<number, number>> {
  if (candidateIds.length === 0) return new Map();
  const rows = await runningApplicationRows(db, candidateIds, runningApplicationStatuses);
  return new Map(rows.map((row) => [Number(row.candidate_id), Number(row.running)]));
}

/** What the rules read of a candidate row. */
export interface CandidateFacts {
  id: string | number;
  owner_id: string | number;
  organization_id: string | number | null;
  status: CandidateStatus;
}

/** What the user may do with each candidate now (domain's rule), and why not, by id. */
export async function candidateMenus(db: Queryable, user: Viewer, rows: readonly CandidateFacts[]) {
  const running = await runningApplicationCounts(
    db,
    rows.map((row) => Number(row.id)),
  );
  return new Map(
    rows.map((row) => {
      const facts = {
        ownerId: Number(row.owner_id),
        ownerOrganizationId: row.organization_id === null ? null : Number(row.organization_id),
        status: row.status,
        runningApplications: running.get(Number(row.id)) ?? 0,
      };
      const decisions = decideCandidateActions(user, facts);
      const reasons = Object.fromEntries(
        Object.entries(decisions).flatMap(([action, d]) => (d.allowed ? [] : [[action, d.reason]])),
      ) as Partial<Record<CandidateAction, ReasonCode>>;
      return [Number(row.id), { actions: allowedCandidateActions(user, facts), reasons, runningApplications: facts.runningApplications }];
    }),
  );
}
