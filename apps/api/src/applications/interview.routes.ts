import { can, interviewCancelSchema, interviewListQuerySchema, interviewSchema } from '@mandate/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { authorize, idParam, missing, doc, conflictOf } from '../http/route';
import { iso, type Viewer } from './common';

const TAG = 'Applications';
import { type InterviewRow } from './application.queries';
import { interviewView } from './application.view';
import { employerSide, canView, applicationService, mailInterview } from './application.service';

/** Interviews (`/application/{id}/interview/create`, `/interview/…`). */
export async function interviewRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const { load, loadRow, transition } = applicationService(db);
  app.post(
    '/application/:id/interview/create',
    doc(TAG, 'Schedule an interview (moves the application to interview)', interviewSchema),
    async (request) => {
      const user = requireUser(request);
      const row = await load(request, user);
      const body = parse(request, interviewSchema, request.body);
      let interviewId = 0;
      await transition(request, user, Number(row.id), 'interview', {
        comment: body.comment,
        notify: null,
        side: async (tx, current) => {
          // After the machine's decision (status first, as domain orders its reasons): the interview permission.
          authorize(request, can(user, 'interview-create', employerSide(current)));
          const [created] = await tx.query<{ id: string }>(
            `INSERT INTO interviews (application_id, job_id, scheduled_at, duration_minutes, location, comment, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
            [current.id, current.job_id, body.date, body.durationMinutes, body.location, body.comment, user.id],
          );
          interviewId = Number(created!.id);
          await tx.query('UPDATE applications SET interviews_count = interviews_count + 1 WHERE id = $1', [current.id]);
          await tx.query('UPDATE users SET interviews_count = interviews_count + 1, updated_at = now() WHERE id = $1', [
            current.recruiter_id,
          ]);
          await mailInterview(tx, user, current, body.date, body.comment, false);
        },
      });
      const [saved] = await db.query<InterviewRow>('SELECT * FROM interviews WHERE id = $1', [interviewId]);
      return { result: interviewView(saved!) };
    },
  );

  app.post('/interview/list', doc(TAG, 'Interviews by application or vacancy', interviewListQuerySchema), async (request) => {
    const user = requireUser(request);
    const query = parse(request, interviewListQuerySchema, request.body ?? {});
    const any = can(user, 'interview-view-any');
    authorize(request, any || user.permissions.includes('interview-view-own'));
    const params: unknown[] = [];
    const where: string[] = [];
    if (!any) {
      params.push(
        user.id,
        user.managedOrganizations.map((o) => o.id),
      );
      where.push(
        '(j.author_id = $1 OR a.recruiter_id = $1 OR j.organization_id = ANY($2::bigint[]) OR a.agency_organization_id = ANY($2::bigint[]))',
      );
    }
    if (query.applicationId !== null) {
      params.push(query.applicationId);
      where.push(`i.application_id = $${params.length}`);
    }
    if (query.jobId !== null) {
      params.push(query.jobId);
      where.push(`i.job_id = $${params.length}`);
    }
    const size = query.pageSize ?? 50;
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const from = 'FROM interviews i JOIN applications a ON a.id = i.application_id JOIN jobs j ON j.id = i.job_id';
    const [rows, [count]] = await Promise.all([
      db.query<InterviewRow>(
        `SELECT i.* ${from} ${whereSql} ORDER BY i.scheduled_at, i.id LIMIT ${size} OFFSET ${query.page * size}`,
        params,
      ),
      db.query<{ total: string }>(`SELECT count(*) AS total ${from} ${whereSql}`, params),
    ]);
    return { result: { items: rows.map(interviewView), total: Number(count?.total ?? 0) } };
  });

  const loadInterview = async (request: FastifyRequest, user: Viewer) => {
    const { id } = parse(request, idParam, request.params);
    const [interview] = await db.query<InterviewRow>('SELECT * FROM interviews WHERE id = $1', [id]);
    const row = interview ? await loadRow(db, Number(interview.application_id)) : null;
    if (!interview || !row || !canView(user, row)) throw missing(request);
    return { interview, row };
  };

  app.put('/interview/:id/edit', doc(TAG, 'Move an interview', interviewSchema), async (request) => {
    const user = requireUser(request);
    const { interview, row } = await loadInterview(request, user);
    authorize(request, can(user, 'interview-edit', employerSide(row)));
    const body = parse(request, interviewSchema, request.body);
    if (interview.status === 'cancelled') throw conflictOf(request, 'interview-cancelled');
    await db.transaction(async (tx) => {
      await tx.query(
        'UPDATE interviews SET scheduled_at = $2, duration_minutes = $3, location = $4, comment = $5, updated_at = now() WHERE id = $1',
        [interview.id, body.date, body.durationMinutes, body.location, body.comment],
      );
      await mailInterview(tx, user, row, body.date, body.comment, false);
    });
    const [saved] = await db.query<InterviewRow>('SELECT * FROM interviews WHERE id = $1', [interview.id]);
    return { result: interviewView(saved!) };
  });

  app.put('/interview/:id/cancel', doc(TAG, 'Cancel an interview (comment)', interviewCancelSchema), async (request) => {
    const user = requireUser(request);
    const { interview, row } = await loadInterview(request, user);
    authorize(request, can(user, 'interview-cancel', employerSide(row)));
    const body = parse(request, interviewCancelSchema, request.body ?? {});
    await db.transaction(async (tx) => {
      const updated = await tx.query(
        "UPDATE interviews SET status = 'cancelled', cancel_comment = $2, cancelled_at = now(), updated_at = now() WHERE id = $1 AND status = 'scheduled' RETURNING id",
        [interview.id, body.comment],
      );
      if (!updated.length) throw conflictOf(request, 'interview-cancelled');
      await tx.query('UPDATE applications SET interviews_count = greatest(interviews_count - 1, 0) WHERE id = $1', [row.id]);
      await tx.query('UPDATE users SET interviews_count = greatest(interviews_count - 1, 0), updated_at = now() WHERE id = $1', [
        row.recruiter_id,
      ]);
      await mailInterview(tx, user, row, iso(interview.scheduled_at)!, body.comment, true);
    });
    const [saved] = await db.query<InterviewRow>('SELECT * FROM interviews WHERE id = $1', [interview.id]);
    return { result: interviewView(saved!) };
  });
}
