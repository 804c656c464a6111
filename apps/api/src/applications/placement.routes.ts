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
import {
  countPlacement,
  insertPlacement,
  markPlacementReverted,
  placementById,
  rateRecruiter,
  suppliersOfJob,
  uncountPlacement,
  updatePlacement,
} from './placement.queries';
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
        const suppliers = await suppliersOfJob(db, row.job_id);
        const stranger = body.ratings.findIndex((r) => !suppliers.has(r.user.id));
        if (stranger >= 0) throw fieldError(request, `ratings.${stranger}.user.id`, 'unknown-user');
      }
      return transition(request, user, Number(row.id), 'hire', {
        comment: body.approvalNote,
        side: async (tx, current) => {
          const job = (await loadJob(tx, Number(current.job_id), true))!;
          const fee = recruitmentFee(body.totalPackage, job);
          const placementId = await insertPlacement(tx, {
            applicationId: current.id,
            jobId: job.id,
            recruiterId: current.recruiter_id,
            offerDate: body.offerDate,
            signatureDate: body.signatureDate,
            startDate: body.startDate,
            totalPackage: body.totalPackage,
            recruitmentFee: fee,
            feePercentage: job.successFeePercentage,
            revenueSplit: job.revenueSplit,
            approvalNumber: body.approvalNumber,
            approvalNote: body.approvalNote,
            createdBy: user.id,
          });
          await applicationTestHooks.afterHireFirstWrite?.(tx);
          await writeStatusLog(tx, user, {
            entityType: 'placement',
            entityId: placementId,
            jobId: job.id,
            action: 'create',
            from: null,
            to: 'active',
          });
          for (const rating of body.ratings) {
            await rateRecruiter(tx, {
              jobId: job.id,
              recruiterId: rating.user.id,
              applicationId: current.id,
              rating: rating.rating,
              ratedBy: user.id,
            });
          }
          const filled = job.placementCount + 1 >= job.positionCount;
          await countPlacement(tx, {
            jobId: job.id,
            recruiterId: current.recruiter_id,
            applicationId: current.id,
            salary: Math.min(body.totalPackage, 2_000_000_000),
            close: filled && job.status === 'active',
          });
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
        lock: (q) => placementById(q, placement.id, true),
        decide: () => ({ allowed: true }),
        check: async (_q, current) => {
          if (current.status !== 'active') throw conflictOf(request, 'placement-reverted');
        },
        from: () => 'active',
        to: () => 'active',
        write: async (q) => {
          await updatePlacement(q, placement.id, {
            offerDate: body.offerDate,
            signatureDate: body.signatureDate,
            startDate: body.startDate,
            totalPackage: body.totalPackage,
            recruitmentFee: fee,
            feePercentage: percentage,
            revenueSplit: body.revenueSplit,
            approvalNumber: body.approvalNumber,
            approvalNote: body.approvalNote,
            isGuaranteeCase: body.isGuaranteeCase,
          });
          return Number(placement.id);
        },
        jobId: () => Number(placement.job_id),
        log: { details: { totalPackage: body.totalPackage, recruitmentFee: fee } },
      }),
    );
    return { result: placementView((await placementById(db, placement.id))!) };
  });

  app.delete('/placement/:id/revert', doc(TAG, 'Revert a placement: the application returns to its previous status'), async (request) => {
    const user = requireUser(request);
    const { placement, row } = await loadPlacement(request, user);
    if (placement.status !== 'active') throw conflictOf(request, 'placement-reverted');
    return transition(request, user, Number(row.id), 'revert-placement', {
      side: async (tx, current) => {
        if (!(await markPlacementReverted(tx, placement.id, user.id))) throw conflictOf(request, 'placement-reverted');
        await writeStatusLog(tx, user, {
          entityType: 'placement',
          entityId: Number(placement.id),
          jobId: Number(placement.job_id),
          action: 'revert',
          from: 'active',
          to: 'reverted',
        });
        await uncountPlacement(tx, { jobId: current.job_id, recruiterId: current.recruiter_id, applicationId: current.id });
      },
    });
  });
}
