import {
  can,
  cancelVacancySchema,
  delegateVacancySchema,
  historyEditSchema,
  isAdmin,
  onHoldSchema,
  publishVacancySchema,
  statusCommentSchema,
  type historyEntryResponse,
  type InferOutput,
} from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { conflict, forbidden } from '../http/errors';
import { requestLocale, t } from '../http/i18n';
import { parse } from '../http/validation';
import { enqueueMail } from '../mail/outbox';
import { jobHistory, statusLogEntry, updateStatusLogComment, writeStatusLog } from '../workflow/statusLog';
import { mailRecipient } from '../workflow/notify';
import { authorize, fieldError, idParam, missing, doc } from '../http/route';
import { num } from '../db/values';
import { TOS_REVISION, isEmployerSide, jobView, loadJob, ownerOfJob, termsDocumentUrl, visibleJob } from './common';
import { vacancyService } from './vacancy.service';
import { countAcceptedRecruiters, insertCancelRating, loadDelegate, setJobAuthor } from './vacancy.queries';

const TAG = 'Vacancies';

/** Vacancy status actions (cancel, hold, publish…), delegation and the history (status log) under /api/job. */
export async function vacancyStatusRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const { changeStatus } = vacancyService(db);
  app.put(
    '/job/:id/cancel',
    doc(
      TAG,
      'Cancel a vacancy (reason, comment, copy to employer, admin-only suppress notifications, ratings)',
      cancelVacancySchema({ isAdmin: true }),
    ),
    async (request) => {
      const viewer = requireUser(request);
      const body = parse(request, cancelVacancySchema({ isAdmin: isAdmin(viewer) }), request.body ?? {});
      return changeStatus(request, 'cancel', {
        reason: body.cancelReason,
        comment: body.comment,
        details: { suppressNotifications: body.suppressNotifications, sendCopyToEmployer: body.sendCopyToEmployer, ratings: body.ratings },
        notifyRecruiters: !body.suppressNotifications,
        copyToAuthor: body.sendCopyToEmployer,
        before: async (tx, row) => {
          // Ratings only for consultants accepted on this vacancy, one each.
          const ids = [...new Set(body.ratings.map((r) => r.user.id))];
          if (ids.length !== body.ratings.length) throw fieldError(request, 'ratings', 'not-on-vacancy');
          if (ids.length) {
            const found = await countAcceptedRecruiters(tx, num(row.id), ids);
            if (num(found) !== ids.length) throw fieldError(request, 'ratings', 'not-on-vacancy');
          }
          for (const rating of body.ratings) {
            await insertCancelRating(tx, num(row.id), rating.user.id, rating.rating, viewer.id);
          }
        },
      });
    },
  );

  app.put('/job/:id/on-hold', doc(TAG, 'Put an active vacancy on hold (reason, comment)', onHoldSchema), async (request) => {
    const body = parse(request, onHoldSchema, request.body ?? {});
    return changeStatus(request, 'hold', { reason: body.reason, comment: body.comment, notifyRecruiters: true });
  });

  for (const [path, action, summary, set] of [
    ['reactivate', 'reactivate', 'Reactivate a vacancy on hold (or, admins, a cancelled one)', undefined],
    ['republish', 'republish', 'Publish an expired vacancy again', 'published_at = now(), expires_at = NULL'],
    ['reopen', 'reopen', 'Reopen a closed vacancy (admins)', 'closed_at = NULL'],
  ] as const) {
    app.put(`/job/:id/${path}`, doc(TAG, summary, statusCommentSchema), async (request) => {
      const body = parse(request, statusCommentSchema, request.body ?? {});
      return changeStatus(request, action, { comment: body.comment, set, notifyRecruiters: true });
    });
  }

  // Publishing takes the terms of POST /job/tos accepted: the status log keeps which (language,
  // revision, document) with who published and when (docs/decisions/0028).
  for (const [path, summary] of [
    ['publish', 'Publish a draft (pay for publication), the terms accepted'],
    ['pay-for-publication', 'Pay for publication: publishes a draft, the terms accepted'],
  ] as const) {
    app.put(`/job/:id/${path}`, doc(TAG, summary, publishVacancySchema), async (request) => {
      const body = parse(request, publishVacancySchema, request.body ?? {});
      const terms = { accepted: true, locale: body.terms.locale, revision: TOS_REVISION, url: termsDocumentUrl(body.terms.locale) };
      return changeStatus(request, 'pay-for-publication', {
        comment: body.comment,
        set: 'published_at = now()',
        notifyRecruiters: false,
        details: { terms },
        // After the rules: terms of another revision than the current one are no acceptance of these.
        before: async () => {
          if (body.terms.revision !== TOS_REVISION) throw conflict(t(requestLocale(request), 'terms-changed'));
        },
      });
    });
  }

  app.delete('/job/:id/delete-draft', doc(TAG, 'Delete a draft (its status becomes deleted-draft)'), async (request) =>
    changeStatus(request, 'delete-draft'),
  );

  app.post(
    '/job/:id/delegate',
    doc(TAG, 'Hand a vacancy from its author to another user of the organisation', delegateVacancySchema),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const body = parse(request, delegateVacancySchema, request.body ?? {});
      const row = await db.transaction(async (tx) => {
        const current = await visibleJob(tx, request, viewer, id, true);
        authorize(request, can(viewer, 'job-delegate', ownerOfJob(current)));
        if (body.fromUser !== num(current.author_id)) throw fieldError(request, 'fromUser', 'not-the-author');
        const target = await loadDelegate(tx, body.toUser);
        const sameOrganization = target && (target.organization_id === current.organization_id || isAdmin(viewer));
        const canOwn =
          target && target.status === 'active' && (target.roles.includes('employer') || target.roles.some((r) => r.endsWith('-admin')));
        if (!target || !canOwn || !sameOrganization) throw fieldError(request, 'toUser', 'not-an-employer');
        await setJobAuthor(tx, id, body.toUser, target.organization_id ?? current.organization_id);
        await writeStatusLog(tx, viewer, {
          entityType: 'job',
          entityId: id,
          jobId: id,
          action: 'delegate',
          from: current.status,
          to: current.status,
          details: { fromUser: body.fromUser, toUser: body.toUser },
        });
        const mail = await mailRecipient(tx, body.toUser);
        if (mail) {
          await enqueueMail(tx, {
            kind: 'job-delegated',
            to: mail.email,
            subject: t(mail.locale, 'job-delegated-subject', { job: current.title }),
            text: t(mail.locale, 'job-delegated-body', {
              job: current.title,
              actor: viewer.name,
              from: `${current.author_first_name} ${current.author_last_name}`,
            }),
          });
        }
        return (await loadJob(tx, id, viewer.id))!;
      });
      return { result: jobView(row, viewer) };
    },
  );

  // ---- history ----------------------------------------------------------------------------------
  app.get(
    '/job/:id/history',
    doc(TAG, 'Every status change of the vacancy and of its consultants (who, when, from, to, comment)'),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const row = await visibleJob(db, request, viewer, id);
      const employer = isEmployerSide(viewer, row);
      // Consultants see the vacancy's own entries and those of their own relation.
      const items: InferOutput<typeof historyEntryResponse>[] = await jobHistory(db, id, employer ? undefined : num(row.my_jr_id ?? 0));
      return { result: { items, total: items.length } };
    },
  );

  app.post(
    '/job/history/edit',
    doc(TAG, 'Correct the comment of a history entry (its author or an admin)', historyEditSchema),
    async (request) => {
      const viewer = requireUser(request);
      const body = parse(request, historyEditSchema, request.body ?? {});
      const entry = await statusLogEntry(db, body.id);
      if (!entry || entry.jobId === null) throw missing(request);
      await visibleJob(db, request, viewer, entry.jobId);
      if (!isAdmin(viewer) && entry.actor?.id !== viewer.id) throw forbidden(t(requestLocale(request), 'access-denied'));
      await updateStatusLogComment(db, body.id, body.comment);
      const changed: InferOutput<typeof historyEntryResponse> = (await statusLogEntry(db, body.id))!;
      return { result: changed };
    },
  );
}
