/**
 * Every user-visible text the domain defines, as message ids with English defaults, so the UI can
 * merge them into its catalogue in one step. Ids start with `domain.`.
 */
import { applicationStatuses, applicationStatusLabelsEn, jobStatuses, jobStatusLabelsEn } from './statuses';
import type { ApplicationStatus, JobStatus } from './statuses';
import { domainReasonMessages } from './permissions';
import { domainTimeMessages } from './time';
import { domainErrorMessages } from './validate';
import { jobRecruiterDisplayLabels, jobRecruiterDisplayStatuses } from './machines/jobRecruiter';
import type { JobRecruiterDisplayStatus } from './machines/jobRecruiter';
import { jobActionLabelsEn, jobActions } from './machines/job';
import type { JobAction } from './machines/job';
import { interestRemainderLabels } from './money';

/** The message id of an application status label. */
export function applicationStatusMessageId(status: ApplicationStatus): `domain.application-status.${ApplicationStatus}` {
  return `domain.application-status.${status}`;
}

/** The message id of a vacancy (job) status label. */
export function jobStatusMessageId(status: JobStatus): `domain.job-status.${JobStatus}` {
  return `domain.job-status.${status}`;
}

/** The message id of a vacancy (job) action label. */
export function jobActionMessageId(action: JobAction): `domain.job-action.${JobAction}` {
  return `domain.job-action.${action}`;
}

/** The message id of a displayed job-recruiter status. */
export function jobRecruiterDisplayMessageId(
  status: JobRecruiterDisplayStatus,
): `domain.job-recruiter-status.${JobRecruiterDisplayStatus}` {
  return `domain.job-recruiter-status.${status}`;
}

/** All domain message ids with their English default texts. */
export const domainMessages: Readonly<Record<string, string>> = {
  ...domainErrorMessages,
  ...domainReasonMessages,
  ...domainTimeMessages,
  ...Object.fromEntries(applicationStatuses.map((s) => [applicationStatusMessageId(s), applicationStatusLabelsEn[s]])),
  ...Object.fromEntries(jobRecruiterDisplayStatuses.map((s) => [jobRecruiterDisplayMessageId(s), jobRecruiterDisplayLabels.en[s]])),
  ...Object.fromEntries(jobStatuses.map((s) => [jobStatusMessageId(s), jobStatusLabelsEn[s]])),
  ...Object.fromEntries(jobActions.map((a) => [jobActionMessageId(a), jobActionLabelsEn[a]])),
  'domain.interest.other': interestRemainderLabels.other,
  'domain.interest.empty': interestRemainderLabels.empty,
};
