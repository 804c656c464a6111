/**
 * Candidate lists (submissions, `/candidate-list/…`, 000 §2–§5, 001 §7.5): list, create, view,
 * edit, withdraw, reject, complete (milestone), employer feedback, logs. Each action is decided by
 * domain's candidate-list machine in the transaction that applies it, with its log row and mail.
 */
import {
  applicationFeedbackSchema,
  can,
  candidateListCreateSchema,
  candidateListEditSchema,
  candidateListTarget,
  completeResearchSchema,
  decideCandidateListAction,
  jobOwner,
  rejectSubmissionSchema,
  submissionListQuerySchema,
  withdrawSubmissionSchema,
  type Actor,
  type CandidateListAction,
  type candidateListResponse,
  type InferOutput,
  type CandidateListContext,
  type CandidateListStatus,
  type OwnerRef,
} from '@mandate/domain';
import { statusLogOf, writeStatusLog } from '../workflow/statusLog';
import { messageNotice, notifyUser, submissionNotified } from '../workflow/notify';
import { enforce, transition as runTransition } from '../workflow/transition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { t, type ServerMessage } from '../http/i18n';
import { parse } from '../http/validation';
import { addFileReadRule, linkedIds } from '../files/access';
import { attachFilesOrRefuse } from '../files/links';
import { authorize, fieldError, idParam, missing, doc } from '../http/route';
import { authoredBy, jobForRecruiterRules, jobFacts, loadJob, type JobFacts, type Queryable, type Viewer } from './common';
import { iso } from '../db/values';
import {
  candidateListPage,
  candidateListRows,
  insertCandidateList,
  loadCandidateListRow,
  updateCandidateList,
  type ListRow,
} from './candidateList.queries';
import { jobRecruiterOf } from './application.queries';

const TAG = 'Candidate lists';

const jobOf = (row: ListRow): JobFacts => jobFacts({ ...row, id: row.job_id, status: row.status_job });
const recruiterSide = (row: ListRow): OwnerRef => ({
  ownerId: Number(row.recruiter_id),
  ownerOrganizationId: row.agency_organization_id === null ? null : Number(row.agency_organization_id),
});
const employerSide = (row: ListRow): OwnerRef => jobOwner({ authoredBy: authoredBy(jobOf(row)) });
const canView = (user: Actor, row: ListRow) =>
  can(user, 'candidate-list-view', employerSide(row)) || can(user, 'candidate-list-view', recruiterSide(row));

// Whoever may see a candidate list may download its attachments.
addFileReadRule(async ({ db, user, file }) => {
  const ids = linkedIds(file, 'candidate-list');
  if (!ids.length) return false;
  const rows = await candidateListRows(db, ids);
  return rows.some((row) => canView(user, row));
});

function contextOf(row: ListRow): CandidateListContext {
  const job = jobOf(row);
  return {
    job: jobForRecruiterRules(job),
    recruiterId: Number(row.recruiter_id),
    recruiterStatus: row.jr_status,
    listStatus: row.status,
  };
}

const statusMessage: Record<CandidateListStatus, ServerMessage> = {
  submitted: 'candidate-list-submitted',
  completed: 'candidate-list-completed',
  rejected: 'candidate-list-rejected',
  withdrawn: 'candidate-list-withdrawn',
};

export async function candidateListRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const loadRow = async (q: Queryable, id: number, lock = false): Promise<ListRow | null> => {
    return (await loadCandidateListRow(q, id, lock)) ?? null;
  };
  const load = async (request: FastifyRequest, user: Viewer) => {
    const { id } = parse(request, idParam, request.params);
    const row = await loadRow(db, id);
    if (!row || !canView(user, row)) throw missing(request);
    return row;
  };

  const view = async (user: Viewer, id: number): Promise<InferOutput<typeof candidateListResponse>> => {
    const row = (await loadRow(db, id))!;
    const logs = await statusLogOf(db, 'candidate-list', id);
    const context = contextOf(row);
    return {
      id: Number(row.id),
      title: row.title_,
      comment: row.comment,
      attachments: row.attachment_ids.map(Number),
      status: { code: row.status },
      milestone: row.milestone,
      job: { id: Number(row.job_id), title: row.title, status: { code: row.status_job } },
      recruiter: {
        id: Number(row.recruiter_id),
        fullName: row.recruiter_name,
        organization: row.agency_organization_id === null ? null : { id: Number(row.agency_organization_id), name: row.agency_name },
      },
      feedback:
        row.feedback === null
          ? null
          : {
              id: Number(row.id),
              feedback: row.feedback,
              assessmentLevel: row.feedback_assessment_level,
              creationDate: iso(row.feedback_at),
            },
      // The log of a candidate list holds its statuses only (the answer check of the HTTP tests reads them).
      logs: logs as InferOutput<typeof candidateListResponse>['logs'],
      actions: (['edit', 'complete', 'reject', 'withdraw', 'edit-feedback'] as const).filter(
        (a) => decideCandidateListAction(user, context, a).allowed,
      ),
      creationDate: iso(row.created_at),
      statusChangeDate: iso(row.status_changed_at),
      updateDate: iso(row.updated_at),
    };
  };

  /** Applies one candidate-list action in one transaction: decide, update, log, side effects, mail. */
  const act = async (
    request: FastifyRequest,
    user: Viewer,
    id: number,
    action: CandidateListAction,
    options: {
      comment?: string | null;
      columns?: Record<string, unknown>;
      notify?: 'recruiter' | 'employer' | null;
      /** Checks that follow the machine's decision (status first, as domain orders its reasons). */
      check?: (tx: Queryable) => Promise<void>;
    } = {},
  ) => {
    await db.transaction(async (tx) =>
      runTransition(tx, request, user, {
        entity: 'candidate-list',
        action,
        lock: (q) => loadRow(q, id, true),
        decide: (row) => decideCandidateListAction(user, contextOf(row), action),
        check: options.check && ((q) => options.check!(q)),
        from: (row) => row.status,
        to: (row) => candidateListTarget(action) ?? row.status,
        write: async (q, row, to) => {
          await updateCandidateList(q, id, to, to !== row.status, options.columns ?? {});
          return id;
        },
        jobId: (row) => Number(row.job_id),
        log: { comment: options.comment ?? null, details: action === 'complete' ? { milestone: options.columns?.milestone } : {} },
        notify: (_q, row, to) => {
          const target = submissionNotified(options.notify, row, user.id);
          if (target === null) return [];
          return [
            messageNotice(target, `candidate-list-${action}`, 'mail-candidate-list-subject', 'mail-candidate-list-body', (locale) => ({
              actor: user.name,
              title: row.title_,
              job: row.title,
              status: t(locale, statusMessage[to]),
              comment: options.comment ?? '',
            })),
          ];
        },
      }),
    );
    return { result: await view(user, id) };
  };

  app.post('/candidate-list/list', doc(TAG, 'Candidate lists (submissions) the user may see'), async (request) => {
    const user = requireUser(request);
    const query = parse(request, submissionListQuerySchema, request.body ?? {});
    const any = can(user, 'candidate-list-view-any');
    authorize(request, any || user.permissions.includes('candidate-list-view-own'));
    const { rows, total } = await candidateListPage(db, {
      viewer: any ? null : { id: user.id, organizationIds: user.managedOrganizations.map((o) => o.id) },
      jobId: query.jobId,
      status: query.status,
      page: query.page,
      pageSize: query.pageSize,
    });
    const items = [];
    for (const r of rows) items.push(await view(user, Number(r.id)));
    return { result: { items, total } };
  });

  app.post(
    '/candidate-list/create',
    doc(TAG, 'Submit a candidate list (title, comment, attachments, vacancy)', candidateListCreateSchema),
    async (request) => {
      const user = requireUser(request);
      authorize(request, can(user, 'candidate-list-create'));
      const body = parse(request, candidateListCreateSchema, request.body);
      const id = await db.transaction(async (tx) => {
        const job = await loadJob(tx, body.jobId, true);
        if (!job) throw fieldError(request, 'jobId', 'unknown-job');
        const jr = await jobRecruiterOf(tx, job.id, user.id);
        enforce(
          request,
          decideCandidateListAction(
            user,
            {
              job: jobForRecruiterRules(job),
              recruiterId: user.id,
              recruiterStatus: jr?.status ?? null,
              listStatus: null,
            },
            'create',
          ),
        );
        const listId = await insertCandidateList(tx, {
          jobId: job.id,
          recruiterId: user.id,
          jobRecruiterId: jr?.id ?? null,
          agencyId: user.organizationId,
          title: body.title,
          comment: body.comment,
          attachments: body.attachments,
        });
        await attachFilesOrRefuse(tx, request, 'attachments', {
          user,
          owner: { type: 'candidate-list', id: listId },
          fileIds: body.attachments,
        });
        await writeStatusLog(tx, user, {
          entityType: 'candidate-list',
          entityId: listId,
          jobId: job.id,
          action: 'create',
          from: null,
          to: 'submitted',
          comment: body.comment,
        });
        if (job.authorId !== user.id) {
          await notifyUser(
            tx,
            messageNotice(job.authorId, 'candidate-list-create', 'mail-candidate-list-subject', 'mail-candidate-list-body', (locale) => ({
              actor: user.name,
              title: body.title,
              job: job.title,
              status: t(locale, 'candidate-list-submitted'),
              comment: body.comment ?? '',
            })),
          );
        }
        return listId;
      });
      return { result: await view(user, id) };
    },
  );

  app.get('/candidate-list/:id/view', doc(TAG, 'A candidate list with logs, feedback and the actions allowed now'), async (request) => {
    const user = requireUser(request);
    const row = await load(request, user);
    return { result: await view(user, Number(row.id)) };
  });

  app.get('/candidate-list/:id/logs', doc(TAG, 'The status log of a candidate list'), async (request) => {
    const user = requireUser(request);
    const row = await load(request, user);
    const logs = await statusLogOf(db, 'candidate-list', Number(row.id));
    return { result: { items: logs, total: logs.length } };
  });

  app.put('/candidate-list/:id/edit', doc(TAG, 'Edit a submitted list', candidateListEditSchema), async (request) => {
    const user = requireUser(request);
    const row = await load(request, user);
    const body = parse(request, candidateListEditSchema, request.body);
    return act(request, user, Number(row.id), 'edit', {
      notify: null,
      check: (tx) =>
        attachFilesOrRefuse(tx, request, 'attachments', {
          user,
          owner: { type: 'candidate-list', id: Number(row.id) },
          fileIds: body.attachments,
          current: row.attachment_ids.map(Number),
        }),
      columns: { title: body.title, comment: body.comment, attachment_ids: body.attachments },
    });
  });

  app.put(
    '/candidate-list/:id/withdraw',
    doc(TAG, 'Withdraw a list (comment, copy to the employer)', withdrawSubmissionSchema),
    async (request) => {
      const user = requireUser(request);
      const row = await load(request, user);
      const body = parse(request, withdrawSubmissionSchema, request.body ?? {});
      return act(request, user, Number(row.id), 'withdraw', { comment: body.comment, notify: body.sendCopyToEmployer ? 'employer' : null });
    },
  );

  app.put('/candidate-list/:id/reject', doc(TAG, 'Reject a list (comment)', rejectSubmissionSchema), async (request) => {
    const user = requireUser(request);
    const row = await load(request, user);
    const body = parse(request, rejectSubmissionSchema, request.body ?? {});
    return act(request, user, Number(row.id), 'reject', { comment: body.comment });
  });

  app.put('/candidate-list/:id/complete', doc(TAG, 'Complete the research with a milestone', completeResearchSchema), async (request) => {
    const user = requireUser(request);
    const row = await load(request, user);
    const body = parse(request, completeResearchSchema, request.body);
    return act(request, user, Number(row.id), 'complete', { columns: { milestone: body.milestone } });
  });

  app.put('/candidate-list/:id/feedback/edit', doc(TAG, 'Employer feedback on a list', applicationFeedbackSchema), async (request) => {
    const user = requireUser(request);
    const row = await load(request, user);
    const body = parse(request, applicationFeedbackSchema, request.body);
    return act(request, user, Number(row.id), 'edit-feedback', {
      notify: null,
      columns: {
        feedback: body.feedback,
        feedback_assessment_level: body.assessmentLevel,
        feedback_by: user.id,
        feedback_at: new Date().toISOString(),
      },
    });
  });
}
