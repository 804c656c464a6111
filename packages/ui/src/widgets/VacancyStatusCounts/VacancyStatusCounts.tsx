import type { JobStatus } from '@mandate/domain';
import { useIntl } from 'react-intl';
import { Link } from '../../primitives/Link';
import { Skeleton } from '../../primitives/Skeleton';
import { JobStatusBadge } from '../JobStatusBadge';
import * as styles from './VacancyStatusCounts.css';
import { messages } from './VacancyStatusCounts.messages';

/** The statuses the counts show by default, in the order of a vacancy's life (no `empty`, no deleted drafts). */
export const vacancyCountStatuses = [
  'draft',
  'active',
  'on-hold',
  'expired',
  'closed',
  'cancelled',
] as const satisfies readonly JobStatus[];

export interface VacancyStatusCountsProps {
  /** The accessible name of the counts ("My vacancies by status"). */
  'aria-label': string;
  /** How many vacancies there are in each status (the server's `byStatus`); a missing status counts 0. @default none (loading) */
  byStatus?: Partial<Record<JobStatus, number>> | null;
  /** Every vacancy but deleted drafts (the server's `total`), as the first tile. @default no total tile */
  total?: number | null;
  /** The statuses shown, in order. @default vacancyCountStatuses */
  statuses?: readonly JobStatus[];
  /** Where a status's tile links to (a list filtered by it). @default no links */
  hrefOf?: (status: JobStatus) => string | undefined;
  /** Skeleton tiles of the same size while the counts load. @default false */
  isLoading?: boolean;
}

/**
 * A company's vacancies counted by status (the employer's home, a vacancy list's header): one tile
 * per status with its badge (the same tone everywhere) and the number in tabular figures, and the
 * total first. A description list, so a screen reader reads "Active, 4". Pass the server's counts
 * (`POST /job/statistics`); the widget adds nothing up itself.
 */
export function VacancyStatusCounts({
  'aria-label': label,
  byStatus,
  total,
  statuses = vacancyCountStatuses,
  hrefOf,
  isLoading = false,
}: VacancyStatusCountsProps) {
  const intl = useIntl();
  if (isLoading || !byStatus) {
    return (
      <div className={styles.grid} aria-busy="true" aria-label={intl.formatMessage(messages.loading)} role="group">
        {[...(total !== undefined ? ['total'] : []), ...statuses].map((key) => (
          <div key={key} className={styles.tile} aria-hidden="true">
            <Skeleton width="60%" />
            <Skeleton width="30%" height="heading" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <dl className={styles.grid} aria-label={label}>
      {total !== undefined && total !== null ? (
        <div className={styles.tile}>
          <dt className={`${styles.term} ${styles.totalLabel}`}>{intl.formatMessage(messages.total)}</dt>
          <dd className={styles.count}>{intl.formatNumber(total)}</dd>
        </div>
      ) : null}
      {statuses.map((status) => {
        const count = byStatus[status] ?? 0;
        const href = hrefOf?.(status);
        return (
          <div key={status} className={styles.tile}>
            <dt className={styles.term}>
              {href ? (
                <Link href={href}>
                  <JobStatusBadge status={status} />
                </Link>
              ) : (
                <JobStatusBadge status={status} />
              )}
            </dt>
            <dd className={count === 0 ? `${styles.count} ${styles.zero}` : styles.count}>{intl.formatNumber(count)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
