import { jobStatusMessageId, type JobStatus } from '@mandate/domain';
import { useIntl } from 'react-intl';
import { formatDomainText } from '../../i18n/domainText';
import { Badge, type BadgeTone } from '../../primitives/Badge';

/**
 * One tone per vacancy status, the same everywhere (DESIGN.md "Status at a glance"): green while it
 * runs, amber when it waits for someone (paused, expired), blue when it ended normally, red when it
 * was cancelled, grey before it started or once a draft is gone.
 */
export const jobStatusTones: Readonly<Record<JobStatus, BadgeTone>> = {
  empty: 'neutral',
  draft: 'neutral',
  active: 'positive',
  'on-hold': 'caution',
  closed: 'info',
  cancelled: 'critical',
  expired: 'caution',
  'deleted-draft': 'neutral',
};

export interface JobStatusBadgeProps {
  /** The vacancy's status code (`job.status.code`). */
  status: JobStatus;
}

/** A vacancy's status as a badge: its label (EN/DE from domain) in the status tone. */
export function JobStatusBadge({ status }: JobStatusBadgeProps) {
  const intl = useIntl();
  return <Badge tone={jobStatusTones[status]}>{formatDomainText(intl, jobStatusMessageId(status))}</Badge>;
}
