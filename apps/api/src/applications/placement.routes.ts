import { can, hireSchema, placementSchema, recruitmentFee } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { statusLogOf, writeStatusLog } from '../workflow/statusLog';
import { transition as runTransition } from '../workflow/transition';
import { authorize, fieldError, doc, conflictOf, domainFieldError } from '../http/route';
import { MAX_AMOUNT, loadJob } from './common';

const TAG = 'Applications';
import { type PlacementRow, PLACEMENT_SELECT } from './application.queries';
import { placementView } from './application.view';
import { applicationTestHooks, jobOf, employerSide, todayFor, applicationService } from './application.service';

/** Hires and placements (`/application/{id}/hire`, `/placement/…`). */
export async function placementRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const { load, transition, loadPlacement } = applicationService(db);
  app.put(
    '/application/:id/hire',
    doc(TAG, 'Hire: placement with the fee from domain, consultant ratings, statistics; closes the filled vacancy', hireSchema()),
    async (request) => {
      const user = requireUser(request);
      const row = await load(request, user);
      const body = parse(request, hireSchema({ today: todayFor(request) }), request.body);
      if (body.totalPackage > MAX_AMOUNT) throw domainFieldError(request, 'totalPackage', 'domain.error.max');
      // Ratings are for consultants who supplied candidates on the vacancy (000 §5).
      if (body.ratings.length) {
        const suppliers = new Set(
          (await db.query<{ r: string }>('SELECT DISTINCT recruiter_id AS r FROM applications WHERE job_id = $1', [row.job_id])).map((r) =>
            Number(r.r),
          ),
        );
        const stranger = body.ratings.findIndex((r) => !suppliers.has(r.user.id));
        if (stranger >= 0) throw fieldError(request, `ratings.${stranger}.user.id`, 'unknown-user');
      }
      return transition(request, user, Number(row.id), 'hire', {
        comment: body.approvalNote,
        side: async (tx, current) => {
          const job = (await loadJob(tx, Number(current.job_id), true))!;
          const fee = recruitmentFee(body.totalPackage, job);
          const [placement] = await tx.query<{ id: string }>(
            `INSERT INTO placements (application_id, job_id, recruiter_id, offer_date, signature_date, start_date, total_package, recruitment_fee,
                                   fee_percentage, revenue_split, approval_number, approval_note, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
            [
              current.id,
              job.id,
              current.recruiter_id,
              body.offerDate,
              body.signatureDate,
              body.startDate,
              body.totalPackage,
              fee,
              job.successFeePercentage,
              job.revenueSplit,
              body.approvalNumber,
              body.approvalNote,
              user.id,
            ],
          );
          await applicationTestHooks.afterHireFirstWrite?.(tx);
          const placementId = Number(placement!.id);
          await writeStatusLog(tx, user, {
            entityType: 'placement',
            entityId: placementId,
            jobId: job.id,
            action: 'create',
            from: null,
            to: 'active',
          });
          for (const rating of body.ratings) {
            await tx.query(
              `INSERT INTO recruiter_ratings (job_id, recruiter_id, application_id, context, rating, rated_by) VALUES ($1, $2, $3, 'hire', $4, $5)`,
              [job.id, rating.user.id, current.id, rating.rating, user.id],
            );
            await tx.query(
              `UPDATE users SET rating = (SELECT round(avg(rating), 2) FROM recruiter_ratings WHERE recruiter_id = $1),
                              company_rating_count = company_rating_count + 1, updated_at = now() WHERE id = $1`,
              [rating.user.id],
            );
          }
          await tx.query('UPDATE users SET placements_count = placements_count + 1, updated_at = now() WHERE id = $1', [
            current.recruiter_id,
          ]);
          await tx.query(
            'UPDATE job_recruiters SET placements_count = placements_count + 1, updated_at = now() WHERE job_id = $1 AND recruiter_id = $2',
            [job.id, current.recruiter_id],
          );
          await tx.query(
            `INSERT INTO user_history (user_id, kind, job_id, application_id, salary, application_status, country_code, sector, department, search_type, experience_level)
           SELECT $1, 'placement', j.id, $2, $3, 'recruited', j.country_code, j.sectors[1], j.departments[1], j.search_types[1], j.experience_level
             FROM jobs j WHERE j.id = $4`,
            [current.recruiter_id, current.id, Math.min(body.totalPackage, 2_000_000_000), job.id],
          );
          const filled = job.placementCount + 1 >= job.positionCount;
          await tx.query(
            `UPDATE jobs SET placement_count = placement_count + 1, recruited_candidates = recruited_candidates + 1, updated_at = now()
                           ${filled && job.status === 'active' ? ", status = 'closed', closed_at = now(), status_changed_at = now()" : ''}
            WHERE id = $1`,
            [job.id],
          );
          if (filled && job.status === 'active') {
            await writeStatusLog(tx, user, {
              entityType: 'job',
              entityId: job.id,
              jobId: job.id,
              action: 'close',
              from: 'active',
              to: 'closed',
              reason: 'positions-filled',
              details: { applicationId: Number(current.id), placementId },
            });
          }
        },
      });
    },
  );

  app.get('/placement/:id/view', doc(TAG, 'A placement'), async (request) => {
    const user = requireUser(request);
    const { placement } = await loadPlacement(request, user);
    return { result: placementView(placement) };
  });

  app.get('/placement/:id/logs', doc(TAG, 'The status log of a placement'), async (request) => {
    const user = requireUser(request);
    const { placement } = await loadPlacement(request, user);
    const logs = await statusLogOf(db, 'placement', Number(placement.id));
    return { result: { items: logs, total: logs.length } };
  });

  app.put('/placement/:id/edit', doc(TAG, 'Edit a placement (fee recomputed by domain)', placementSchema()), async (request) => {
    const user = requireUser(request);
    const { placement, row } = await loadPlacement(request, user);
    authorize(request, can(user, 'placement-edit', employerSide(row)));
    const body = parse(request, placementSchema({ today: todayFor(request) }), request.body);
    if (body.totalPackage > MAX_AMOUNT) throw domainFieldError(request, 'totalPackage', 'domain.error.max');
    if (body.jobId !== Number(placement.job_id)) throw fieldError(request, 'jobId', 'unknown-job');
    if (placement.status !== 'active') throw conflictOf(request, 'placement-reverted');
    // The fee follows domain's rule: the percentage given (or the vacancy's), else the fixed amount given.
    const job = jobOf(row);
    const percentage = body.feePercentage ?? (body.recruitmentFee == null ? job.successFeePercentage : null);
    if (percentage !== null && percentage < 0) throw domainFieldError(request, 'feePercentage', 'domain.error.min');
    if (percentage !== null && percentage > 100) throw domainFieldError(request, 'feePercentage', 'domain.error.max');
    const fee = recruitmentFee(body.totalPackage, {
      successFeePercentage: percentage,
      successFeeFixedAmount: body.recruitmentFee ?? job.successFeeFixedAmount,
    });
    // The placement's row lock orders an edit after a concurrent revert, which it then refuses.
    await db.transaction((tx) =>
      runTransition(tx, request, user, {
        entity: 'placement',
        action: 'edit',
        lock: async (q) => (await q.query<PlacementRow>(`${PLACEMENT_SELECT} WHERE id = $1 FOR UPDATE`, [placement.id]))[0],
        decide: () => ({ allowed: true }),
        check: async (_q, current) => {
          if (current.status !== 'active') throw conflictOf(request, 'placement-reverted');
        },
        from: () => 'active',
        to: () => 'active',
        write: async (q) => {
          await q.query(
            `UPDATE placements SET offer_date = $2, signature_date = $3, start_date = $4, total_package = $5, recruitment_fee = $6,
                                   fee_percentage = $7, revenue_split = $8, approval_number = $9, approval_note = $10, is_guarantee_case = $11,
                                   updated_at = now()
              WHERE id = $1`,
            [
              placement.id,
              body.offerDate,
              body.signatureDate,
              body.startDate,
              body.totalPackage,
              fee,
              percentage,
              body.revenueSplit,
              body.approvalNumber,
              body.approvalNote,
              body.isGuaranteeCase,
            ],
          );
          return Number(placement.id);
        },
        jobId: () => Number(placement.job_id),
        log: { details: { totalPackage: body.totalPackage, recruitmentFee: fee } },
      }),
    );
    const [updated] = await db.query<PlacementRow>(`${PLACEMENT_SELECT} WHERE id = $1`, [placement.id]);
    return { result: placementView(updated!) };
  });

  app.delete('/placement/:id/revert', doc(TAG, 'Revert a placement: the application returns to its previous status'), async (request) => {
    const user = requireUser(request);
    const { placement, row } = await loadPlacement(request, user);
    if (placement.status !== 'active') throw conflictOf(request, 'placement-reverted');
    return transition(request, user, Number(row.id), 'revert-placement', {
      side: async (tx, current) => {
        const reverted = await tx.query(
          "UPDATE placements SET status = 'reverted', reverted_at = now(), reverted_by = $2, updated_at = now() WHERE id = $1 AND status = 'active' RETURNING id",
          [placement.id, user.id],
        );
        if (!reverted.length) throw conflictOf(request, 'placement-reverted');
        await writeStatusLog(tx, user, {
          entityType: 'placement',
          entityId: Number(placement.id),
          jobId: Number(placement.job_id),
          action: 'revert',
          from: 'active',
          to: 'reverted',
        });
        await tx.query(
          `UPDATE jobs SET placement_count = greatest(placement_count - 1, 0), recruited_candidates = greatest(recruited_candidates - 1, 0), updated_at = now()
            WHERE id = $1`,
          [current.job_id],
        );
        await tx.query('UPDATE users SET placements_count = greatest(placements_count - 1, 0), updated_at = now() WHERE id = $1', [
          current.recruiter_id,
        ]);
        await tx.query(
          'UPDATE job_recruiters SET placements_count = greatest(placements_count - 1, 0), updated_at = now() WHERE job_id = $1 AND recruiter_id = $2',
          [current.job_id, current.recruiter_id],
        );
        await tx.query("DELETE FROM user_history WHERE kind = 'placement' AND application_id = $1", [current.id]);
      },
    });
  });
}
