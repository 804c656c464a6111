/**
 * Testimonials (001 §4.2, §4.4, §7.8): the employer side of a vacancy (or an admin) writes one for a
 * search consultant accepted on it while it is active or closed (domain's job-recruiter action
 * `testimonial`); the consultant accepts or rejects it (domain's testimonial machine, through the
 * workflow's `transition`, logged);
 * accepted ones are public on the consultant's profile. Its author edits it until it is accepted
 * (an edit asks the consultant again) and deletes it; admins do both any time (`-any`).
 */
import {
  can,
  decideJobRecruiterAction,
  decideTestimonialAction,
  testimonialTarget,
  type TestimonialAction,
  type TestimonialCreatePayload,
  type TestimonialEditPayload,
} from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { enqueueMail } from '../mail/outbox';
import { recruiterContext, visibleJob } from '../jobs/common';
import { enforce, transition } from '../workflow/transition';
import { mailRecipient } from '../workflow/notify';
import { statusLogOf, writeStatusLog } from '../workflow/statusLog';
import { authorize, missing } from '../http/route';
import { num } from '../db/values';
import { testimonialTexts } from './testimonials.messages';
import {
  decideTestimonial,
  deleteTestimonial,
  insertTestimonial,
  listTestimonials,
  loadConsultant,
  loadTestimonial,
  relationStatus,
  testimonialExists,
  updateTestimonialContent,
  type TestimonialRow,
  type TestimonialStatus,
} from './testimonials.queries';
import { testimonialView } from './testimonials.view';
import { type Viewer } from '../auth/context';

const isAuthor = (viewer: Viewer, row: TestimonialRow) => row.author_id !== null && num(row.author_id) === viewer.id;

/** Who reads a testimonial: everyone once accepted; before, the consultant, its author and admins. */
function canRead(viewer: Viewer, row: TestimonialRow): boolean {
  return row.status === 'accepted' || isAuthor(viewer, row) || num(row.recruiter_id) === viewer.id || can(viewer, 'testimonial-accept-any');
}

export async function testimonialsOf(db: Database, request: FastifyRequest, viewer: Viewer, userId: number) {
  if (!(await loadConsultant(db, userId))) throw missing(request);
  const all = userId === viewer.id || can(viewer, 'testimonial-accept-any');
  const rows = await listTestimonials(db, userId, all, viewer.id);
  return { items: rows.map(testimonialView), total: rows.length };
}

export async function createTestimonial(
  db: Database,
  request: FastifyRequest,
  viewer: Viewer,
  userId: number,
  body: TestimonialCreatePayload,
) {
  authorize(request, can(viewer, 'testimonial-create'));
  return db.transaction(async (tx) => {
    const consultant = await loadConsultant(tx, userId);
    if (!consultant) throw missing(request);
    if (!consultant.isRecruiter) throw testimonialTexts.fieldError(request, 'jobId', 'testimonial-not-recruiter');
    const job = await visibleJob(tx, request, viewer, body.jobId, true);
    const status = await relationStatus(tx, body.jobId, userId);
    enforce(request, decideJobRecruiterAction(viewer, recruiterContext(job, userId, status, false), 'testimonial'));
    if (await testimonialExists(tx, body.jobId, userId)) throw testimonialTexts.conflict(request, 'testimonial-exists');
    const id = await insertTestimonial(tx, { recruiterId: userId, authorId: viewer.id, jobId: body.jobId, content: body.content });
    const target = await mailRecipient(tx, userId);
    if (target) {
      const params = { job: job.title, author: viewer.name };
      await enqueueMail(tx, {
        kind: 'testimonial-created',
        to: target.email,
        subject: testimonialTexts.text(target.locale, 'testimonial-mail-subject', params),
        text: testimonialTexts.text(target.locale, 'testimonial-mail-body', params),
      });
    }
    return testimonialView((await loadTestimonial(tx, id))!);
  });
}

/** Loads and locks a testimonial the viewer may read, or answers 404. */
async function readable(tx: Pick<Database, 'query'>, request: FastifyRequest, viewer: Viewer, id: number): Promise<TestimonialRow> {
  const row = await loadTestimonial(tx, id, true);
  if (!row || !canRead(viewer, row)) throw missing(request);
  return row;
}

/**
 * A testimonial's status log (who accepted or rejected it, when, from and to): its consultant, its
 * author and admins; 403 to others who may read the testimonial, 404 to the rest.
 */
export async function testimonialLogs(db: Database, request: FastifyRequest, viewer: Viewer, id: number) {
  const row = await loadTestimonial(db, id);
  if (!row || !canRead(viewer, row)) throw missing(request);
  authorize(request, isAuthor(viewer, row) || num(row.recruiter_id) === viewer.id || can(viewer, 'testimonial-accept-any'));
  const logs = await statusLogOf(db, 'testimonial', id);
  return { items: logs, total: logs.length };
}

export async function editTestimonial(db: Database, request: FastifyRequest, viewer: Viewer, id: number, body: TestimonialEditPayload) {
  return db.transaction(async (tx) => {
    const row = await readable(tx, request, viewer, id);
    const admin = can(viewer, 'testimonial-edit-any');
    authorize(request, admin || (isAuthor(viewer, row) && can(viewer, 'testimonial-create')));
    if (!admin && row.status === 'accepted') throw testimonialTexts.conflict(request, 'testimonial-accepted-fixed');
    // The author's change goes back to the consultant; an admin's keeps the decision.
    const status = admin ? row.status : 'pending';
    await updateTestimonialContent(tx, id, body.content, status);
    // A rejected testimonial asked again is a status change: logged like the decisions.
    if (status !== row.status) {
      await writeStatusLog(tx, viewer, {
        entityType: 'testimonial',
        entityId: id,
        jobId: null,
        action: 'edit',
        from: row.status,
        to: status,
      });
    }
    return testimonialView((await loadTestimonial(tx, id))!);
  });
}

export async function removeTestimonial(db: Database, request: FastifyRequest, viewer: Viewer, id: number) {
  return db.transaction(async (tx) => {
    const row = await readable(tx, request, viewer, id);
    authorize(request, can(viewer, 'testimonial-delete-any') || (isAuthor(viewer, row) && can(viewer, 'testimonial-create')));
    await deleteTestimonial(tx, id);
    return testimonialView(row);
  });
}

/**
 * Accepts or rejects a testimonial through the workflow (issue 12 point 1): domain's testimonial
 * machine decides (403 for who asks, 409 when it has that status already), the status log records
 * who, when, from and to in the same transaction.
 */
export async function decide(db: Database, request: FastifyRequest, viewer: Viewer, id: number, to: 'accepted' | 'rejected') {
  const action: TestimonialAction = to === 'accepted' ? 'accept' : 'reject';
  return db.transaction(async (tx) => {
    await transition<TestimonialRow, TestimonialStatus>(tx, request, viewer, {
      entity: 'testimonial',
      action,
      lock: (q) => readable(q, request, viewer, id),
      decide: (row) => {
        const decision = decideTestimonialAction(viewer, { status: row.status, recruiterId: num(row.recruiter_id) }, action);
        // The refusal of a repeat keeps its own words ("accepted already").
        if (!decision.allowed && decision.reason === 'status-not-allowed' && row.status === to) {
          throw testimonialTexts.conflict(request, to === 'accepted' ? 'testimonial-already-accepted' : 'testimonial-already-rejected');
        }
        return decision;
      },
      from: (row) => row.status,
      to: () => testimonialTarget(action),
      write: async (q, _row, status) => {
        await decideTestimonial(q, id, status as 'accepted' | 'rejected');
        return id;
      },
      // Not in the vacancy's history: a testimonial is the consultant's, unseen by others until accepted.
      jobId: () => null,
      log: (row) => ({ details: { jobId: num(row.job_id) } }),
    });
    return testimonialView((await loadTestimonial(tx, id))!);
  });
}
