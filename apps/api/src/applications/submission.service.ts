/**
 * Submitting a candidate to a vacancy (`POST /application/create`) and asking beforehand whether
 * the submission would pass (`POST /application/match`): the consultant's place on the vacancy,
 * the one application per candidate and vacancy, and the ownership of the person at the employer.
 */
import {
  can,
  candidateIdentityKeys,
  decideJobRecruiterAction,
  isAdmin,
  type applicationCreateSchema,
  type CandidateIdentityKeys,
} from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { Viewer } from '../auth/context';
import type { Database } from '../db/database';
import { attachFilesOrRefuse } from '../files/links';
import { conflictOf, fieldError } from '../http/route';
import { messageNotice, notifyUser } from '../workflow/notify';
import { writeStatusLog } from '../workflow/statusLog';
import { settleTasks } from '../workflow/tasks';
import { enforce } from '../workflow/transition';
import { agencyOf, applicationOn, insertApplication, jobRecruiterOf, lockEmployerSubmissions } from './application.queries';
import { candidateFileOwners, candidateOwner } from './candidates';
import type { CandidateRow } from './candidate.queries';
import { jobForRecruiterRules, loadJob, type JobFacts } from './common';
import { ownedConflict, owningSubmission, recordConflict, type OwningSubmission } from './ownership';

/** The identity keys of a candidate row, as the ownership check compares them. */
export const identityKeysOf = (candidate: CandidateRow): CandidateIdentityKeys =>
  candidateIdentityKeys({
    firstName: candidate.first_name,
    lastName: candidate.last_name,
    email: candidate.email,
    phone: candidate.phone,
    dateOfBirth: candidate.date_of_birth === null ? null : String(candidate.date_of_birth),
  });

/**
 * Submits `candidate` to the vacancy of `body` in one transaction and answers the new application's
 * id: the vacancy's row lock serialises submissions to one vacancy, an advisory lock per employer
 * the ownership check, so two agencies cannot both pass it at once. A refusal because another agency
 * owns the person is recorded (after the transaction) and answered 409.
 */
export async function submitApplication(
  db: Database,
  request: FastifyRequest,
  user: Viewer,
  candidate: CandidateRow | null,
  body: v.InferOutput<typeof applicationCreateSchema>,
): Promise<number> {
  if (!candidate || !can(user, 'candidate-view', candidateOwner(candidate))) throw fieldError(request, 'candidateId', 'unknown-candidate');
  if (candidate.status !== 'active') throw fieldError(request, 'candidateId', 'candidate-not-active');
  if (candidate.consent_id === null) throw fieldError(request, 'consent', 'candidate-consent-missing');
  // An admin submits on behalf of the candidate's consultant.
  const recruiterId = isAdmin(user) ? Number(candidate.owner_id) : user.id;
  const agencyId = await agencyOf(db, recruiterId);
  const keys = identityKeysOf(candidate);
  let refusedBy: { job: JobFacts; owner: OwningSubmission } | null = null;
  try {
    return await db.transaction(async (tx) => {
      const job = await loadJob(tx, body.jobId, true);
      if (!job) throw fieldError(request, 'jobId', 'unknown-job');
      const place = await jobRecruiterOf(tx, job.id, recruiterId);
      enforce(
        request,
        decideJobRecruiterAction(
          user,
          { job: jobForRecruiterRules(job), recruiterId, recruiterStatus: place?.status ?? null },
          'submit-candidate',
        ),
      );
      if (await applicationOn(tx, job.id, candidate.id)) throw conflictOf(request, 'application-exists');
      await lockEmployerSubmissions(tx, job.organizationId);
      const owner = await owningSubmission(tx, job, { id: Number(candidate.id), keys }, { id: recruiterId, organizationId: agencyId });
      if (owner) {
        refusedBy = { job, owner };
        throw ownedConflict(request, owner);
      }
      const id = await insertApplication(tx, {
        jobId: job.id,
        candidateId: candidate.id,
        recruiterId,
        jobRecruiterId: place?.id ?? null,
        companyId: job.organizationId,
        agencyId,
        comment: body.comment,
        attachments: body.attachments,
      });
      await attachFilesOrRefuse(tx, request, 'attachments', {
        user,
        owner: { type: 'application', id },
        fileIds: body.attachments,
        sharesWith: await candidateFileOwners(tx, Number(candidate.id)),
      });
      await writeStatusLog(tx, user, {
        entityType: 'application',
        entityId: id,
        jobId: job.id,
        action: 'create',
        from: null,
        to: 'proposed',
        comment: body.comment,
      });
      // The employer's task to review it.
      await settleTasks(tx, user.id, { entityType: 'application', entityId: id, jobId: job.id, to: 'proposed' });
      if (job.authorId !== user.id) {
        await notifyUser(
          tx,
          messageNotice(job.authorId, 'application-create', 'mail-application-new-subject', 'mail-application-new-body', () => ({
            recruiter: user.name,
            candidate: `${candidate.first_name} ${candidate.last_name}`,
            job: job.title,
          })),
        );
      }
      return id;
    });
  } catch (error) {
    const refusal = refusedBy as { job: JobFacts; owner: OwningSubmission } | null;
    if (refusal) {
      // The refusal stands even if recording it fails: the 409 is the answer either way.
      try {
        await recordConflict(
          db,
          user,
          refusal.job,
          { id: Number(candidate.id), fullName: `${candidate.first_name} ${candidate.last_name}` },
          refusal.owner,
        );
      } catch (recordError) {
        request.log.error({ err: recordError }, 'recording an ownership conflict failed');
      }
    }
    throw error;
  }
}

/** Whether `candidate` is on the vacancy already, and who owns the person at its employer (for `user`'s agency). */
export async function matchApplication(db: Database, user: Viewer, candidate: CandidateRow, job: JobFacts) {
  const candidateId = Number(candidate.id);
  const [existing, owner] = await Promise.all([
    applicationOn(db, job.id, candidateId),
    owningSubmission(db, job, { id: candidateId, keys: identityKeysOf(candidate) }, { id: user.id, organizationId: user.organizationId }),
  ]);
  return { existing, owner };
}
