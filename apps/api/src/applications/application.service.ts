/**
 * Applications' transactions and rules: who sees an application, its view with logs, and every
 * status action through the workflow module's transition.
 */
import {
  allowedApplicationActions,
  applicationStatusLabel,
  applicationTargetStatus,
  can,
  decideApplicationAction,
  jobOwner,
  localDateIn,
  type Actor,
  type ApplicationAction,
  type ApplicationContext,
  type ApplicationStatus,
  type applicationResponse,
  type InferOutput,
  type LocalDate,
  type OwnerRef,
} from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { requestLocale, type Locale } from '../http/i18n';
import { parse } from '../http/validation';
import { addFileReadRule, linkedIds } from '../files/access';
import { statusLogOf, statusLogsOf, type StatusLogView } from '../workflow/statusLog';
import { messageNotice, submissionNotified } from '../workflow/notify';
import { transition as runTransition } from '../workflow/transition';
import { idParam, missing } from '../http/route';
import { authoredBy, jobFacts, type JobFacts, type Queryable, type Viewer } from './common';
import { iso } from '../db/values';
import { documentReaderRows, loadApplicationRow, updateApplicationStatus, type ApplicationRow } from './application.queries';
import { activePlacementsOf, placementById } from './placement.queries';
import { latestFeedbackOf } from './feedback.queries';
import { placementView, feedbackView, listEntry } from './application.view';

/**
 * Hooks for tests only: `afterHireFirstWrite` runs inside the hire's transaction right after its
 * first write (the placement), so a test can make the hire fail there and check that nothing stays.
 */
export const applicationTestHooks: { afterHireFirstWrite?: (tx: Queryable) => Promise<void> } = {};

export const jobOf = (row: ApplicationRow): JobFacts => jobFacts({ ...row, id: row.job_id, status: row.job_status });

/** The consultant's side as owner: the consultant, and managers of their agency. */
export const recruiterSide = (row: ApplicationRow): OwnerRef => ({
  ownerId: Number(row.recruiter_id),
  ownerOrganizationId: row.agency_organization_id === null ? null : Number(row.agency_organization_id),
});
export const employerSide = (row: ApplicationRow): OwnerRef => jobOwner({ authoredBy: authoredBy(jobOf(row)) });

export function contextOf(row: ApplicationRow, logs: readonly StatusLogView[]): ApplicationContext {
  return {
    application: {
      status: { code: row.status },
      logs: logs
        .filter((l) => l.action !== 'edit')
        .map((l) => ({ status: { code: l.status.code as ApplicationStatus }, creationDate: l.creationDate })),
    },
    job: { authoredBy: authoredBy(jobOf(row)) },
    recruiterId: Number(row.recruiter_id),
  };
}

/** Whether the user may see the application: from the employer's side or the consultant's. */
export const canView = (user: Actor, row: ApplicationRow) =>
  can(user, 'application-view', employerSide(row)) || can(user, 'application-view', recruiterSide(row));

/**
 * Who may read an application's documents (its files, its PDF): whoever may see the application
 * (`GET /application/{id}/view`), and the line managers a shortlist holding it was sent to for review
 * (issue 20). Answers the rule per application among `ids` that exists.
 */
export async function documentReaders(db: Queryable, user: Actor & { id: number }, ids: readonly number[]): Promise<boolean[]> {
  const rows = await documentReaderRows(db, ids, user.id);
  return rows.map((row) => row.reviewer || canView(user, row));
}

/**
 * Whether `user` may read the documents of the application (its PDF, for the routes of other
 * modules) by the rule of its files; null when it does not exist.
 */
export async function applicationDocumentsVisibility(db: Queryable, user: Viewer, id: number): Promise<boolean | null> {
  const [readable] = await documentReaders(db, user, [id]);
  return readable ?? null;
}

// Whoever may read an application's documents may download its files.
addFileReadRule(async ({ db, user, file }) => {
  const ids = linkedIds(file, 'application');
  return ids.length > 0 && (await documentReaders(db, user, ids)).some(Boolean);
});

/** Today in the request's time zone (the `Timezone` header), for "not later than today". */
export function todayFor(request: FastifyRequest): LocalDate {
  const header = request.headers['timezone'];
  const zone = Array.isArray(header) ? header[0] : header;
  try {
    return localDateIn(new Date(), zone || undefined);
  } catch {
    return localDateIn(new Date());
  }
}

/** The application operations on one database. */
export function applicationService(db: Database) {
  const loadRow = async (q: Queryable, id: number, lock = false): Promise<ApplicationRow | null> => {
    return (await loadApplicationRow(q, id, lock)) ?? null;
  };

  /** The application of the path, visible to the user, or 404. */
  const load = async (request: FastifyRequest, user: Viewer, id?: number) => {
    const appId = id ?? parse(request, idParam, request.params).id;
    const row = await loadRow(db, appId);
    if (!row || !canView(user, row)) throw missing(request);
    return row;
  };

  const view = async (
    user: Viewer,
    id: number,
    locale: Locale,
    loaded?: ApplicationRow,
  ): Promise<InferOutput<typeof applicationResponse>> => {
    const row = loaded ?? (await loadRow(db, id))!;
    const [logs, placements, feedback] = await Promise.all([
      statusLogsOf(db, 'application', [id]),
      activePlacementsOf(db, id),
      latestFeedbackOf(db, id),
    ]);
    const appLogs = logs.get(id) ?? [];
    const feedbackVisible = can(user, 'feedback-view', employerSide(row));
    return {
      ...listEntry(row, locale),
      comment: row.comment,
      attachments: row.attachment_ids.map(Number),
      rejectReason: row.reject_reason,
      withdrawReason: row.withdraw_reason,
      updateDate: iso(row.updated_at),
      // The application's log holds the application machine's statuses only.
      logs: appLogs as InferOutput<typeof applicationResponse>['logs'],
      feedback: feedbackVisible && feedback[0] ? feedbackView(feedback[0]) : null,
      placement: placements[0] ? placementView(placements[0]) : null,
      actions: allowedApplicationActions(user, contextOf(row, appLogs)),
    };
  };

  /**
   * Applies one action of the application machine in one transaction: locks the application,
   * asks domain (409/403 with the reason when refused), moves the status, writes the log, runs the
   * action's side records, queues the mail, and answers the updated application.
   */
  const transition = async (
    request: FastifyRequest,
    user: Viewer,
    id: number,
    action: ApplicationAction,
    options: {
      comment?: string | null;
      reason?: string | null;
      at?: string | null;
      columns?: Record<string, unknown>;
      /** Who hears of it: the consultant (employer-side actions), the vacancy's author, or nobody. */
      notify?: 'recruiter' | 'employer' | null;
      side?: (tx: Queryable, row: ApplicationRow, to: ApplicationStatus) => Promise<void>;
    } = {},
  ) => {
    await db.transaction(async (tx) =>
      runTransition(tx, request, user, {
        entity: 'application',
        action,
        lock: async (q) => {
          const row = await loadRow(q, id, true);
          return row && { row, context: contextOf(row, await statusLogOf(q, 'application', id)) };
        },
        decide: ({ context }) => decideApplicationAction(user, context, action),
        from: ({ row }) => row.status,
        to: ({ context }) => applicationTargetStatus(context.application, action),
        write: async (q, _facts, to) => {
          await updateApplicationStatus(q, id, to, options.columns ?? {});
          return id;
        },
        jobId: ({ row }) => Number(row.job_id),
        log: { reason: options.reason ?? null, comment: options.comment ?? null, at: options.at ?? null },
        after: (q, { row }, to) => options.side?.(q, row, to) ?? Promise.resolve(),
        notify: (_q, { row }, to) => {
          const target = submissionNotified(options.notify, row, user.id);
          if (target === null) return [];
          return [
            messageNotice(target, `application-${action}`, 'mail-application-status-subject', 'mail-application-status-body', (locale) => ({
              actor: user.name,
              candidate: `${row.first_name} ${row.last_name}`,
              job: row.title,
              status: applicationStatusLabel(to, locale),
              comment: options.comment ?? '',
            })),
          ];
        },
      }),
    );
    return { result: await view(user, id, requestLocale(request)) };
  };

  // ---- placement edit and revert -------------------------------------------------------------------
  const loadPlacement = async (request: FastifyRequest, user: Viewer) => {
    const { id } = parse(request, idParam, request.params);
    const placement = await placementById(db, id);
    const row = placement ? await loadRow(db, Number(placement.application_id)) : null;
    if (!placement || !row || !(can(user, 'placement-view', employerSide(row)) || can(user, 'placement-view', recruiterSide(row)))) {
      throw missing(request);
    }
    return { placement, row };
  };

  return { loadRow, load, view, transition, loadPlacement };
}
export type ApplicationService = ReturnType<typeof applicationService>;
