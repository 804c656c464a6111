/** Test fixtures shared by the domain tests (not exported from the package). */
import fc from 'fast-check';
import { permissionsForRoles, roleCodes } from '../src/permissions';
import type { Actor, RoleCode } from '../src/permissions';
import type { JobForRules } from '../src/machines/job';
import { jobStatuses } from '../src/statuses';
import type { JobStatus } from '../src/statuses';

export const AUTHOR_ID = 1;
export const AUTHOR_ORG = 100;
export const RECRUITER_ID = 2;

/** A user with the default permissions of their roles. */
export function actor(id: number, roles: RoleCode[], managedOrganizations: number[] = []): Actor {
  return {
    id,
    roles: roles.map((code) => ({ code })),
    permissions: permissionsForRoles(roles),
    managedOrganizations: managedOrganizations.map((o) => ({ id: o })),
  };
}

export const admin = actor(10, ['content-admin']);
export const salesAdmin = actor(11, ['sales-admin']);
export const author = actor(AUTHOR_ID, ['employer']);
export const manager = actor(12, ['employer'], [AUTHOR_ORG]);
export const otherEmployer = actor(13, ['employer']);
export const recruiter = actor(RECRUITER_ID, ['recruiter']);
export const otherRecruiter = actor(14, ['recruiter']);
export const nobody = actor(15, []);

export const namedActors = { admin, salesAdmin, author, manager, otherEmployer, recruiter, otherRecruiter, nobody } as const;

/** A vacancy in a status with sensible defaults. */
export function job(status: JobStatus, over: Partial<JobForRules> = {}): JobForRules {
  return {
    status: { code: status },
    authoredBy: { id: AUTHOR_ID, organization: { id: AUTHOR_ORG } },
    premoderation: false,
    isExclusiveForHeadhunters: false,
    recruiters: [{ recruiter: { id: RECRUITER_ID } }],
    candidates: [{ jobRecruiter: { recruiter: { id: RECRUITER_ID } } }],
    statistics: { recruitedCandidates: 0 },
    ...over,
  };
}

/** Any set of roles. */
export const arbRoles = fc.subarray([...roleCodes]);
/** Any actor: a random id among the fixtures' ids, random roles, maybe managing the author's organisation. */
export const arbActor: fc.Arbitrary<Actor> = fc
  .record({ id: fc.constantFrom(AUTHOR_ID, RECRUITER_ID, 10, 12, 13), roles: arbRoles, manages: fc.boolean() })
  .map(({ id, roles, manages }) => actor(id, roles, manages ? [AUTHOR_ORG] : []));
/** Any vacancy. */
export const arbJob: fc.Arbitrary<JobForRules> = fc
  .record({
    status: fc.constantFrom(...jobStatuses),
    premoderation: fc.boolean(),
    isExclusiveForHeadhunters: fc.boolean(),
    recruiters: fc.nat(2),
    candidates: fc.nat(2),
    recruited: fc.nat(2),
  })
  .map((r) =>
    job(r.status, {
      premoderation: r.premoderation,
      isExclusiveForHeadhunters: r.isExclusiveForHeadhunters,
      recruiters: Array.from({ length: r.recruiters }, () => ({ recruiter: { id: RECRUITER_ID } })),
      candidates: Array.from({ length: r.candidates }, () => ({ jobRecruiter: { recruiter: { id: RECRUITER_ID } } })),
      statistics: { recruitedCandidates: r.recruited },
    }),
  );
