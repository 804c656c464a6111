import { applicationStatusMessageId, type ApplicationStatus as Status } from '@mandate/domain';
import { useIntl } from 'react-intl';
import { formatDomainText } from '../../i18n/domainText';
import { Badge, type BadgeTone } from '../../primitives/Badge';
import * as styles from './ApplicationStatus.css';

/** The path of an application, in order; each status shows how far along it is. */
const progress: Record<Status, number> = {
  proposed: 1,
  'in-review': 2,
  'line-manager-review': 3,
  interview: 4,
  'offer-made': 5,
  recruited: 6,
  'backed-up': 3,
  rejected: 0,
  withdrawn: 0,
};
const STEPS = 6;

/** One tone per status, the same everywhere (DESIGN.md "status at a glance"). */
export const applicationStatusTones: Record<Status, BadgeTone> = {
  proposed: 'neutral',
  'in-review': 'info',
  'line-manager-review': 'info',
  interview: 'brand',
  'offer-made': 'caution',
  recruited: 'positive',
  'backed-up': 'neutral',
  rejected: 'critical',
  withdrawn: 'neutral',
};

export interface ApplicationStatusProps {
  status: Status;
  /** Show the progress strip under the badge. @default true */
  showProgress?: boolean;
}

/** An application's status: its label (EN/DE from domain) in the status tone, and how far along it is. */
export function ApplicationStatus({ status, showProgress = true }: ApplicationStatusProps) {
  const intl = useIntl();
  const label = formatDomainText(intl, applicationStatusMessageId(status));
  const reached = progress[status];
  const fill = status === 'recruited' ? styles.donePositive : styles.done;
  return (
    <span className={styles.root}>
      <Badge tone={applicationStatusTones[status]}>{label}</Badge>
      {showProgress && reached > 0 ? (
        <span className={styles.track} role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={STEPS} aria-valuenow={reached}>
          {Array.from({ length: STEPS }, (_, i) => (
            <span key={i} className={`${styles.segment} ${i < reached ? fill : ''}`} />
          ))}
        </span>
      ) : null}
    </span>
  );
}
