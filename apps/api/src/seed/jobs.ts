import type { JobRecruiterStatus, JobStatus } from '@mandate/domain';
import type { Database } from '../db/database';
import { writeStatusLog } from '../workflow/statusLog';
import { settleTasks } from '../workflow/tasks';
import { recountRecruiters } from '../jobs/common';

type Source = 'invitation' | 'admin-invitation' | 'request';

/** A demo vacancy: its author (by e-mail), status and the consultants on it. */
interface DemoJob {
  reference: string;
  title: string;
  author: string;
  status: JobStatus;
  city: string;
  countryCode: string;
  sectors: string[];
  departments: string[];
  positionCount: number;
  placementCount?: number;
  salary: [number, number, 'chf' | 'eur'];
  successFeePercentage: number;
  description: string;
  /** Waits for an admin's moderation (001 §3 Job `premoderation`). @default false */
  premoderation?: boolean;
  recruiters: { username: string; status: JobRecruiterStatus; source: Source; comment: string }[];
}

/** The vacancy path of a demo status, as status log steps from the draft. */
const pathTo: Record<JobStatus, { action: string; to: JobStatus }[]> = {
  empty: [],
  draft: [],
  active: [{ action: 'pay-for-publication', to: 'active' }],
  'on-hold': [
    { action: 'pay-for-publication', to: 'active' },
    { action: 'hold', to: 'on-hold' },
  ],
  closed: [
    { action: 'pay-for-publication', to: 'active' },
    { action: 'close', to: 'closed' },
  ],
  cancelled: [
    { action: 'pay-for-publication', to: 'active' },
    { action: 'cancel', to: 'cancelled' },
  ],
  expired: [
    { action: 'pay-for-publication', to: 'active' },
    { action: 'expire', to: 'expired' },
  ],
  'deleted-draft': [{ action: 'delete-draft', to: 'deleted-draft' }],
};

/** The consultant path of a demo status, from no relation. */
const recruiterPath = (status: JobRecruiterStatus, source: Source): { action: string; to: JobRecruiterStatus }[] => {
  const start = source === 'request' ? { action: 'request', to: 'requested' as const } : { action: 'invite', to: 'invited' as const };
  const next: Record<JobRecruiterStatus, { action: string; to: JobRecruiterStatus }[]> = {
    invited: [],
    requested: [],
    accepted: [{ action: source === 'request' ? 'approve' : 'accept-invitation', to: 'accepted' }],
    withdrawn: [{ action: source === 'request' ? 'withdraw' : 'decline-invitation', to: 'withdrawn' }],
    rejected: [{ action: 'reject', to: 'rejected' }],
    'withdrawn-invitation': [{ action: 'withdraw-invitation', to: 'withdrawn-invitation' }],
  };
  return [start, ...next[status]];
};

const helvetia = 'employer@mandate.demo';
const rhein = 'employer.de@mandate.demo';

export const demoJobs: DemoJob[] = [
  {
    reference: 'DEMO-001',
    title: 'Head of Regulatory Affairs',
    author: helvetia,
    status: 'active',
    city: 'Basel',
    countryCode: 'CH',
    sectors: ['pharma'],
    departments: ['legal'],
    positionCount: 1,
    salary: [180_000, 220_000, 'chf'],
    successFeePercentage: 25,
    description: '<p>Lead the regulatory team for our oncology portfolio in Europe.</p>',
    recruiters: [
      {
        username: 'consultant1@mandate.demo',
        status: 'accepted',
        source: 'invitation',
        comment: '<p>We have three strong profiles in mind.</p>',
      },
      {
        username: 'consultant2@mandate.demo',
        status: 'invited',
        source: 'invitation',
        comment: '<p>Your pharma network would help us.</p>',
      },
      {
        username: 'consultant3@mandate.demo',
        status: 'requested',
        source: 'request',
        comment: '<p>I placed two regulatory heads last year.</p>',
      },
    ],
  },
  {
    reference: 'DEMO-002',
    title: 'Senior Process Engineer',
    author: helvetia,
    status: 'active',
    city: 'Basel',
    countryCode: 'CH',
    sectors: ['pharma', 'industry'],
    departments: ['engineering'],
    positionCount: 2,
    salary: [120_000, 140_000, 'chf'],
    successFeePercentage: 20,
    description: '<p>Scale up our biologics production line.</p>',
    recruiters: [
      { username: 'consultant4@mandate.demo', status: 'accepted', source: 'request', comment: '<p>Engineering is our core market.</p>' },
      { username: 'consultant5@mandate.demo', status: 'withdrawn', source: 'invitation', comment: '<p>Would you support us?</p>' },
    ],
  },
  {
    reference: 'DEMO-003',
    title: 'Chief Financial Officer',
    author: helvetia,
    status: 'draft',
    city: 'Basel',
    countryCode: 'CH',
    sectors: ['pharma'],
    departments: ['finance'],
    positionCount: 1,
    salary: [250_000, 320_000, 'chf'],
    successFeePercentage: 30,
    description: '<p>Draft: to be published after the board meeting.</p>',
    premoderation: true,
    recruiters: [],
  },
  {
    reference: 'DEMO-004',
    title: 'Logistikleiter/in Region West',
    author: rhein,
    status: 'on-hold',
    city: 'Köln',
    countryCode: 'DE',
    sectors: ['logistics'],
    departments: ['operations'],
    positionCount: 1,
    salary: [95_000, 115_000, 'eur'],
    successFeePercentage: 22,
    description: '<p>Verantwortung für vier Standorte im Rheinland.</p>',
    recruiters: [
      { username: 'consultant3@mandate.demo', status: 'accepted', source: 'invitation', comment: '<p>Gerne unterstützen wir Sie.</p>' },
    ],
  },
  {
    reference: 'DEMO-005',
    title: 'Fuhrparkmanager/in',
    author: rhein,
    status: 'closed',
    city: 'Köln',
    countryCode: 'DE',
    sectors: ['logistics'],
    departments: ['operations'],
    positionCount: 1,
    placementCount: 1,
    salary: [70_000, 80_000, 'eur'],
    successFeePercentage: 20,
    description: '<p>Besetzt über einen Personalberater der Plattform.</p>',
    recruiters: [{ username: 'consultant4@mandate.demo', status: 'accepted', source: 'request', comment: '<p>Wir kennen den Markt.</p>' }],
  },
  {
    reference: 'DEMO-006',
    title: 'Quality Assurance Manager',
    author: helvetia,
    status: 'cancelled',
    city: 'Zug',
    countryCode: 'CH',
    sectors: ['pharma'],
    departments: ['quality'],
    positionCount: 1,
    salary: [110_000, 130_000, 'chf'],
    successFeePercentage: 20,
    description: '<p>Filled internally.</p>',
    recruiters: [{ username: 'consultant2@mandate.demo', status: 'rejected', source: 'request', comment: '<p>Interested.</p>' }],
  },
  {
    reference: 'DEMO-007',
    title: 'Supply Chain Analyst',
    author: rhein,
    status: 'active',
    city: 'Hamburg',
    countryCode: 'DE',
    sectors: ['logistics'],
    departments: ['operations'],
    positionCount: 3,
    salary: [60_000, 75_000, 'eur'],
    successFeePercentage: 18,
    description: '<p>Three analysts for our new hub.</p>',
    recruiters: [
      { username: 'consultant5@mandate.demo', status: 'accepted', source: 'invitation', comment: '<p>Happy to help.</p>' },
      { username: 'consultant1@mandate.demo', status: 'withdrawn-invitation', source: 'invitation', comment: '<p>Please have a look.</p>' },
      // An open invitation the consultant answers from the home page (e2e/home-roles.spec.ts).
      {
        username: 'consultant3@mandate.demo',
        status: 'invited',
        source: 'invitation',
        comment: '<p>Your logistics network would help us.</p>',
      },
    ],
  },
];

/**
 * Writes the demo vacancies (matched by reference) that are missing, with their consultants and a
 * status log of how they got there, in one transaction. Running it again changes nothing; a missing
 * author skips the vacancy.
 */
export async function seedDemoJobs(db: Database): Promise<number> {
  const existing = new Set(
    (await db.query<{ reference: string }>('SELECT reference FROM jobs WHERE reference = ANY($1)', [demoJobs.map((j) => j.reference)])).map(
      (r) => r.reference,
    ),
  );
  const missing = demoJobs.filter((j) => !existing.has(j.reference));
  if (missing.length === 0) return 0;
  return db.transaction(async (tx) => {
    const users = new Map(
      (
        await tx.query<{ id: string; username: string; organization_id: string | null }>(
          'SELECT id, lower(username) AS username, organization_id FROM users WHERE lower(username) = ANY($1)',
          [[...new Set(missing.flatMap((j) => [j.author, ...j.recruiters.map((r) => r.username)]))]],
        )
      ).map((u) => [u.username, u]),
    );
    let created = 0;
    for (const job of missing) {
      const author = users.get(job.author);
      if (!author) continue;
      const actor = { id: Number(author.id) };
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO jobs (title, reference, status, author_id, organization_id, description, city, country_code, sectors, departments,
                           position_count, placement_count, salary_min, salary_max, salary_currency, success_fee_percentage,
                           revenue_split, published_at, closed_at, recruited_candidates)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'standard-25',
                 CASE WHEN $3 = 'draft' THEN NULL ELSE now() END, CASE WHEN $3 = 'closed' THEN now() END, $12) RETURNING id`,
        [
          job.title,
          job.reference,
          job.status,
          author.id,
          author.organization_id,
          job.description,
          job.city,
          job.countryCode,
          job.sectors,
          job.departments,
          job.positionCount,
          job.placementCount ?? 0,
          job.salary[0],
          job.salary[1],
          job.salary[2],
          job.successFeePercentage,
        ],
      );
      const jobId = Number(row!.id);
      if (job.premoderation) await tx.query('UPDATE jobs SET premoderation = true WHERE id = $1', [jobId]);
      await writeStatusLog(tx, actor, { entityType: 'job', entityId: jobId, jobId, action: 'create', from: null, to: 'draft' });
      let from: JobStatus = 'draft';
      for (const step of pathTo[job.status]) {
        await writeStatusLog(tx, actor, {
          entityType: 'job',
          entityId: jobId,
          jobId,
          action: step.action,
          from,
          to: step.to,
          details: { demo: true },
        });
        from = step.to;
      }
      for (const relation of job.recruiters) {
        const recruiter = users.get(relation.username);
        if (!recruiter) continue;
        const [jr] = await tx.query<{ id: string }>(
          `INSERT INTO job_recruiters (job_id, recruiter_id, status, source, comment, invited_by)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [jobId, recruiter.id, relation.status, relation.source, relation.comment, relation.source === 'request' ? null : author.id],
        );
        let status: JobRecruiterStatus | null = null;
        for (const step of recruiterPath(relation.status, relation.source)) {
          const stepActor = ['request', 'accept-invitation', 'decline-invitation', 'withdraw'].includes(step.action)
            ? { id: Number(recruiter.id) }
            : actor;
          await writeStatusLog(tx, stepActor, {
            entityType: 'job-recruiter',
            entityId: Number(jr!.id),
            jobId,
            action: step.action,
            from: status,
            to: step.to,
            details: { source: relation.source, recruiterId: Number(recruiter.id) },
          });
          // The workflow's tasks: a request waits for the author's approval.
          await settleTasks(tx, stepActor.id, { entityType: 'job-recruiter', entityId: Number(jr!.id), jobId, to: step.to });
          status = step.to;
        }
        if (relation.source !== 'request') {
          await tx.query(
            `UPDATE users SET invitations_total = invitations_total + 1,
                    invitations_open = invitations_open + CASE WHEN $2 = 'invited' THEN 1 ELSE 0 END,
                    invitations_accepted = invitations_accepted + CASE WHEN $2 = 'accepted' THEN 1 ELSE 0 END
              WHERE id = $1`,
            [recruiter.id, relation.status],
          );
        }
      }
      await recountRecruiters(tx, jobId);
      created++;
    }
    return created;
  });
}
