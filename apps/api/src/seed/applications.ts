/**
 * Demo candidates and applications on the demo vacancies (seed/jobs.ts): candidates with consent
 * records, applications in several statuses with their status logs, an interview, feedback, a
 * placement on the closed vacancy, and candidate lists. Idempotent: a candidate that exists (by
 * owner and e-mail) is left alone together with its application, and so is a list that exists.
 */
import {
  applicationTargetStatus,
  candidateIdentityKeys,
  recruitmentFee,
  type ApplicationAction,
  type ApplicationStatus,
  type MilestoneType,
} from '@mandate/domain';
import type { Database } from '../db/database';
import { writeStatusLog } from '../workflow/statusLog';
import { settleTasks } from '../workflow/tasks';

/** A moment `days` days ago, as the log's date. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

interface DemoApplication {
  job: string;
  consultant: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  city: string;
  countryCode: string;
  position: string;
  /** The actions that lead to the demo status, from `proposed`. */
  path: ApplicationAction[];
  totalPackage?: number;
  feedback?: string;
  interviewInDays?: number;
}

export const demoApplications: DemoApplication[] = [
  {
    job: 'DEMO-001',
    consultant: 'consultant1@mandate.demo',
    firstName: 'Lena',
    lastName: 'Vogel',
    email: 'lena.vogel@candidates.demo',
    phone: '+41 79 555 01 01',
    dateOfBirth: '1986-03-14',
    city: 'Basel',
    countryCode: 'CH',
    position: 'Head of Quality Assurance',
    path: [],
  },
  {
    job: 'DEMO-001',
    consultant: 'consultant1@mandate.demo',
    firstName: 'Marco',
    lastName: 'Rossi',
    email: 'marco.rossi@candidates.demo',
    phone: '+41 79 555 01 02',
    dateOfBirth: '1982-11-02',
    city: 'Zürich',
    countryCode: 'CH',
    position: 'Director Regulatory Affairs',
    path: ['interview'],
    interviewInDays: 5,
  },
  {
    job: 'DEMO-001',
    consultant: 'consultant1@mandate.demo',
    firstName: 'Sophie',
    lastName: 'Weber',
    email: 'sophie.weber@candidates.demo',
    phone: '+41 79 555 01 03',
    dateOfBirth: '1984-07-21',
    city: 'Bern',
    countryCode: 'CH',
    position: 'VP Clinical Operations',
    path: ['interview', 'review', 'offer'],
    feedback: 'Convincing in both interviews; strong leadership references.',
  },
  {
    job: 'DEMO-001',
    consultant: 'consultant1@mandate.demo',
    firstName: 'Jonas',
    lastName: 'Keller',
    email: 'jonas.keller@candidates.demo',
    phone: '+41 79 555 01 04',
    dateOfBirth: '1990-01-30',
    city: 'Luzern',
    countryCode: 'CH',
    position: 'QA Manager',
    path: ['reject'],
  },
  {
    job: 'DEMO-002',
    consultant: 'consultant4@mandate.demo',
    firstName: 'Mia',
    lastName: 'Schneider',
    email: 'mia.schneider@candidates.demo',
    phone: '+49 151 555 02 01',
    dateOfBirth: '1988-05-09',
    city: 'München',
    countryCode: 'DE',
    position: 'Lead Engineer',
    path: ['review'],
  },
  {
    job: 'DEMO-002',
    consultant: 'consultant4@mandate.demo',
    firstName: 'Felix',
    lastName: 'Braun',
    email: 'felix.braun@candidates.demo',
    phone: '+49 151 555 02 02',
    dateOfBirth: '1985-09-17',
    city: 'Stuttgart',
    countryCode: 'DE',
    position: 'Engineering Manager',
    path: ['interview', 'backup'],
  },
  {
    job: 'DEMO-002',
    consultant: 'consultant4@mandate.demo',
    firstName: 'Jonas',
    lastName: 'Roth',
    email: 'jonas.roth@candidates.demo',
    phone: '+49 151 555 02 03',
    dateOfBirth: '1990-02-21',
    city: 'Frankfurt am Main',
    countryCode: 'DE',
    position: 'Platform Engineering Lead',
    path: ['line-review'],
  },
  {
    job: 'DEMO-005',
    consultant: 'consultant4@mandate.demo',
    firstName: 'Nina',
    lastName: 'Frei',
    email: 'nina.frei@candidates.demo',
    phone: '+49 151 555 05 01',
    dateOfBirth: '1983-12-05',
    city: 'Köln',
    countryCode: 'DE',
    position: 'Head of Logistics',
    path: ['interview', 'offer', 'hire'],
    totalPackage: 145_000,
  },
  {
    job: 'DEMO-007',
    consultant: 'consultant5@mandate.demo',
    firstName: 'Tim',
    lastName: 'Berger',
    email: 'tim.berger@candidates.demo',
    phone: '+41 79 555 07 01',
    dateOfBirth: '1991-06-11',
    city: 'Genève',
    countryCode: 'CH',
    position: 'Finance Manager',
    path: ['withdraw'],
  },
];

/** Writes the demo candidates and applications that are missing; returns how many applications were created. */
export async function seedDemoApplications(db: Database): Promise<number> {
  const existing = new Set(
    (await db.query<{ email: string }>('SELECT email FROM candidates WHERE email = ANY($1)', [demoApplications.map((a) => a.email)])).map(
      (r) => r.email,
    ),
  );
  const missing = demoApplications.filter((a) => !existing.has(a.email));
  if (missing.length === 0) return 0;
  return db.transaction(async (tx) => {
    let created = 0;
    for (const demo of missing) {
      const [job] = await tx.query<{
        id: string;
        author_id: string;
        organization_id: string | null;
        success_fee_percentage: string | null;
        success_fee_fixed_amount: number | null;
      }>('SELECT id, author_id, organization_id, success_fee_percentage, success_fee_fixed_amount FROM jobs WHERE reference = $1', [
        demo.job,
      ]);
      const [consultant] = await tx.query<{ id: string; organization_id: string | null }>(
        'SELECT id, organization_id FROM users WHERE lower(username) = lower($1)',
        [demo.consultant],
      );
      if (!job || !consultant) continue;
      const keys = candidateIdentityKeys(demo);
      const [candidate] = await tx.query<{ id: string }>(
        `INSERT INTO candidates (owner_id, organization_id, first_name, last_name, email, phone, date_of_birth, city, country_code, employed, position,
                                 email_key, phone_key, name_birth_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10, $11, $12, $13) RETURNING id`,
        [
          consultant.id,
          consultant.organization_id,
          demo.firstName,
          demo.lastName,
          demo.email,
          demo.phone,
          demo.dateOfBirth,
          demo.city,
          demo.countryCode,
          demo.position,
          keys.email,
          keys.phone,
          keys.nameBirth,
        ],
      );
      await tx.query(
        "INSERT INTO candidate_consents (candidate_id, document, locale, recorded_by, recorded_at) VALUES ($1, 'candidate-privacy-notice', 'en', $2, now() - interval '30 days')",
        [candidate!.id, consultant.id],
      );
      // The statuses along the path, one log row each, a day apart and ending today.
      const steps: { action: string; from: ApplicationStatus | null; to: ApplicationStatus }[] = [
        { action: 'create', from: null, to: 'proposed' },
      ];
      for (const action of demo.path) {
        const from = steps.at(-1)!.to;
        const logs = steps.map((s, i) => ({
          status: { code: s.to },
          creationDate: new Date(Date.now() - (30 - i) * 86_400_000).toISOString(),
        }));
        steps.push({ action, from, to: applicationTargetStatus({ status: { code: from }, logs }, action) });
      }
      const status = steps.at(-1)!.to;
      const [application] = await tx.query<{ id: string }>(
        `INSERT INTO applications (job_id, candidate_id, recruiter_id, company_organization_id, agency_organization_id, status, comment,
                                   reject_reason, withdraw_reason, interviews_count, created_at, status_changed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - make_interval(days => $11), now() - interval '1 hour') RETURNING id`,
        [
          job.id,
          candidate!.id,
          consultant.id,
          job.organization_id,
          consultant.organization_id,
          status,
          `<p>${demo.firstName} ${demo.lastName} fits the profile well.</p>`,
          status === 'rejected' ? 'skills' : null,
          status === 'withdrawn' ? 'candidate-accepted-other-offer' : null,
          demo.path.includes('interview') ? 1 : 0,
          steps.length,
        ],
      );
      const appId = Number(application!.id);
      for (const [i, step] of steps.entries()) {
        const actor = step.action === 'create' || step.action === 'withdraw' ? consultant.id : job.author_id;
        await writeStatusLog(
          tx,
          { id: Number(actor) },
          { entityType: 'application', entityId: appId, jobId: Number(job.id), ...step, at: daysAgo(steps.length - i) },
        );
        // The workflow's tasks: a new application waits for the author's review, an offer for the consultant.
        await settleTasks(tx, Number(actor), { entityType: 'application', entityId: appId, jobId: Number(job.id), to: step.to });
      }
      if (demo.interviewInDays !== undefined) {
        await tx.query(
          `INSERT INTO interviews (application_id, job_id, scheduled_at, location, comment, created_by)
           VALUES ($1, $2, date_trunc('hour', now()) + make_interval(days => $3, hours => 10), 'On site', 'First interview with the hiring manager', $4)`,
          [appId, job.id, demo.interviewInDays, job.author_id],
        );
      }
      if (demo.feedback) {
        await tx.query('INSERT INTO application_feedback (application_id, author_id, feedback, assessment_level) VALUES ($1, $2, $3, $4)', [
          appId,
          job.author_id,
          demo.feedback,
          'excellent',
        ]);
      }
      if (status === 'recruited' && demo.totalPackage) {
        const fee = recruitmentFee(demo.totalPackage, {
          successFeePercentage: job.success_fee_percentage === null ? null : Number(job.success_fee_percentage),
          successFeeFixedAmount: job.success_fee_fixed_amount,
        });
        await tx.query(
          `INSERT INTO placements (application_id, job_id, recruiter_id, offer_date, signature_date, start_date, total_package, recruitment_fee,
                                   fee_percentage, approval_number, created_by)
           VALUES ($1, $2, $3, current_date - 20, current_date - 18, current_date + 40, $4, $5, $6, 'DEMO-APPROVAL-1', $7)`,
          [appId, job.id, consultant.id, demo.totalPackage, fee, job.success_fee_percentage, job.author_id],
        );
      }
      await tx.query('UPDATE jobs SET candidates_count = candidates_count + 1 WHERE id = $1', [job.id]);
      created++;
    }
    return created;
  });
}

interface DemoCandidateList {
  job: string;
  consultant: string;
  title: string;
  comment: string;
  /** Submitted, or completed by the vacancy's author with a milestone and the employer's feedback. */
  completed?: { milestone: MilestoneType; feedback: string; assessmentLevel: string };
}

/** Candidate lists (submissions) on the demo vacancies: three submitted, one completed with feedback. */
export const demoCandidateLists: DemoCandidateList[] = [
  {
    job: 'DEMO-001',
    consultant: 'consultant1@mandate.demo',
    title: 'Longlist QA leadership',
    comment: '<p>Twelve profiles from the Basel pharma cluster.</p>',
  },
  {
    job: 'DEMO-001',
    consultant: 'consultant1@mandate.demo',
    title: 'Shortlist QA leadership',
    comment: '<p>Four profiles, each interviewed by us.</p>',
  },
  {
    job: 'DEMO-002',
    consultant: 'consultant4@mandate.demo',
    title: 'Longlist engineering leads',
    comment: '<p>Fifteen profiles from southern Germany.</p>',
  },
  {
    job: 'DEMO-002',
    consultant: 'consultant4@mandate.demo',
    title: 'Market map engineering leads',
    comment: '<p>Who leads engineering where, in 30 companies.</p>',
    completed: {
      milestone: 'long-list-delivery',
      feedback: 'A clear map of the market; we would like more profiles from Austria.',
      assessmentLevel: 'good',
    },
  },
];

/** Writes the demo candidate lists that are missing (by vacancy, consultant and title), each with its status log; returns how many. */
export async function seedDemoCandidateLists(db: Database): Promise<number> {
  const existing = new Set(
    (
      await db.query<{ title: string }>('SELECT title FROM candidate_lists WHERE title = ANY($1)', [demoCandidateLists.map((l) => l.title)])
    ).map((r) => r.title),
  );
  const missing = demoCandidateLists.filter((l) => !existing.has(l.title));
  if (missing.length === 0) return 0;
  return db.transaction(async (tx) => {
    let created = 0;
    for (const demo of missing) {
      const [job] = await tx.query<{ job_id: string; author_id: string; recruiter_id: string; org: string | null }>(
        `SELECT j.id AS job_id, j.author_id, u.id AS recruiter_id, u.organization_id AS org FROM jobs j, users u
          WHERE j.reference = $1 AND lower(u.username) = lower($2)`,
        [demo.job, demo.consultant],
      );
      if (!job) continue;
      const done = demo.completed;
      const [list] = await tx.query<{ id: string }>(
        `INSERT INTO candidate_lists (job_id, recruiter_id, agency_organization_id, title, comment, status, milestone,
                                      feedback, feedback_assessment_level, feedback_by, feedback_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $10::bigint IS NULL THEN NULL ELSE now() END) RETURNING id`,
        [
          job.job_id,
          job.recruiter_id,
          job.org,
          demo.title,
          demo.comment,
          done ? 'completed' : 'submitted',
          done?.milestone ?? null,
          done?.feedback ?? null,
          done?.assessmentLevel ?? null,
          done ? job.author_id : null,
        ],
      );
      // Submitted by the consultant two days ago; completed by the vacancy's author yesterday.
      const steps = [
        { action: 'create', from: null, to: 'submitted', actor: job.recruiter_id, details: {}, daysAgo: 2 },
        ...(done
          ? [
              {
                action: 'complete',
                from: 'submitted',
                to: 'completed',
                actor: job.author_id,
                details: { milestone: done.milestone },
                daysAgo: 1,
              },
            ]
          : []),
      ];
      for (const step of steps) {
        await writeStatusLog(
          tx,
          { id: Number(step.actor) },
          {
            entityType: 'candidate-list',
            entityId: Number(list!.id),
            jobId: Number(job.job_id),
            action: step.action,
            from: step.from,
            to: step.to,
            details: step.details,
            at: daysAgo(step.daysAgo),
          },
        );
      }
      created++;
    }
    return created;
  });
}

/** A shortlist the demo employer sent to the demo line manager: DEMO-002's candidates in the running. */
export const demoShortlist = {
  job: 'DEMO-002',
  title: 'Shortlist Senior Process Engineer',
  comment: 'Three candidates for the process engineering role; please review them before Friday.',
  sender: 'employer@mandate.demo',
  recipient: 'linemanager@mandate.demo',
  candidates: ['mia.schneider', 'jonas.roth', 'felix.braun'],
};

/** Writes the demo shortlist when missing (by vacancy and title); returns how many (0 or 1). */
export async function seedDemoShortlists(db: Database): Promise<number> {
  const [job] = await db.query<{ id: string }>('SELECT id FROM jobs WHERE reference = $1', [demoShortlist.job]);
  if (!job) return 0;
  const [existing] = await db.query('SELECT id FROM job_shortlists WHERE job_id = $1 AND title = $2', [job.id, demoShortlist.title]);
  if (existing) return 0;
  const users = await db.query<{ id: string; username: string }>(
    'SELECT id, lower(username) AS username FROM users WHERE lower(username) = ANY($1)',
    [[demoShortlist.sender, demoShortlist.recipient]],
  );
  const idOf = (username: string) => users.find((u) => u.username === username)?.id;
  const applications = await db.query<{ id: string }>(
    `SELECT a.id FROM applications a JOIN candidates c ON c.id = a.candidate_id
      WHERE a.job_id = $1 AND split_part(c.email, '@', 1) = ANY($2) ORDER BY a.id`,
    [job.id, demoShortlist.candidates],
  );
  if (!idOf(demoShortlist.sender) || !idOf(demoShortlist.recipient) || !applications.length) return 0;
  await db.query(
    'INSERT INTO job_shortlists (job_id, title, comment, application_ids, recipient_ids, created_by) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      job.id,
      demoShortlist.title,
      demoShortlist.comment,
      applications.map((a) => a.id),
      [idOf(demoShortlist.recipient)],
      idOf(demoShortlist.sender),
    ],
  );
  return 1;
}
