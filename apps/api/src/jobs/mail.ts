import type { JobRecruiterStatus, JobStatus } from '@mandate/domain';
import { jobRecruiterDisplayLabels, jobRecruiterDisplayStatus } from '@mandate/domain';
import { t, type Locale } from '../http/i18n';
import type { Queryable } from '../db/database';
import { referenceLists } from '../reference/lists';
import type { Notice } from '../workflow/notify';
import { activeRecruiterRows } from './recruiter.queries';

/** A vacancy status's label in a language (the reference list `job-statuses`). */
export function jobStatusLabel(locale: Locale, status: JobStatus): string {
  return referenceLists['job-statuses']!(locale).find((e) => e.code === status)?.label[locale] ?? status;
}

/** A consultant status's displayed label (000 §4). */
export function recruiterStatusLabel(locale: Locale, status: JobRecruiterStatus, source: string | null): string {
  return jobRecruiterDisplayLabels[locale][jobRecruiterDisplayStatus(status, source)];
}

const commentPart = (locale: Locale, comment: string | null | undefined) =>
  comment ? t(locale, 'job-mail-comment', { comment: stripTags(comment) }) : '';

/** Rich text as plain text for the text part of a mail. */
export function stripTags(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/** The mail telling a user that a vacancy's status changed. */
export function jobStatusNotice(
  userId: number,
  facts: { job: string; status: JobStatus; actor: string; comment?: string | null; kind: string },
): Notice {
  return {
    userId,
    kind: facts.kind,
    compose: (target) => {
      const status = jobStatusLabel(target.locale, facts.status);
      return {
        subject: t(target.locale, 'job-mail-subject', { job: facts.job, status }),
        text: t(target.locale, 'job-mail-body', {
          job: facts.job,
          status,
          actor: facts.actor,
          comment: commentPart(target.locale, facts.comment),
        }),
      };
    },
  };
}

/** The mail telling a user (the consultant or the vacancy's author) that a consultant's status changed. */
export function recruiterStatusNotice(
  userId: number,
  facts: {
    job: string;
    recruiter: string;
    status: JobRecruiterStatus;
    source: string | null;
    actor: string;
    comment?: string | null;
    kind: string;
  },
): Notice {
  return {
    userId,
    kind: facts.kind,
    compose: (target) => {
      const status = recruiterStatusLabel(target.locale, facts.status, facts.source);
      return {
        subject: t(target.locale, 'job-recruiter-mail-subject', { job: facts.job, recruiter: facts.recruiter, status }),
        text: t(target.locale, 'job-recruiter-mail-body', {
          job: facts.job,
          recruiter: facts.recruiter,
          status,
          actor: facts.actor,
          comment: commentPart(target.locale, facts.comment),
        }),
      };
    },
  };
}

/** The consultants working on a vacancy (invited, requested or accepted), to notify of its changes. */
export async function activeRecruiterIds(tx: Queryable, jobId: number): Promise<number[]> {
  const rows = await activeRecruiterRows(tx, jobId);
  return rows.map((r) => Number(r.recruiter_id));
}
