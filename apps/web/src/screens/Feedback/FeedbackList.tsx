import type { ProductFeedbackRecord } from '@mandate/api-client';
import { Card, EmptyState, Heading, Link, PageHeader, Pagination, Stack } from '@mandate/ui';
import { useAtomValue } from 'jotai';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import { selectOptionsAtom } from '../../data/reference.atoms';
import { paths } from '../../routes/paths';
import { page as pageStyle } from '../page.css';
import { PageFailure, PageSkeleton } from '../PageStates';
import * as styles from './Feedback.css';
import { messages } from './Feedback.messages';
import { FEEDBACK_PAGE_SIZE, feedbackListAtom } from './feedback.atoms';

/** Date and time as the locale writes them: `12.03.2026, 13:00` in German. */
function formatWhen(intl: IntlShape, iso: string): string {
  return intl.locale.startsWith('de')
    ? intl.formatDate(iso, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    : intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

function Entry({ entry, categories }: { entry: ProductFeedbackRecord; categories: ReadonlyMap<string, string> }) {
  const intl = useIntl();
  const category = entry.category ? (categories.get(entry.category) ?? entry.category) : null;
  return (
    <li>
      <Card>
        <Stack gap="small">
          <Heading level={2} size={3}>
            {entry.subject ?? intl.formatMessage(messages.noSubject)}
          </Heading>
          <dl className={styles.facts}>
            <dt className={styles.term}>{intl.formatMessage(messages.from)}</dt>
            <dd className={styles.detail}>
              {entry.user ? (
                <>
                  <Link href={paths.profile(entry.user.id)}>{entry.user.fullName ?? entry.user.email}</Link>
                  {entry.user.email ? <span className={styles.email}>{entry.user.email}</span> : null}
                </>
              ) : (
                intl.formatMessage(messages.unknownUser)
              )}
            </dd>
            {category ? (
              <>
                <dt className={styles.term}>{intl.formatMessage(messages.category)}</dt>
                <dd className={styles.detail}>{category}</dd>
              </>
            ) : null}
            {entry.creationDate ? (
              <>
                <dt className={styles.term}>{intl.formatMessage(messages.sentOn)}</dt>
                <dd className={styles.detail}>
                  <time dateTime={entry.creationDate}>{formatWhen(intl, entry.creationDate)}</time>
                </dd>
              </>
            ) : null}
          </dl>
          <p className={styles.message}>{entry.message}</p>
        </Stack>
      </Card>
    </li>
  );
}

/**
 * The feedback sent to the platform (`/dashboard/feedback`, admins, 001 §2.5): newest first, a page
 * at a time (`?page=` from 0); each entry with its short description, sender, category, time and
 * message. The server answers 403 to anyone else, shown in place of the list.
 */
export default function FeedbackList() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const pageNumber = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const list = useAtomValue(feedbackListAtom(pageNumber));
  const categoryList = useAtomValue(selectOptionsAtom('feedback-categories'));
  const categories = new Map(categoryList.options.map((option) => [String(option.id), option.label]));
  const header = (
    <PageHeader
      title={intl.formatMessage(messages.title)}
      back={{ href: paths.myDashboard(), label: intl.formatMessage(messages.back) }}
      facts={list.isPending || list.error ? [] : [intl.formatMessage(messages.count as MessageDescriptor, { count: list.total })]}
    />
  );

  if (list.error && list.items.length === 0) {
    return (
      <PageFailure
        header={header}
        error={list.error}
        fallback={intl.formatMessage(messages.failed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={list.retry}
      />
    );
  }

  if (list.isPending) return <PageSkeleton label={intl.formatMessage(messages.loading)} titleWidth="30%" cards={[4, 4]} />;

  return (
    <main className={pageStyle}>
      <Stack gap="large">
        {header}
        {list.total === 0 ? (
          <EmptyState titleLevel={2} title={intl.formatMessage(messages.empty)} />
        ) : (
          <>
            <ul className={styles.list} aria-label={intl.formatMessage(messages.list)}>
              {list.items.map((entry) => (
                <Entry key={entry.id} entry={entry} categories={categories} />
              ))}
            </ul>
            <Pagination
              page={pageNumber}
              pageSize={FEEDBACK_PAGE_SIZE}
              pageSizeOptions={[FEEDBACK_PAGE_SIZE]}
              total={list.total}
              onChange={({ page }) =>
                setParams((next) => {
                  if (page > 0) next.set('page', String(page));
                  else next.delete('page');
                  return next;
                })
              }
            />
          </>
        )}
      </Stack>
    </main>
  );
}
