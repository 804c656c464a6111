/**
 * Every user-visible text the domain defines, as message ids with English defaults, so the UI can
 * merge them into its catalogue in one step. Ids start with `domain.`.
 */
import { applicationStatuses, applicationStatusLabelsEn } from './statuses';
import type { ApplicationStatus } from './statuses';
import { domainReasonMessages } from './permissions';
import { domainTimeMessages } from './time';
import { domainErrorMessages } from './validate';
import { jobRecruiterDisplayLabels, jobRecruiterDisplayStatuses } from './machines/jobRecruiter';
import type { JobRecruiterDisplayStatus } from './machines/jobRecruiter';
import { interestRemainderLabels } from './money';

/** The message id of an application status label. */
export function applicationStatusMessageId(status: ApplicationStatus): `domain.application-status.${ApplicationStatus}` {
  return `domain.application-status.${status}`;
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
  'domain.interest.other': interestRemainderLabels.other,
  'domain.interest.empty': interestRemainderLabels.empty,
};
