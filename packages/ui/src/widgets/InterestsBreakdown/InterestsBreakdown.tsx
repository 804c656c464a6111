import { groupInterests, interestTypes, type Interest, type InterestGroup, type InterestType } from '@mandate/domain';
import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatDomainText } from '../../i18n/domainText';
import { Heading } from '../../primitives/Text';
import * as styles from './InterestsBreakdown.css';
import { messages } from './InterestsBreakdown.messages';

export interface InterestsBreakdownProps {
  /** The user's interests, any type and order. */
  interests: readonly Interest[];
  /** The types shown, in this order. @default all four: department, sector, country, job-search-type */
  types?: readonly InterestType[];
  /** The level of each type's heading in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

const typeMessages = {
  department: messages.department,
  sector: messages.sector,
  country: messages.country,
  'job-search-type': messages.jobSearchType,
} as const satisfies Record<InterestType, unknown>;

const percentText = (intl: IntlShape, percentage: number) =>
  intl.formatNumber(percentage / 100, { style: 'percent', maximumFractionDigits: 1 });

function Row({ label, percentage, isRemainder }: { label: string; percentage: number; isRemainder?: boolean }) {
  const intl = useIntl();
  return (
    <li className={styles.item}>
      <span className={isRemainder ? styles.remainderLabel : styles.label}>{label}</span>
      <span className={styles.percent}>{percentText(intl, percentage)}</span>
      <span className={styles.track} aria-hidden="true">
        <span className={isRemainder ? styles.remainderBar : styles.bar} style={{ width: `${Math.min(100, Math.max(0, percentage))}%` }} />
      </span>
    </li>
  );
}

function Group({ group, headingLevel }: { group: InterestGroup; headingLevel: 2 | 3 | 4 }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <Heading level={headingLevel} size={4} id={headingId}>
        {intl.formatMessage(typeMessages[group.type])}
      </Heading>
      <ul className={styles.list}>
        {group.items.map((interest) => (
          <Row key={interest.code ?? interest.label} label={interest.label} percentage={interest.percentage} />
        ))}
        {group.remainder ? (
          <Row
            label={formatDomainText(intl, `domain.interest.${group.remainder.kind}`)}
            percentage={group.remainder.percentage}
            isRemainder
          />
        ) : null}
      </ul>
    </section>
  );
}

/**
 * A user's interests per type with their percentages (001 §3): the remainder to 100 shows as
 * 'Other' when some are set, 'Empty' (100 %) when none is. Grouping and remainders come from the
 * domain's `groupInterests`.
 */
export function InterestsBreakdown({ interests, types = interestTypes, headingLevel = 3 }: InterestsBreakdownProps) {
  const intl = useIntl();
  const groups = groupInterests(interests);
  return (
    <div role="group" aria-label={intl.formatMessage(messages.title)} className={styles.root}>
      {types.map((type) => {
        const group = groups.find((g) => g.type === type);
        return group ? <Group key={type} group={group} headingLevel={headingLevel} /> : null;
      })}
    </div>
  );
}
