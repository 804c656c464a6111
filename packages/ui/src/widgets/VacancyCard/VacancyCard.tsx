import type { JobStatus } from '@mandate/domain';
import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from '../../primitives/Link';
import { Skeleton } from '../../primitives/Skeleton';
import { formatDay } from '../ConsultantRow/plainText';
import { JobStatusBadge } from '../JobStatusBadge';
import * as styles from './VacancyCard.css';
import { messages } from './VacancyCard.messages';

export interface VacancyCardProps {
  /** The vacancy's title, the card's name. */
  title: string;
  /** Where the title links to (the vacancy page, or the login leading there). @default no link */
  href?: string;
  /** The vacancy's status, as a badge. @default not shown (the public list, where every vacancy is active) */
  status?: JobStatus;
  /** Facts before the status: another badge, such as the consultant's own status. @default none */
  badges?: ReactNode;
  /** The company. @default none */
  organization?: string | null;
  /** Where the job is: `Basel, CH`. @default none */
  place?: string | null;
  /** The company's reference. @default none */
  reference?: string | null;
  /** How many people the vacancy seeks. @default not shown */
  positions?: number;
  /** When it was published (ISO date-time). @default not shown */
  publicationDate?: string | null;
  /** What waits on this vacancy, one short line each ("2 consultant requests"): the caller's texts. @default none */
  highlights?: readonly string[];
  /** Beside the details: a count, a button. @default none */
  aside?: ReactNode;
}

/** The list vacancy cards go in (a `ul` with a divider between cards). */
export function VacancyCardList({ children, 'aria-label': label }: { children: ReactNode; 'aria-label': string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * A vacancy in a list of the home pages and the public home: the title linking to the vacancy, its
 * status badge (and any badge of the viewer's, such as a consultant's own status), the company,
 * place, reference, positions and publication date in one line, then what waits on it. A list item:
 * put cards in a {@link VacancyCardList}. One column on narrow screens; long titles wrap.
 */
export function VacancyCard({
  title,
  href,
  status,
  badges,
  organization,
  place,
  reference,
  positions,
  publicationDate,
  highlights = [],
  aside,
}: VacancyCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const facts = [
    organization,
    place,
    reference,
    positions !== undefined ? intl.formatMessage(messages.positions as MessageDescriptor, { count: positions }) : null,
    publicationDate ? intl.formatMessage(messages.published as MessageDescriptor, { date: formatDay(intl, publicationDate) }) : null,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.main}>
        <div className={styles.line}>
          <span id={titleId} className={styles.title}>
            {href ? <Link href={href}>{title}</Link> : title}
          </span>
          {status ? <JobStatusBadge status={status} /> : null}
          {badges}
        </div>
        {facts.length > 0 ? <span className={styles.secondary}>{facts.join(' · ')}</span> : null}
        {highlights.length > 0 ? (
          <ul className={styles.highlights}>
            {highlights.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
    </li>
  );
}

/** Cards shaped like {@link VacancyCard} while a list loads (no layout jump); hidden from assistive technology. */
export function VacancyCardSkeleton({ count = 3 }: { /** @default 3 */ count?: number }) {
  return (
    <ul className={styles.list} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.card}>
          <div className={styles.main}>
            <Skeleton width="55%" />
            <Skeleton width="80%" />
          </div>
        </li>
      ))}
    </ul>
  );
}
