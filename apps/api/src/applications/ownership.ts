/**
 * Candidate ownership and duplicate detection (issue 5 §8): the first agency to submit a person to
 * an employer owns the candidate there for the employer's ownership window. A later submission of
 * the same person (same normalised e-mail or phone, or name with date of birth; domain's
 * candidateIdentityKeys) by another agency is refused with 409 naming the owner and since when,
 * and recorded as a conflict the employer can see and resolve.
 */
import {
  DEFAULT_OWNERSHIP_MONTHS,
  can,
  isAdmin,
  ownershipConflictListSchema,
  ownershipResolveSchema,
  ownershipSettingsSchema,
  type CandidateIdentityKeys,
  type InferOutput,
  type ownershipConflictResponse,
  type ownershipSettingsResponse,
  safeString,
} from '@mandate/domain';
import { messageNotice, notifyUser } from '../workflow/notify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { requestLocale, type Locale } from '../http/i18n';
import { parse } from '../http/validation';
import { authorize, denied, idParam, missing, doc, conflictOf } from '../http/route';
import { canManageOrganization } from '../auth/viewer';
import { type JobFacts, type Queryable, type Viewer } from './common';
import { iso } from '../db/values';
import {
  type ConflictRow,
  listConflicts,
  loadConflict,
  organizationOwnershipMonths,
  resolveConflict,
  setOwnershipMonths,
  owningApplicationRow,
  upsertConflict,
} from './ownership.queries';

const TAG = 'Candidate ownership';

/** The earlier submission that owns a person at an employer. */
export interface OwningSubmission {
  applicationId: number;
  candidateId: number;
  recruiterId: number;
  recruiterName: string;
  organizationId: number | null;
  organizationName: string | null;
  since: string;
  until: string;
  matchedKeys: (keyof CandidateIdentityKeys)[];
}

/** The employer's ownership window in months. */
export async function ownershipMonths(db: Queryable, organizationId: number | null): Promise<number> {
  if (organizationId === null) return DEFAULT_OWNERSHIP_MONTHS;
  return (await organizationOwnershipMonths(db, organizationId)) ?? DEFAULT_OWNERSHIP_MONTHS;
}

/**
 * The submission that owns this person at the vacancy's employer, when it is another agency's and
 * still within the window, and no resolved conflict allows this claimant through; else null.
 */
export async function owningSubmission(
  db: Queryable,
  job: JobFacts,
  candidate: { id: number; keys: CandidateIdentityKeys },
  claimant: { id: number; organizationId: number | null },
): Promise<OwningSubmission | null> {
  const { keys } = candidate;
  if (!keys.email && !keys.phone && !keys.nameBirth) return null;
  const months = await ownershipMonths(db, job.organizationId);
  if (months === 0) return null;
  const row = await owningApplicationRow(db, keys, {
    companyId: job.organizationId,
    claimantId: claimant.id,
    months,
    claimantOrganizationId: claimant.organizationId,
    jobId: job.id,
    candidateId: candidate.id,
  });
  if (!row) return null;
  return {
    applicationId: Number(row.id),
    candidateId: Number(row.candidate_id),
    recruiterId: Number(row.recruiter_id),
    recruiterName: row.recruiter_name,
    organizationId: row.agency_organization_id === null ? null : Number(row.agency_organization_id),
    organizationName: row.agency_name,
    since: iso(row.created_at)!,
    until: iso(row.until)!,
    matchedKeys: (
      [
        ['email', row.email_key],
        ['phone', row.phone_key],
        ['nameBirth', row.name_birth_key],
      ] as const
    )
      .filter(([key, value]) => value !== null && value === keys[key])
      .map(([key]) => key),
  };
}

const day = (isoDate: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-CH' : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(isoDate));

/** The 409 naming who owns the candidate since when. */
export function ownedConflict(request: FastifyRequest, owner: OwningSubmission) {
  const locale = requestLocale(request);
  return conflictOf(request, 'candidate-owned', {
    owner: owner.recruiterName,
    agency: owner.organizationName ?? owner.recruiterName,
    since: day(owner.since, locale),
    until: day(owner.until, locale),
  });
}

/**
 * Records a refused submission for the employer (after the refused transaction rolled back): a new
 * conflict, or one more attempt on the open one; the vacancy's author hears of a new conflict.
 */
export async function recordConflict(
  db: Database,
  user: Viewer,
  job: JobFacts,
  candidate: { id: number; fullName: string },
  owner: OwningSubmission,
): Promise<void> {
  await db.transaction(async (tx) => {
    const attempts = await upsertConflict(tx, {
      companyId: job.organizationId,
      jobId: job.id,
      candidateId: candidate.id,
      claimantId: user.id,
      claimantOrganizationId: user.organizationId,
      ownerApplicationId: owner.applicationId,
      ownerRecruiterId: owner.recruiterId,
      ownerOrganizationId: owner.organizationId,
      ownerSince: owner.since,
      matchedKeys: owner.matchedKeys,
    });
    if (attempts === 1) {
      await notifyUser(
        tx,
        messageNotice(job.authorId, 'ownership-conflict', 'mail-ownership-conflict-subject', 'mail-ownership-conflict-body', (locale) => ({
          job: job.title,
          claimant: user.name,
          candidate: candidate.fullName,
          owner: owner.organizationName ?? owner.recruiterName,
          since: day(owner.since, locale),
        })),
      );
    }
  });
}

const settingsView = (organizationId: number, months: number): InferOutput<typeof ownershipSettingsResponse> => ({
  organizationId,
  months,
  defaultMonths: DEFAULT_OWNERSHIP_MONTHS,
});

function conflictView(row: ConflictRow): InferOutput<typeof ownershipConflictResponse> {
  return {
    id: Number(row.id),
    job: { id: Number(row.job_id), title: row.job_title },
    candidate: { id: Number(row.candidate_id), fullName: row.candidate_name },
    claimant: {
      id: Number(row.claimant_id),
      fullName: row.claimant_name,
      organization:
        row.claimant_organization_id === null
          ? null
          : { id: Number(row.claimant_organization_id), name: row.claimant_organization_name ?? '' },
    },
    owner: {
      applicationId: Number(row.owner_application_id),
      candidate: { fullName: row.owner_candidate_name },
      recruiter: row.owner_recruiter_id === null ? null : { id: Number(row.owner_recruiter_id), fullName: row.owner_recruiter_name ?? '' },
      organization:
        row.owner_organization_id === null ? null : { id: Number(row.owner_organization_id), name: row.owner_organization_name ?? '' },
      since: iso(row.owner_since),
    },
    matchedKeys: row.matched_keys as (keyof CandidateIdentityKeys)[],
    attempts: row.attempts,
    status: { code: row.status },
    resolvedBy: row.resolved_by === null ? null : { id: Number(row.resolved_by) },
    resolvedAt: iso(row.resolved_at),
    comment: row.resolution_comment,
    creationDate: iso(row.created_at),
  };
}

const jobOwnerOf = (row: ConflictRow) => ({
  ownerId: Number(row.author_id),
  ownerOrganizationId: row.job_organization_id === null ? null : Number(row.job_organization_id),
});

const settingsQuery = v.object({
  organizationId: v.optional(v.pipe(safeString(), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number))),
});

/** Ownership settings and conflicts (`/candidate-ownership/…`). */
export async function ownershipRoutes(app: FastifyInstance, { db }: { db: Database }) {
  /** The organisation whose setting is meant: the admin's choice, else the user's own. */
  const settingsOrganization = (request: FastifyRequest, user: Viewer, given: number | undefined) => {
    const id = given ?? user.organizationId;
    if (id === null) throw missing(request);
    if (given !== undefined && given !== user.organizationId && !isAdmin(user) && !user.managedOrganizations.some((o) => o.id === given)) {
      throw denied(request);
    }
    return id;
  };

  app.get('/candidate-ownership/settings', doc(TAG, 'The ownership window of an employer in months (default 12)'), async (request) => {
    const user = requireUser(request);
    const { organizationId } = parse(request, settingsQuery, request.query);
    const id = settingsOrganization(request, user, organizationId);
    const months = await organizationOwnershipMonths(db, id);
    if (months === undefined) throw missing(request);
    return { result: settingsView(id, months) };
  });

  app.put(
    '/candidate-ownership/settings',
    doc(TAG, 'Set the ownership window (managers and admins; 0 switches the rule off)', ownershipSettingsSchema),
    async (request) => {
      const user = requireUser(request);
      const { organizationId } = parse(request, settingsQuery, request.query);
      const body = parse(request, ownershipSettingsSchema, request.body);
      const id = settingsOrganization(request, user, organizationId);
      authorize(request, canManageOrganization(user, id));
      if (!(await setOwnershipMonths(db, id, body.months))) throw missing(request);
      return { result: settingsView(id, body.months) };
    },
  );

  app.post(
    '/candidate-ownership/conflict/list',
    doc(TAG, 'Refused duplicate submissions on the user’s vacancies', ownershipConflictListSchema),
    async (request) => {
      const user = requireUser(request);
      const query = parse(request, ownershipConflictListSchema, request.body ?? {});
      const any = can(user, 'application-duplicates-any');
      authorize(request, any || can(user, 'application-duplicates-own', { ownerId: user.id }));
      const rows = await listConflicts(
        db,
        { status: query.status, jobId: query.jobId },
        any ? null : { userId: user.id, organizationIds: user.managedOrganizations.map((o) => o.id) },
      );
      return { result: { items: rows.map(conflictView), total: rows.length } };
    },
  );

  app.put(
    '/candidate-ownership/conflict/:id/resolve',
    doc(TAG, 'Resolve a conflict: keep the owner or allow the submission', ownershipResolveSchema),
    async (request) => {
      const user = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const row = await loadConflict(db, id);
      if (!row) throw missing(request);
      authorize(request, can(user, 'application-duplicates', jobOwnerOf(row)));
      const body = parse(request, ownershipResolveSchema, request.body);
      if (row.status !== 'open') throw conflictOf(request, 'conflict-resolved');
      await resolveConflict(db, id, body.resolution, user.id, body.comment);
      const updated = await loadConflict(db, id);
      return { result: conflictView(updated!) };
    },
  );
}
