import type { ShortlistListItem } from '@mandate/api-client';
import { Badge, Link, Text } from '@mandate/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { paths } from '../../routes/paths';
import { messages } from './Shortlist.messages';
import * as styles from './Shortlist.css';
import { dayOf, shortlistName } from './shortlistText';

/** One entry of the list: name, vacancy, sender and day, counts, and the links to open and print it. */
export function ShortlistRow({ item, jobId }: { item: ShortlistListItem; jobId: number }) {
  const intl = useIntl();
  const name = shortlistName(intl, item);
  const date = dayOf(intl, item.creationDate);
  const query = new URLSearchParams({ ...(jobId ? { job: String(jobId) } : {}), shortlist: String(item.id) });
  return (
    <li className={styles.row}>
      <span className={styles.rowHead}>
        <Link
          href={`${paths.shortlist()}?${query.toString()}`}
          aria-label={intl.formatMessage(messages.open as MessageDescriptor, { name })}
        >
          {name}
        </Link>
        {item.canReview ? <Badge tone="info">{intl.formatMessage(messages.toReview)}</Badge> : null}
      </span>
      <Text tone="secondary">
        {[
          intl.formatMessage(messages.vacancy as MessageDescriptor, { title: item.job.title }),
          item.createdBy
            ? intl.formatMessage(messages.sentBy as MessageDescriptor, { name: item.createdBy.fullName, date })
            : intl.formatMessage(messages.sentOn as MessageDescriptor, { date }),
        ].join(' · ')}
      </Text>
      <span className={styles.rowHead}>
        <Text>
          {item.canReview
            ? intl.formatMessage(messages.counts as MessageDescriptor, { candidates: item.candidates, reviewed: item.reviewedByMe })
            : intl.formatMessage(messages.candidateCount as MessageDescriptor, { candidates: item.candidates })}
        </Text>
        <Link href={paths.shortlistPrint(item.id)}>{intl.formatMessage(messages.print)}</Link>
      </span>
    </li>
  );
}
