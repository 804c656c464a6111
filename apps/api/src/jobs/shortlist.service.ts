/**
 * Shortlists of a vacancy (001 §2.2, §7.3): the employer side sends chosen applications to
 * reviewers (line managers of the company); a reviewer reads the candidates with their documents
 * and gives each a review (assessment level and feedback), which the vacancy's owner reads on the
 * application (`GET /application/{id}/feedback/list`) and acts on with the application machine.
 */
import {
  can,
  decideJobAction,
  isAdmin,
  shortlistStatuses,
  type InferOutput,
  type OwnerRef,
  type ShortlistCreatePayload,
  type ShortlistReviewPayload,
  type shortlistCandidateResponse,
} from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import { ownOrganizationIds } from '../auth/viewer';
import type { Database } from '../db/database';
import { num } from '../db/values';
import { t } from '../http/i18n';
import { authorize, denied, fieldError, missing } from '../http/route';
import { enqueueMail } from '../mail/outbox';
import { mailRecipient } from '../workflow/notify';
import { enforce } from '../workflow/transition';
import { isEmployerSide, jobForRules, ownerOfJob, visibleJob, type Queryable, type Viewer } from './common';
import { stripTags } from './mail';
import {
  activeMembersAmong,
  countJobApplications,
  insertShortlist,
  lockApplication,
  applicationsSentTo,
  candidatesByIds,
  candidatesByStatus,
  loadShortlist,
  reviewedCounts,
  saveReview,
  shortlistCandidatesOfViewer,
  type ShortlistRow,
} from './shortlist.queries';
import { candidateViews, shortlistListItem, shortlistView } from './shortlist.view';

/** The statuses of a vacancy's candidates on its print page: the shortlist statuses (001 §9) still in the running. */
export const jobShortlistStatuses = shortlistStatuses.filter((s) => s !== 'rejected');

/** The most shortlists the list answers (newest first). */
const LIST_LIMIT = 200;

const isRecipient = (viewer: Viewer, row: Pick<ShortlistRow, 'recipient_ids'>) => row.recipient_ids.map(num).includes(viewer.id);

/** Whether the viewer reads a vacancy's shortlists from its employer side (admins, the owner with `shortlist-view`). */
const readsAsEmployer = (viewer: Viewer, row: Pick<ShortlistRow, 'author_id' | 'organization_id'>) =>
  isAdmin(viewer) || (isEmployerSide(viewer, row) && can(viewer, 'shortlist-view', ownerOfJob(row)));

/**
 * The review of a shortlist belongs to its recipients: a line manager's `-own` feedback permission
 * resolves against the shortlist sent to them, not against the vacancy (which they do not own).
 */
const reviewerRef = (viewer: Viewer): OwnerRef => ({ ownerId: viewer.id });

export function shortlistService(db: Database) {
  /** The shortlist of the path as the viewer may read it: 404 when unknown or not theirs to see, 403 for a colleague without the right. */
  const readable = async (q: Queryable, request: FastifyRequest, viewer: Viewer, id: number): Promise<ShortlistRow> => {
    const row = await loadShortlist(q, id);
    if (!row) throw missing(request);
    if (isRecipient(viewer, row) || readsAsEmployer(viewer, row)) return row;
    if (isEmployerSide(viewer, row)) throw denied(request);
    throw missing(request);
  };

  const view = async (q: Queryable, viewer: Viewer, row: ShortlistRow) =>
    shortlistView(row, await candidateViews(q, await candidatesByIds(q, num(row.job_id), row.application_ids)), viewer.id);

  return {
    /** `POST /job/{id}/shortlist/create`: checks the applications and recipients, writes it, mails each recipient. */
    async create(request: FastifyRequest, viewer: Viewer, id: number, body: ShortlistCreatePayload) {
      const shortlistId = await db.transaction(async (tx) => {
        const row = await visibleJob(tx, request, viewer, id, true);
        enforce(request, decideJobAction(viewer, jobForRules(row), 'review-shortlist'));
        const applications = [...new Set(body.applications)];
        if (applications.length) {
          const found = await countJobApplications(tx, id, applications);
          if (num(found) !== applications.length) throw fieldError(request, 'applications', 'unknown-application');
        }
        const recipients = [...new Set(body.recipients)];
        if (recipients.length) {
          const members = await activeMembersAmong(tx, recipients, row.organization_id);
          if (members.length !== recipients.length) throw fieldError(request, 'recipients', 'not-in-organization');
        }
        const created = await insertShortlist(tx, {
          jobId: id,
          title: body.title ?? null,
          comment: body.comment ?? null,
          applications,
          recipients,
          createdBy: viewer.id,
        });
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
      return view(db, viewer, (await loadShortlist(db, shortlistId))!);
    },

    /** `GET /job/shortlist/{id}/view`. */
    async view(request: FastifyRequest, viewer: Viewer, id: number) {
      return view(db, viewer, await readable(db, request, viewer, id));
    },

    /** `GET /job/shortlist/list`: the shortlists sent to the viewer and those of vacancies they read as employer, newest first. */
    async list(viewer: Viewer, jobId: number | undefined) {
      const rows = (await shortlistCandidatesOfViewer(db, viewer.id, ownOrganizationIds(viewer), isAdmin(viewer), LIST_LIMIT)).filter(
        (row) => (jobId === undefined || num(row.job_id) === jobId) && (isRecipient(viewer, row) || readsAsEmployer(viewer, row)),
      );
      const reviewed = await reviewedCounts(
        db,
        viewer.id,
        rows.map((r) => r.id),
      );
      const items = rows.map((row) => shortlistListItem(row, reviewed.get(String(row.id)) ?? 0, viewer.id));
      return { items, total: items.length };
    },

    /**
     * `GET /job/{id}/shortlist/candidates`: the vacancy's candidates for its print page. The employer
     * side gets every candidate still in the running; a reviewer the candidates of the shortlists sent
     * to them; anyone else who sees the vacancy is refused (403).
     */
    async jobCandidates(request: FastifyRequest, viewer: Viewer, id: number) {
      const job = await visibleJob(db, request, viewer, id);
      const jobRef = { id: num(job.id), title: job.title, status: { code: job.status } };
      if (readsAsEmployer(viewer, job)) {
        return { job: jobRef, candidates: await candidateViews(db, await candidatesByStatus(db, id, jobShortlistStatuses)) };
      }
      const sent = await applicationsSentTo(db, id, viewer.id);
      authorize(request, sent.length > 0);
      return { job: jobRef, candidates: await candidateViews(db, await candidatesByIds(db, id, sent)) };
    },

    /**
     * `POST /job/shortlist/{id}/review`: a recipient's review of one candidate of the shortlist
     * (updates their earlier review of it). The application's status is the vacancy owner's to change.
     */
    async review(
      request: FastifyRequest,
      viewer: Viewer,
      id: number,
      body: ShortlistReviewPayload,
    ): Promise<InferOutput<typeof shortlistCandidateResponse>> {
      return db.transaction(async (tx) => {
        const row = await readable(tx, request, viewer, id);
        authorize(request, isRecipient(viewer, row) && can(viewer, 'feedback-create', reviewerRef(viewer)));
        if (!row.application_ids.map(num).includes(body.applicationId)) throw fieldError(request, 'applicationId', 'unknown-application');
        await lockApplication(tx, body.applicationId);
        await saveReview(tx, body.applicationId, viewer.id, body);
        const [candidate] = await candidateViews(tx, await candidatesByIds(tx, num(row.job_id), [body.applicationId]));
        return candidate!;
      });
    },
  };
}
