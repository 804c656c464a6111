import { jobRecruiterDisplayMessageId, type JobRecruiterDisplayStatus } from '@mandate/domain';
import { useIntl } from 'react-intl';
import { formatDomainText } from '../../i18n/domainText';
import { Badge, type BadgeTone } from '../../primitives/Badge';

/**
 * One tone per displayed status of a search consultant on a vacancy (000 §4), the same everywhere:
 * amber while someone has to answer (an invitation, a request), green once they work on it, red when
 * the employer rejected them, grey when they stepped back.
 */
export const consultantStatusTones: Readonly<Record<JobRecruiterDisplayStatus, BadgeTone>> = {
  invited: 'info',
  requested: 'caution',
  applied: 'positive',
  rejected: 'critical',
  declined: 'neutral',
  withdrawn: 'neutral',
};

export interface ConsultantStatusBadgeProps {
  /** The displayed status (domain `jobRecruiterDisplayStatus(status, source)`, the 000 §4 table). */
  status: JobRecruiterDisplayStatus;
}

/** A search consultant's status on a vacancy as a badge: its label (EN/DE from domain) in the status tone. */
export function ConsultantStatusBadge({ status }: ConsultantStatusBadgeProps) {
  const intl = useIntl();
  return <Badge tone={consultantStatusTones[status]}>{formatDomainText(intl, jobRecruiterDisplayMessageId(status))}</Badge>;
}
