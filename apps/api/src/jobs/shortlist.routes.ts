import { can, decideJobAction, isAdmin, shortlistCreateSchema } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { t } from '../http/i18n';
import { parse } from '../http/validation';
import { enqueueMail } from '../mail/outbox';
import { stripTags } from './mail';
import { mailRecipient } from '../workflow/notify';
import { enforce } from '../workflow/transition';
import { authorize, fieldError, idParam, missing, doc } from '../http/route';
import { num } from '../db/values';
import { isEmployerSide, jobForRules, loadJob, ownerOfJob, visibleJob } from './common';
import { shortlistView } from './vacancy.view';

const TAG = 'Vacancies';

/** Shortlists of a vacancy for review by line managers. */
export async function shortlistRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post(
    '/job/:id/shortlist/create',
    doc(TAG, 'Send a shortlist of the vacancy’s applications to reviewers', shortlistCreateSchema),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const body = parse(request, shortlistCreateSchema, request.body ?? {});
      const shortlistId = await db.transaction(async (tx) => {
        const row = await visibleJob(tx, request, viewer, id, true);
        enforce(request, decideJobAction(viewer, jobForRules(row), 'review-shortlist'));
        const applications = [...new Set(body.applications)];
        if (applications.length) {
          // Applications live in the application module's table (migration 0008).
          const [table] = await tx.query<{ t: string | null }>("SELECT to_regclass('public.applications')::text AS t");
          const found = table?.t
            ? await tx.query<{ n: string }>('SELECT count(*) AS n FROM applications WHERE job_id = $1 AND id = ANY($2::bigint[])', [
                id,
                applications,
              ])
            : [{ n: '0' }];
          if (num(found[0]?.n ?? 0) !== applications.length) throw fieldError(request, 'applications', 'unknown-application');
        }
        const recipients = [...new Set(body.recipients)];
        if (recipients.length) {
          const members = await tx.query<{ id: string }>(
            'SELECT id FROM users WHERE id = ANY($1::bigint[]) AND organization_id = $2 AND status = $3',
            [recipients, row.organization_id, 'active'],
          );
          if (members.length !== recipients.length) throw fieldError(request, 'recipients', 'not-in-organization');
        }
        const [created] = await tx.query<{ id: string }>(
          'INSERT INTO job_shortlists (job_id, title, comment, application_ids, recipient_ids, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
          [id, body.title ?? null, body.comment ?? null, applications, recipients, viewer.id],
        );
        for (const recipient of recipients) {
          const mail = await mailRecipient(tx, recipient);
          if (!mail) continue;
          await enqueueMail(tx, {
            kind: 'shortlist',
            to: mail.email,
            subject: t(mail.locale, 'shortlist-subject', { job: row.title }),
            text: t(mail.locale, 'shortlist-body', {
              job: row.title,
              actor: viewer.name,
              count: applications.length,
              comment: body.comment ? t(mail.locale, 'job-mail-comment', { comment: stripTags(body.comment) }) : '',
            }),
          });
        }
        return num(created!.id);
      });
      return { result: await shortlistView(db, shortlistId) };
    },
  );

  app.get('/job/shortlist/:id/view', doc(TAG, 'A shortlist (for the vacancy’s employer side and its reviewers)'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const shortlist = await shortlistView(db, id);
    if (!shortlist) throw missing(request);
    const job = await loadJob(db, shortlist.job.id, viewer.id);
    if (!job || !(isEmployerSide(viewer, job) || shortlist.recipients.includes(viewer.id))) throw missing(request);
    authorize(request, isAdmin(viewer) || can(viewer, 'shortlist-view', ownerOfJob(job)) || shortlist.recipients.includes(viewer.id));
    return { result: shortlist };
  });
}
