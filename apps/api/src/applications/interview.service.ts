/**
 * Interviews' transactions and rules (001 §7.5; issue 16 point 4). Scheduling is the application
 * machine's `interview` action: it runs through the workflow transition (the application moves to
 * `interview`, the status log records it) and writes the interview in the same transaction. Moving and
 * cancelling change the interview only. Who may: the vacancy's side with interview-create/-edit/
 * -cancel (-own: the vacancy's author and the managers of its company; -any: admins); whoever may see
 * the application sees its interviews. Every change mails the consultant who submitted, through the
 * outbox, with the time in the interview's time zone.
 */
import { applicationActiveStatuses, applicationStatusLabel, can, type InterviewPayload, type InterviewListQuery } from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { authorize, denied, missing } from '../http/route';
import type { Locale } from '../http/i18n';
import { requestLocale } from '../http/i18n';
import { notifyUser, type Notice } from '../workflow/notify';
import type { ApplicationRow } from './application.queries';
import { applicationService, canView, employerSide } from './application.service';
import type { Queryable, Viewer } from './common';
import { interviewTexts } from './interview.messages';
import {
  cancelInterviewRow,
  countInterview,
  insertInterview,
  listInterviews,
  loadInterview,
  updateInterview,
  type InterviewRow,
} from './interview.queries';
import { interviewView } from './interview.view';

/** The request's `Timezone` header when the runtime knows the zone, else null. */
function requestZone(request: FastifyRequest): string | null {
  const header = request.headers['timezone'];
  const zone = Array.isArray(header) ? header[0] : header;
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/** An instant as the recipient reads it: their language, the interview's zone, the zone named. */
export function interviewDate(date: Date | string, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-CH' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(date));
}

type Change = 'create' | 'edit' | 'cancel';

/** The consultant's mail about an interview scheduled, moved or cancelled. */
function interviewNotice(actor: Viewer, application: ApplicationRow, interview: InterviewRow, change: Change): Notice {
  return {
    userId: Number(application.recruiter_id),
    kind: `interview-${change}`,
    compose: (to) => {
      const text = (key: Parameters<typeof interviewTexts.text>[1], params: Record<string, string | number> = {}) =>
        interviewTexts.text(to.locale, key, params);
      const date = interviewDate(interview.scheduled_at, interview.time_zone, to.locale);
      const how =
        interview.kind === 'video'
          ? text('mail-interview-video', { link: interview.video_link ?? '' })
          : interview.kind === 'phone'
            ? text('mail-interview-phone')
            : interview.location
              ? text('mail-interview-on-site', { location: interview.location })
              : text('mail-interview-on-site-open');
      const details = [
        text('mail-interview-when', { date, minutes: interview.duration_minutes }),
        how,
        interview.participants ? text('mail-interview-participants', { participants: interview.participants }) : null,
        interview.comment ? text('mail-interview-note', { comment: interview.comment }) : null,
      ].filter((line): line is string => line !== null);
      const params = {
        actor: actor.name,
        candidate: `${application.first_name} ${application.last_name}`,
        job: application.title,
        date,
        details: details.join('\n'),
        comment: interview.cancel_comment ?? '',
      };
      return { subject: text(`mail-interview-${change}-subject`, params), text: text(`mail-interview-${change}-body`, params) };
    },
  };
}

/** The interview operations on one database. */
export function interviewService(db: Database) {
  const applications = applicationService(db);

  /** The application, or 404 when it does not exist, 403 when the user is not on either side of it. */
  const applicationFor = async (request: FastifyRequest, user: Viewer, q: Queryable, id: number, lock = false) => {
    const row = await applications.loadRow(q, id, lock);
    if (!row) throw missing(request);
    if (!canView(user, row)) throw denied(request);
    return row;
  };

  /** Schedules an interview: the application machine's `interview` action plus the interview, in one transaction. */
  const schedule = async (request: FastifyRequest, user: Viewer, applicationId: number, body: InterviewPayload) => {
    await applicationFor(request, user, db, applicationId);
    const timeZone = body.timeZone ?? requestZone(request) ?? 'UTC';
    let interviewId = 0;
    await applications.transition(request, user, applicationId, 'interview', {
      comment: body.comment,
      notify: null,
      side: async (tx, current) => {
        // After the machine's decision (the record's state first, as domain orders its reasons).
        authorize(request, can(user, 'interview-create', employerSide(current)));
        interviewId = await insertInterview(tx, current, body, timeZone, user.id);
        await countInterview(tx, current, 1);
        await notifyUser(tx, interviewNotice(user, current, (await loadInterview(tx, interviewId))!, 'create'));
      },
    });
    return interviewView((await loadInterview(db, interviewId))!);
  };

  /** The interview of the path with its application, locked in `q`; 404/403 as {@link applicationFor}. */
  const interviewFor = async (request: FastifyRequest, user: Viewer, q: Queryable, id: number) => {
    const interview = await loadInterview(q, id, true);
    if (!interview) throw missing(request);
    const application = await applicationFor(request, user, q, Number(interview.application_id));
    return { interview, application };
  };

  /** Moves a scheduled interview of an application still in the running. */
  const edit = async (request: FastifyRequest, user: Viewer, id: number, body: InterviewPayload) => {
    await db.transaction(async (tx) => {
      const { interview, application } = await interviewFor(request, user, tx, id);
      authorize(request, can(user, 'interview-edit', employerSide(application)));
      if (interview.status === 'cancelled') throw interviewTexts.conflict(request, 'interview-cancelled');
      if (!(applicationActiveStatuses as readonly string[]).includes(application.status)) {
        throw interviewTexts.conflict(request, 'interview-application-closed', {
          status: applicationStatusLabel(application.status, requestLocale(request)),
        });
      }
      await updateInterview(tx, id, body, body.timeZone ?? interview.time_zone, user.id);
      await notifyUser(tx, interviewNotice(user, application, (await loadInterview(tx, id))!, 'edit'));
    });
    return interviewView((await loadInterview(db, id))!);
  };

  /** Cancels a scheduled interview (also once the candidate is out of the running); the counters go back. */
  const cancel = async (request: FastifyRequest, user: Viewer, id: number, comment: string | null) => {
    await db.transaction(async (tx) => {
      const { interview, application } = await interviewFor(request, user, tx, id);
      authorize(request, can(user, 'interview-cancel', employerSide(application)));
      if (interview.status === 'cancelled' || !(await cancelInterviewRow(tx, id, comment, user.id))) {
        throw interviewTexts.conflict(request, 'interview-cancelled');
      }
      await countInterview(tx, application, -1);
      await notifyUser(tx, interviewNotice(user, application, (await loadInterview(tx, id))!, 'cancel'));
    });
    return interviewView((await loadInterview(db, id))!);
  };

  /**
   * Interviews the user may see, by application or vacancy: -any (admins) all; -own the vacancy's
   * side and the consultant's. Asking for an application the user is not on answers 403.
   */
  const list = async (request: FastifyRequest, user: Viewer, query: InterviewListQuery) => {
    const any = can(user, 'interview-view-any');
    authorize(request, any || user.permissions.includes('interview-view-own'));
    if (query.applicationId !== null) await applicationFor(request, user, db, query.applicationId);
    const { rows, total } = await listInterviews(db, user, any, { ...query, pageSize: query.pageSize ?? 50 });
    return { items: rows.map(interviewView), total };
  };

  return { schedule, edit, cancel, list };
}
