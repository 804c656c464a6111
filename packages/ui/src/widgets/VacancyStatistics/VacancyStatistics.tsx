import { useIntl, type MessageDescriptor } from 'react-intl';
import { Skeleton } from '../../primitives/Skeleton';
import * as styles from './VacancyStatistics.css';
import { messages } from './VacancyStatistics.messages';

/** The key figures of `POST /job/statistics` the widget shows. */
export interface VacancyStatisticsValues {
  /** Matching vacancies (every status but deleted drafts). */
  total: number;
  openPositions: number;
  placements: number;
  favourites: number;
}

export interface VacancyStatisticsProps {
  /** The figures; `null` while they load (skeletons of the same size). */
  statistics: VacancyStatisticsValues | null;
  /** Show the favourites figure. @default true */
  showFavourites?: boolean;
}

const figures: readonly { key: keyof VacancyStatisticsValues; label: MessageDescriptor }[] = [
  { key: 'total', label: messages.vacancies },
  { key: 'openPositions', label: messages.openPositions },
  { key: 'placements', label: messages.placements },
  { key: 'favourites', label: messages.favourites },
];

/**
 * The key figures above the vacancy list (`POST /job/statistics` with the list's filters): how many
 * vacancies, open positions, placements and favourites. A description list of figure cards; while
 * loading, skeletons of the same size keep the layout still.
 */
export function VacancyStatistics({ statistics, showFavourites = true }: VacancyStatisticsProps) {
  const intl = useIntl();
  const shown = figures.filter((f) => showFavourites || f.key !== 'favourites');
  return (
    // A dl has no role to carry a name (a role on it would break its dt/dd): the name goes on a group around it.
    <div
      role="group"
      aria-label={intl.formatMessage(statistics ? messages.label : messages.loading)}
      aria-busy={statistics ? undefined : true}
    >
      <dl className={styles.list}>
        {shown.map((figure) => (
          <div key={figure.key} className={styles.item}>
            <dt className={styles.term}>{intl.formatMessage(figure.label)}</dt>
            <dd className={styles.value}>
              {statistics ? intl.formatNumber(statistics[figure.key]) : <Skeleton width="3rem" height="heading" />}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
