import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../Field';
import * as styles from './SummaryList.css';
import { messages } from './SummaryList.messages';

export const summaryListColumns = [1, 2] as const;

/** One key fact: a label and its value. */
export interface SummaryItem {
  /** Stable key of the pair. */
  id: string;
  /** The term, e.g. "Location". */
  label: ReactNode;
  /** The value; empty (`null`, `undefined`, `false`, or a blank string) shows a muted "—" that screen readers read as "Not given". */
  value: ReactNode;
}

export interface SummaryListProps {
  /** The pairs, in reading order (left to right, then down, when in two columns). */
  items: readonly SummaryItem[];
  /** Two columns of pairs on wide screens (the list's own width ≥ the tablet breakpoint). @default 2 */
  columns?: (typeof summaryListColumns)[number];
  /** Accessible name of the list (a group around the `dl` carries it). @default undefined */
  'aria-label'?: string;
}

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');

/**
 * The key facts of a detail page as a description list (GOV.UK summary list): label and value per
 * row with a hairline between rows, two columns of pairs on wide screens, label above value on
 * narrow ones. Empty values show a muted dash.
 */
export function SummaryList({ items, columns = 2, 'aria-label': ariaLabel }: SummaryListProps) {
  const intl = useIntl();
  return (
    // A dl has no role of its own to carry a name (and a role on it would break its dt/dd): a name goes on a group around it.
    <div className={styles.container} role={ariaLabel ? 'group' : undefined} aria-label={ariaLabel}>
      <dl className={styles.list({ columns })}>
        {items.map((item) => (
          <div key={item.id} className={styles.row({ columns })}>
            <dt className={styles.term}>{item.label}</dt>
            <dd className={styles.definition}>
              {isEmpty(item.value) ? (
                <>
                  <span className={styles.emptyMark} aria-hidden="true" />
                  <span style={visuallyHidden}>{intl.formatMessage(messages.notGiven)}</span>
                </>
              ) : (
                item.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
