/** Consultants on vacancies: every status action through the workflow module's transition, and invitations. */
import {
  decideJobAction,
  decideJobRecruiterAction,
  isAdmin,
  jobRecruiterTarget,
  type JobRecruiterAction,
  type Locale,
} from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { enqueueMail } from '../mail/outbox';
import { recruiterStatusNotice } from './mail';
import { renderTemplate } from './templates';
import { statusLogsOf } from '../workflow/statusLog';
import { mailRecipient } from '../workflow/notify';
import { enforce, transition } from '../workflow/transition';
import { fieldError, idParam, missing } from '../http/route';
import { num } from '../db/values';
import { isBlacklisted, isEmployerSide, jobForRules, recruiterContext, visibleJob, type Queryable, type Viewer } from './common';
import { recountRecruiters, type JobRow } from './job.queries';
import {
  activeRecruitersAmong,
  countInvitation,
  loadRelation,
  userName,
  writeRelation,
  type JobRecruiterRow,
  type RecruiterChange,
} from './recruiter.queries';
import { jobRecruiterView } from './recruiter.view';

/** The consultant-on-vacancy operations on one database. */
export function recruiterService(db: Database) {
  /**
   * One job-recruiter action in the caller's transaction: the domain machine decides on the
   * relation's status (403/409 with its reason), the relation is written, logged, counted and mailed.
   */
  async function apply(
    tx: Queryable,
    request: FastifyRequest,
    viewer: Viewer,
    job: JobRow,
    recruiterId: number,
    relation: JobRecruiterRow | undefined,
    action: JobRecruiterAction,
    change: RecruiterChange = {},
  ): Promise<number> {
    const jobId = num(job.id);
    const source = change.source ?? relation?.source ?? 'request';
    const { id } = await transition(tx, request, viewer, {
      entity: 'job-recruiter',
      action,
      // The caller holds the locks of the vacancy and of the relation (when there is one).
      lock: async (q) => ({
        banned:
          action === 'invite' || action === 'request'
            ? await isBlacklisted(q, job.organization_id === null ? null : num(job.organization_id), recruiterId)
            : false,
      }),
      decide: ({ banned }) =>
        decideJobRecruiterAction(
          viewer,
          recruiterContext(job, recruiterId, relation?.status ?? null, !!relation?.terms_agreed_at, banned),
          action,
        ),
      from: () => relation?.status ?? null,
      to: () => jobRecruiterTarget(action) ?? relation!.status,
      write: (q, _facts, status) => writeRelation(q, viewer, jobId, recruiterId, relation, action, status, source, change),
      jobId: () => jobId,
      log: { reason: change.reason ?? null, comment: change.comment ?? null, details: { source, recruiterId, ...change.details } },
      after: async (q) => {
        await recountRecruiters(q, jobId);
        if (action === 'invite') await countInvitation(q, recruiterId, { total: 1, open: 1, admin: source === 'admin-invitation' ? 1 : 0 });
        if (action === 'accept-invitation') await countInvitation(q, recruiterId, { open: -1, accepted: 1 });
        if (action === 'decline-invitation' || action === 'withdraw-invitation') await countInvitation(q, recruiterId, { open: -1 });
      },
      notify: async (q, _facts, status) => {
        if (!change.notify) return [];
        const recruiter = await userName(q, recruiterId);
        return [
          recruiterStatusNotice(change.notify === 'recruiter' ? recruiterId : num(job.author_id), {
            job: job.title,
            recruiter: recruiter?.name ?? '',
            status,
            source,
            actor: viewer.name,
            comment: change.comment ?? null,
            kind: `job-recruiter-${action}`,
          }),
        ];
      },
    });
    return id;
  }

  async function relationView(tx: Queryable, id: number) {
    const row = (await loadRelation(tx, 'r.id = $1', [id]))!;
    const logs = await statusLogsOf(tx, 'job-recruiter', [id]);
    return jobRecruiterView(row, logs.get(id));
  }

  /** A `/job-recruiter/{id}/…` action: the relation and its vacancy must be visible to the viewer. */
  async function onRelation(request: FastifyRequest, action: JobRecruiterAction, change: (row: JobRecruiterRow) => RecruiterChange) {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    return db.transaction(async (tx) => {
      const relation = await loadRelation(tx, 'r.id = $1', [id], true);
      if (!relation) throw missing(request);
      const job = await visibleJob(tx, request, viewer, num(relation.job_id), true);
      if (!isEmployerSide(viewer, job) && num(relation.recruiter_id) !== viewer.id) throw missing(request);
      await apply(tx, request, viewer, job, num(relation.recruiter_id), relation, action, change(relation));
      return { result: await relationView(tx, id) };
    });
  }

  /** A `/job/{id}/job-recruiter/…` action of the consultant themself. */
  async function ownAction(request: FastifyRequest, action: JobRecruiterAction, change: RecruiterChange) {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    return db.transaction(async (tx) => {
      const job = await visibleJob(tx, request, viewer, id, true);
      const relation = await loadRelation(tx, 'r.job_id = $1 AND r.recruiter_id = $2', [id, viewer.id], true);
      const relationId = await apply(tx, request, viewer, job, viewer.id, relation, action, change);
      return { result: await relationView(tx, relationId) };
    });
  }

  /**
   * Invites several consultants to a vacancy in one transaction (the domain's `invite` rules for the
   * vacancy and for each), storing `comment` as the invitation text and mailing each the template of
   * `kind` in `language` (`given`: an admin's edited subject and body instead of the stored template).
   */
  async function inviteAll(
    request: FastifyRequest,
    recruiterIds: readonly number[],
    mail: {
      kind: 'invite' | 'selected-recruiter';
      language: Locale;
      comment: string | null;
      given?: { subject: string; body: string } | null;
    },
  ) {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const recruiters = [...new Set(recruiterIds)];
    if (recruiters.length > 50) throw fieldError(request, 'recruiters', 'validation-failed');
    return db.transaction(async (tx) => {
      const job = await visibleJob(tx, request, viewer, id, true);
      enforce(request, decideJobAction(viewer, jobForRules(job), 'invite'));
      const found = await activeRecruitersAmong(tx, recruiters);
      if (found.length !== recruiters.length) throw fieldError(request, 'recruiters', 'not-a-recruiter');
      const source = isAdmin(viewer) ? 'admin-invitation' : 'invitation';
      const items = [];
      for (const recruiterId of recruiters) {
        const relation = await loadRelation(tx, 'r.job_id = $1 AND r.recruiter_id = $2', [id, recruiterId], true);
        const relationId = await apply(tx, request, viewer, job, recruiterId, relation, 'invite', {
          comment: mail.comment,
          source,
          storeComment: true,
        });
        // The invitation itself, from the template of its language.
        const target = await mailRecipient(tx, recruiterId);
        if (target) {
          const rendered = await renderTemplate(tx, mail.kind, mail.language, job, target.name, mail.comment, mail.given);
          await enqueueMail(tx, {
            kind: mail.kind === 'invite' ? 'job-invitation' : 'job-supplier-selection',
            to: target.email,
            subject: rendered.subject,
            text: rendered.text,
            html: rendered.html,
          });
        }
        items.push(await relationView(tx, relationId));
      }
      return { result: { items, total: items.length } };
    });
  }

  return { apply, relationView, onRelation, ownAction, inviteAll };
}
