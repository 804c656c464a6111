/**
 * The demo data as the contract cases find their subjects in it ({@link World}), over a running
 * server ({@link ContractServer}). Every contract file makes its own world per database (signed-in
 * clients are per file); what a case takes from the demo data is claimed on the server through the
 * broker, so the cases of all contract files, run in parallel on one shared server, never take the
 * same subject. Where the demo data holds one subject only, or a case would change a vacancy other
 * cases work on, the world makes a fresh one instead (a vacancy published now, a list submitted now).
 */
import {
  approveJobRecruiter,
  createApplication,
  createCandidate,
  createCandidateList,
  createVacancy,
  getCurrentUser,
  listApplications,
  listCandidateLists,
  listCandidates,
  listFeedback,
  listJobRecruiters,
  listVacancies,
  listVacancyJobRecruiters,
  publishVacancy,
  requestJobRecruiter,
  uploadFile,
  viewApplication,
  type ApiClient,
  type JobRecruiterRecord,
  type PlacementRecord,
  type VacancyListItem,
} from '@mandate/api-client';
import type { ApplicationStatus, CandidateListStatus, Id, JobRecruiterStatus, LoginPayload } from '@mandate/domain';
import { publishVacancyFixtures, submitCandidateListFixtures, vacancyFormFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import type { ContractServer } from './broker';

/** Demo logins (README), by the role a dialog is opened with. */
export const demoUsers = {
  /** Helvetia Pharma AG: owns active vacancies in the demo data. */
  employer: { username: 'employer@mandate.demo', password: 'Employer-2026' },
  /** Rhein Logistik GmbH: owns DEMO-005, closed with the demo data's one placement. */
  employerDe: { username: 'employer.de@mandate.demo', password: 'Employer-2026' },
  /** Alpine Search AG: accepted on DEMO-001 with candidates submitted there. */
  consultant1: { username: 'consultant1@mandate.demo', password: 'Consultant-2026' },
  /** Alpine Search AG: invited to DEMO-001. */
  consultant2: { username: 'consultant2@mandate.demo', password: 'Consultant-2026' },
  /** Nordlicht Executive Partners: accepted on DEMO-002 and DEMO-005, no relation to DEMO-001. */
  consultant4: { username: 'consultant4@mandate.demo', password: 'Consultant-2026' },
  /** Content admin: sees every application; gives the date of an offer. */
  admin: { username: 'content.admin@mandate.demo', password: 'Admin-2026' },
} as const satisfies Record<string, LoginPayload>;
export type DemoUser = keyof typeof demoUsers;

/** The title of the vacancies the world publishes for a case: the demo-data searches skip them ({@link isFresh}). */
const freshTitle = 'Contract case';
export const isFresh = (job: { title: string }) => job.title.startsWith(freshTitle);

/** What the cases find their subjects in: the running server's demo data. */
export interface World {
  server: ContractServer;
  /** The client of a demo user; each signs in once per file, on first use. */
  client(user: DemoUser): Promise<ApiClient>;
  /** A draft of the demo employer made now for the calling case (the vacancy form's Filled payload; `purpose` names it). */
  draftVacancy(purpose: string): Promise<Id>;
  /** An active vacancy of the demo employer's organisation published now for the calling case (`purpose` names it). */
  freshVacancy(purpose: string): Promise<Id>;
  /** A consultant-on-a-vacancy relation of the demo data in `status` that `user` sees (their own, or on their vacancies), claimed. */
  relation(user: DemoUser, status: JobRecruiterStatus): Promise<JobRecruiterRecord>;
  /** A consultant's request made now by `user` on a vacancy published now (the demo data's one requested consultant is the reject case's). */
  newRequest(user: DemoUser): Promise<JobRecruiterRecord>;
  /** An active vacancy of the demo employer where `user` has no relation at all (and so may apply): one published now. */
  vacancyWithoutRelation(user: DemoUser): Promise<Id>;
  /**
   * An active vacancy of the demo employer's organisation that the employer may cancel (001 §4.1: no
   * recruited candidates), published now, on which each of `consultants` (demo consultants, by id) has
   * requested and is accepted under that name (whom the cancel dialog rates).
   */
  cancellableVacancy(consultants: readonly { id: Id; fullName: string }[]): Promise<Id>;
  /**
   * Where `user` may submit a candidate list now (a demo vacancy that takes candidates, on which they
   * are accepted), with a small PDF they uploaded for it. Leaves the relation unclaimed.
   */
  candidateListTarget(user: DemoUser): Promise<{ jobId: Id; fileId: Id }>;
  /** An application of the demo data in `status` that `user` sees (a consultant: their own submissions), claimed. */
  application(user: DemoUser, status: ApplicationStatus): Promise<Id>;
  /**
   * A proposed application made now (the demo data's one proposed application is the withdraw case's):
   * `consultant` requests a vacancy published now, the demo employer accepts, and the consultant
   * creates a candidate and submits them there. Claimed.
   */
  freshApplication(consultant: DemoUser): Promise<Id>;
  /** A vacancy published now that `consultant` requested and the demo employer accepted them on (their relation claimed). */
  acceptedVacancy(consultant: DemoUser): Promise<Id>;
  /** A candidate `consultant` makes now (with a privacy-notice consent), unique by their e-mail address. */
  freshCandidate(consultant: DemoUser): Promise<{ id: Id; fullName: string; email: string }>;
  /** The active placement of a hired application that `user` sees, claimed. */
  placement(user: DemoUser): Promise<PlacementRecord>;
  /** The feedback `feedbackId` (a fixture's, of the demo data) with its application, as `user` sees it. */
  feedback(user: DemoUser, feedbackId: Id): Promise<{ applicationId: Id; feedbackId: Id }>;
  /** A candidate list of the demo data in `status` that `user` sees (a consultant: their own), claimed. */
  candidateList(user: DemoUser, status: CandidateListStatus): Promise<Id>;
  /** A candidate list `consultant` submits now (the Filled payload of the submit dialog on {@link candidateListTarget}), claimed. */
  submittedCandidateList(consultant: DemoUser): Promise<Id>;
  /**
   * An active vacancy of the demo employer's organisation, not exclusive for headhunters (001 §4.1
   * "Invite headhunters"), to which each of `recruiters` may be invited: one published now.
   */
  invitableVacancy(recruiters: readonly Id[]): Promise<Id>;
  /** A candidate that `user` sees (a consultant: their own). */
  candidate(user: DemoUser): Promise<Id>;
  /** The active demo vacancies (DEMO-…) of the demo employer's organisation, as the employer lists them. */
  employerVacancies(): Promise<VacancyListItem[]>;
}

/** The first of `items` (in the server's order) that this case claims as `kind`, or undefined. */
async function claimFirst<T extends { id: Id }>(server: ContractServer, kind: string, items: readonly T[]): Promise<T | undefined> {
  for (const item of items) if (await server.claim(kind, item.id)) return item;
  return undefined;
}

/** A world over `server()`, for the describe block the server getter belongs to. */
export function createWorld(server: () => ContractServer): World {
  const clients = new Map<DemoUser, Promise<ApiClient>>();

  const world: World = {
    get server() {
      return server();
    },
    client(user) {
      let client = clients.get(user);
      if (!client) {
        client = server().signIn(demoUsers[user]);
        clients.set(user, client);
      }
      return client;
    },
    async draftVacancy(purpose) {
      // The vacancy form's Filled payload, without custom terms (a consultant then requests with a comment only).
      const draft = await createVacancy(await world.client('employer'), {
        ...vacancyFormFixtures.filled,
        title: `${freshTitle}: ${purpose}`,
        customTermsPhase: null,
      });
      expect(draft.status.code, `the draft made for ${purpose}`).toBe('draft');
      await server().claim('vacancy', draft.id);
      return draft.id;
    },
    async freshVacancy(purpose) {
      const employer = await world.client('employer');
      const vacancy = await publishVacancy(employer, await world.draftVacancy(purpose), publishVacancyFixtures.filled);
      expect(vacancy.status.code, `the vacancy published for ${purpose}`).toBe('active');
      return vacancy.id;
    },
    async relation(user, status) {
      const page = await listJobRecruiters(await world.client(user), { statuses: [status], pageSize: 50 });
      const candidates = page.items.filter((item) => item.status.code === status && !isFresh(item.job));
      const relation = await claimFirst(server(), 'relation', candidates);
      if (!relation) throw new Error(`No unclaimed job-recruiter relation in status ${status} that ${user} sees in the demo data.`);
      return relation;
    },
    async newRequest(user) {
      const vacancyId = await world.freshVacancy(`a request of ${user}`);
      const relation = await requestJobRecruiter(await world.client(user), vacancyId, {
        comment: '<p>We cover this market and would like to work on it.</p>',
      });
      await server().claim('relation', relation.id);
      return relation;
    },
    vacancyWithoutRelation: (user) => world.freshVacancy(`no relation of ${user}`),
    async cancellableVacancy(consultants) {
      const employer = await world.client('employer');
      // The demo consultants by id: the fixture's ids must be theirs.
      const byId = new Map<Id, DemoUser>();
      for (const user of ['consultant1', 'consultant2', 'consultant4'] as const)
        byId.set((await getCurrentUser(await world.client(user))).id, user);
      const vacancyId = await world.freshVacancy('cancel');
      for (const consultant of consultants) {
        const user = byId.get(consultant.id);
        if (!user)
          throw new Error(
            `The fixture's consultant ${consultant.id} ${consultant.fullName} is no demo consultant (${[...byId].join(', ')}).`,
          );
        const request = await requestJobRecruiter(await world.client(user), vacancyId, { comment: '<p>We would like to work on it.</p>' });
        await server().claim('relation', request.id);
        await approveJobRecruiter(employer, request.id);
      }
      const accepted = new Map(
        (await listVacancyJobRecruiters(employer, vacancyId)).items
          .filter((relation) => relation.status.code === 'accepted')
          .map((relation) => [relation.recruiter.id, relation.recruiter.fullName]),
      );
      expect(
        consultants.map((consultant) => accepted.get(consultant.id)),
        `the names of the accepted consultants (accepted: ${[...accepted].map(([id, name]) => `${id} ${name}`).join(', ') || 'nobody'})`,
      ).toEqual(consultants.map((consultant) => consultant.fullName));
      return vacancyId;
    },
    async candidateListTarget(user) {
      const client = await world.client(user);
      const active = new Set((await world.employerVacancies()).map((vacancy) => vacancy.id));
      const relation = (await listJobRecruiters(client, { statuses: ['accepted'], pageSize: 50 })).items.find(
        (item) => item.status.code === 'accepted' && active.has(item.job.id),
      );
      if (!relation) throw new Error(`${user} is accepted on no active vacancy of the demo employer in the demo data.`);
      const pdf = new Blob(['%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'], { type: 'application/pdf' });
      const file = await uploadFile(client, pdf, { type: 'attachment', fileName: 'Longlist regulatory affairs.pdf' });
      return { jobId: relation.job.id, fileId: file.id };
    },
    async invitableVacancy(recruiters) {
      const vacancyId = await world.freshVacancy(`an invitation of ${recruiters.join(', ')}`);
      const relations = (await listVacancyJobRecruiters(await world.client('employer'), vacancyId)).items;
      expect(relations, 'nobody is on a vacancy published just now').toEqual([]);
      return vacancyId;
    },
    async candidate(user) {
      const [candidate] = (await listCandidates(await world.client(user), { pageSize: 1 })).items;
      if (!candidate) throw new Error(`No candidate that ${user} sees in the demo data.`);
      return candidate.id;
    },
    async application(user, status) {
      const page = await listApplications(await world.client(user), { status: [status], pageSize: 50 });
      const application = await claimFirst(
        server(),
        'application',
        page.items.filter((item) => item.status.code === status),
      );
      if (!application) throw new Error(`No unclaimed application in status ${status} that ${user} sees in the demo data.`);
      return application.id;
    },
    async acceptedVacancy(consultant) {
      const relation = await world.newRequest(consultant);
      const accepted = await approveJobRecruiter(await world.client('employer'), relation.id);
      expect(accepted.status.code, `the request of ${consultant}, accepted`).toBe('accepted');
      return relation.job.id;
    },
    async freshCandidate(consultant) {
      const unique = Math.random().toString(36).slice(2, 8);
      const candidate = await createCandidate(await world.client(consultant), {
        firstName: 'Contract',
        lastName: `Case ${unique}`,
        email: `contract.case.${unique}@example.ch`,
        phone: null,
        dateOfBirth: null,
        address: null,
        city: 'Basel',
        zipCode: null,
        countryCode: 'CH',
        employed: true,
        position: 'Regulatory Affairs Manager',
        comment: null,
        attachments: [],
        consent: { document: 'candidate-privacy-notice', locale: 'en', fileId: null },
      });
      return { id: candidate.id, fullName: candidate.fullName, email: candidate.email ?? '' };
    },
    async freshApplication(consultant) {
      const jobId = await world.acceptedVacancy(consultant);
      const candidate = await world.freshCandidate(consultant);
      const application = await createApplication(await world.client(consultant), {
        jobId,
        candidateId: candidate.id,
        consent: true,
        comment: null,
        attachments: [],
      });
      expect(application.status.code, `the candidate ${consultant} submitted`).toBe('proposed');
      await server().claim('application', application.id);
      return application.id;
    },
    async placement(user) {
      const client = await world.client(user);
      const page = await listApplications(client, { status: ['recruited'], pageSize: 50 });
      for (const item of page.items) {
        const { placement } = await viewApplication(client, item.id);
        if (placement && placement.status.code === 'active' && (await server().claim('placement', placement.id))) return placement;
      }
      throw new Error(`No unclaimed active placement that ${user} sees in the demo data (${page.total} hired applications).`);
    },
    async feedback(user, feedbackId) {
      const client = await world.client(user);
      const seen: Id[] = [];
      for (const application of (await listApplications(client, { pageSize: 50 })).items) {
        const given = (await listFeedback(client, application.id)).items.map((item) => item.id);
        seen.push(...given);
        if (given.includes(feedbackId)) return { applicationId: application.id, feedbackId };
      }
      throw new Error(
        `No feedback ${feedbackId} that ${user} sees (the demo data has ${seen.join(', ') || 'none'}); the fixture's id must be the demo feedback's.`,
      );
    },
    async candidateList(user, status) {
      const page = await listCandidateLists(await world.client(user), { status: [status], pageSize: 50 });
      const list = await claimFirst(
        server(),
        'list',
        page.items.filter((item) => item.status.code === status),
      );
      if (!list) throw new Error(`No unclaimed candidate list in status ${status} that ${user} sees in the demo data.`);
      return list.id;
    },
    async submittedCandidateList(consultant) {
      const { jobId, fileId } = await world.candidateListTarget(consultant);
      const list = await createCandidateList(await world.client(consultant), {
        ...submitCandidateListFixtures.filled,
        jobId,
        attachments: [fileId],
      });
      expect(list.status.code, `the list ${consultant} submitted`).toBe('submitted');
      await server().claim('list', list.id);
      return list.id;
    },
    async employerVacancies() {
      const employer = await world.client('employer');
      const organizationId = (await getCurrentUser(employer)).organization?.id;
      expect(organizationId, 'the demo employer belongs to an organisation').toBeDefined();
      const page = await listVacancies(employer, { statuses: ['active'], organizationId, pageSize: 50 });
      return page.items.filter((item) => item.status.code === 'active' && item.reference?.startsWith('DEMO-'));
    },
  };
  return world;
}
