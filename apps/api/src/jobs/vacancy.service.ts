/** Vacancy status actions: one transaction through the workflow module's transition. */
import { decideJobAction, jobActionTargets, type JobAction, type JobStatus } from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { activeRecruiterIds, jobStatusNotice } from './mail';
import { transition } from '../workflow/transition';
import { idParam } from '../http/route';
import { num } from '../db/values';
import { jobForRules, jobView, loadJob, visibleJob, type Queryable } from './common';
import { type JobRow } from './job.queries';
import { updateJobStatus } from './vacancy.queries';
export interface StatusChangeOptions {
  reason?: string | null;
  comment?: string | null;
  details?: Record<string, unknown>;
  /** Extra `SET` assignments for the vacancy (e.g. `published_at = now()`). */
  set?: string;
  /** Tell the consultants on the vacancy. */
  notifyRecruiters?: boolean;
  /** Send a copy to the vacancy's author. */
  copyToAuthor?: boolean;
  /** Runs in the transaction before the status changes. */
  before?: (tx: Queryable, row: JobRow) => Promise<void>;
}

/** The vacancy operations on one database. */
export function vacancyService(db: Database) {
  /**
   * One status action on a vacancy: in one transaction the row is locked, the domain machine
   * decides (403/409 with its reason), the status changes, the log row and the mails are written;
   * the answer is the updated vacancy.
   */
  async function changeStatus(request: FastifyRequest, action: JobAction, options: StatusChangeOptions = {}) {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const result = await db.transaction(async (tx) => {
      await transition(tx, request, viewer, {
        entity: 'job',
        action,
        lock: (q) => visibleJob(q, request, viewer, id, true),
        decide: (row) => decideJobAction(viewer, jobForRules(row), action),
        check: options.before,
        from: (row) => row.status,
        to: (row): JobStatus => jobActionTargets[action] ?? row.status,
        write: async (q, _row, to) => {
          await updateJobStatus(q, id, to, options.set);
          return id;
        },
        jobId: () => id,
        // Read after the write: an action's `before` may fill its details.
        log: () => ({ reason: options.reason ?? null, comment: options.comment ?? null, details: options.details ?? {} }),
        notify: async (q, row, to) => {
          const facts = { job: row.title, status: to, actor: viewer.name, comment: options.comment ?? null, kind: `job-${action}` };
          return [
            ...(options.notifyRecruiters
              ? (await activeRecruiterIds(q, id)).map((recruiterId) => jobStatusNotice(recruiterId, facts))
              : []),
            options.copyToAuthor ? jobStatusNotice(num(row.author_id), facts) : null,
          ];
        },
      });
      return (await loadJob(tx, id, viewer.id))!;
    });
    return { result: jobView(result, viewer) };
  }

  return { changeStatus };
}
