import { Button, Card, Heading, InlineAlert, Link, ShortlistCandidate, Skeleton, SkeletonText, Stack, Text } from '@mandate/ui';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router';
import { paths } from '../../routes/paths';
import { currentUserAtom } from '../../session/session';
import { page as pageStyle } from '../page.css';
import './printPage.css';
import { messages } from './Shortlist.messages';
import * as styles from './Shortlist.css';
import { jobShortlistPageAtom, shortlistPageAtom, type ShortlistEntry } from './shortlist.atoms';
import { dayOf, shortlistName } from './shortlistText';

interface PrintData {
  /** The vacancy's title, or null while loading. */
  vacancy: string | null;
  /** Lines under the title (shortlist name, sender, comment). */
  facts: readonly string[];
  entries: readonly ShortlistEntry[] | null;
  error: unknown;
  errorMessage: string | null;
  retry: () => void;
  back: { href: string; label: string };
}

/**
 * A print page (001 §2.2): a toolbar with Print (the browser's dialog) on screen only, the title and
 * facts, then each candidate as the review page shows them — on paper each on an A4 page of its own.
 */
function PrintDocument({ vacancy, facts, entries, error, errorMessage, retry, back }: PrintData) {
  const intl = useIntl();
  const className = `${pageStyle} ${styles.printDocument}`;
  if (error && !entries)
    return (
      <main className={className}>
        <Stack gap="large">
          <Link href={back.href}>{back.label}</Link>
          <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
          <InlineAlert
            tone="critical"
            action={
              <Button size="small" variant="secondary" onPress={retry}>
                {intl.formatMessage(messages.retry)}
              </Button>
            }
          >
            {errorMessage ?? intl.formatMessage(messages.notFound)}
          </InlineAlert>
        </Stack>
      </main>
    );
  if (!entries || vacancy === null)
    return (
      <main className={className} aria-busy="true" aria-label={intl.formatMessage(messages.printLoading)}>
        <Stack gap="large">
          <Skeleton width="50%" height="heading" />
          <Card>
            <SkeletonText lines={8} />
          </Card>
        </Stack>
      </main>
    );
  return (
    <main className={className}>
      <Stack gap="large">
        <div className={`${styles.toolbar} ${styles.screenOnly}`}>
          <Link href={back.href}>{back.label}</Link>
          <Text tone="secondary">{intl.formatMessage(messages.printHint)}</Text>
          <Button variant="primary" onPress={() => window.print()}>
            {intl.formatMessage(messages.printButton)}
          </Button>
        </div>
        <PrintSection title={intl.formatMessage(messages.printTitle as MessageDescriptor, { vacancy })} facts={facts}>
          {entries.length === 0 ? (
            <Text tone="secondary">{intl.formatMessage(messages.noCandidates)}</Text>
          ) : (
            entries.map((entry) => (
              <div key={entry.applicationId} className={styles.candidatePage} data-print-candidate="">
                <ShortlistCandidate headingLevel={2} candidate={entry.candidate} documents={entry.documents} reviews={entry.reviews} />
              </div>
            ))
          )}
        </PrintSection>
      </Stack>
    </main>
  );
}

function PrintSection({ title, facts, children }: { title: string; facts: readonly string[]; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack gap="large">
      <Stack gap="small">
        <Heading level={1}>{title}</Heading>
        {facts.map((fact) => (
          <Text key={fact} tone="secondary">
            {fact}
          </Text>
        ))}
        <span className={styles.printOnly}>
          <Text tone="secondary">
            {intl.formatMessage(messages.printed as MessageDescriptor, { date: dayOf(intl, new Date().toISOString()) })}
          </Text>
        </span>
      </Stack>
      {children}
    </Stack>
  );
}

const routeId = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** `/dashboard/shortlist/{id}/print`: the candidates of one shortlist, one per page. */
export default function ShortlistPrint() {
  const intl = useIntl();
  const id = routeId(useParams().id);
  const viewer = useAtomValue(currentUserAtom).data?.id ?? null;
  const page = useAtomValue(shortlistPageAtom(`${id}:${viewer ?? 'none'}`));
  const { shortlist } = page;
  const facts = shortlist
    ? [
        shortlistName(intl, shortlist),
        shortlist.createdBy
          ? intl.formatMessage(messages.sentBy as MessageDescriptor, {
              name: shortlist.createdBy,
              date: dayOf(intl, shortlist.creationDate),
            })
          : intl.formatMessage(messages.sentOn as MessageDescriptor, { date: dayOf(intl, shortlist.creationDate) }),
        ...(shortlist.comment ? [shortlist.comment] : []),
      ]
    : [];
  return (
    <PrintDocument
      vacancy={shortlist?.job.title ?? null}
      facts={facts}
      entries={page.entries}
      error={page.error}
      errorMessage={page.errorMessage}
      retry={page.retry}
      back={{ href: `${paths.shortlist()}?shortlist=${id}`, label: intl.formatMessage(messages.backToList) }}
    />
  );
}

/** `/dashboard/shortlist/job/{id}/print`: every shortlisted candidate of a vacancy (a reviewer: those sent to them), one per page. */
export function JobShortlistPrint() {
  const intl = useIntl();
  const jobId = routeId(useParams().id);
  const page = useAtomValue(jobShortlistPageAtom(jobId));
  return (
    <PrintDocument
      vacancy={page.job?.title ?? null}
      facts={page.entries ? [intl.formatMessage(messages.candidateCount as MessageDescriptor, { candidates: page.entries.length })] : []}
      entries={page.entries}
      error={page.error}
      errorMessage={page.errorMessage}
      retry={page.retry}
      back={{ href: paths.vacancy(jobId), label: intl.formatMessage(messages.backToVacancy) }}
    />
  );
}
