import {
  AssessmentFeedbackDialog,
  Badge,
  Button,
  Card,
  EmptyState,
  Heading,
  Link,
  PageHeader,
  ShortlistCandidate,
  Stack,
  Text,
} from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router';
import { paths } from '../../routes/paths';
import { currentUserAtom } from '../../session/session';
import { page as pageStyle } from '../page.css';
import { PageFailure, PageSkeleton } from '../PageStates';
import { messages } from './Shortlist.messages';
import * as styles from './Shortlist.css';
import { ShortlistRow } from './ShortlistRow';
import { dayOf, shortlistName, shownError } from './shortlistText';
import {
  assessmentLevelsAtom,
  reviewShortlistCandidateAtom,
  shortlistListPageAtom,
  shortlistPageAtom,
  type ShortlistEntry,
} from './shortlist.atoms';

const positiveId = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** The shortlists of the viewer (all, or of one vacancy with `?job=`). */
function ShortlistList({ jobId }: { jobId: number }) {
  const intl = useIntl();
  const page = useAtomValue(shortlistListPageAtom(jobId));
  const title = intl.formatMessage(messages.title);
  const back = jobId
    ? { href: paths.vacancy(jobId), label: intl.formatMessage(messages.backToVacancy) }
    : { href: paths.myDashboard(), label: intl.formatMessage(messages.back) };
  if (page.error && !page.items)
    return (
      <PageFailure
        header={<PageHeader title={title} back={back} />}
        error={shownError(page)}
        fallback={intl.formatMessage(messages.failed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={page.retry}
      />
    );
  if (!page.items) return <PageSkeleton label={intl.formatMessage(messages.loading)} titleWidth="40%" cards={[4, 4]} />;
  return (
    <main className={pageStyle}>
      <Stack gap="large">
        <PageHeader
          title={title}
          back={back}
          facts={[intl.formatMessage(messages.intro)]}
          primaryAction={jobId ? <Link href={paths.shortlistJobPrint(jobId)}>{intl.formatMessage(messages.printVacancy)}</Link> : undefined}
        />
        <Card>
          {page.items.length === 0 ? (
            <EmptyState title={intl.formatMessage(messages.empty)} description={intl.formatMessage(messages.emptyHint)} titleLevel={2} />
          ) : (
            <ul className={styles.list} aria-label={intl.formatMessage(messages.listLabel)}>
              {page.items.map((item) => (
                <ShortlistRow key={item.id} item={item} jobId={jobId} />
              ))}
            </ul>
          )}
        </Card>
      </Stack>
    </main>
  );
}

/** The review dialog of one candidate: the employer's feedback form (text and assessment level), mounted while open. */
function ReviewDialog({
  shortlistId,
  entry,
  sender,
  onClose,
}: {
  shortlistId: number;
  entry: ShortlistEntry;
  sender: string | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const review = useSetAtom(reviewShortlistCandidateAtom);
  const levels = useAtomValue(assessmentLevelsAtom);
  return (
    <AssessmentFeedbackDialog
      texts={{
        title: intl.formatMessage(messages.reviewTitle as MessageDescriptor, { name: entry.candidate.fullName }),
        intro: sender
          ? intl.formatMessage(messages.reviewIntro as MessageDescriptor, { sender })
          : intl.formatMessage(messages.reviewIntroAnonymous),
      }}
      assessmentLevels={levels.options}
      isLoadingAssessmentLevels={levels.isLoading}
      defaultValues={entry.myReview ?? undefined}
      onCancel={onClose}
      onSubmit={async (payload) => {
        await review({ shortlistId, applicationId: entry.applicationId, payload });
        onClose();
      }}
    />
  );
}

/** One shortlist (`?shortlist=`): the sender's message, the candidates with their facts, documents and reviews, Review for its reviewers. */
function ShortlistDetail({ id, jobId }: { id: number; jobId: number }) {
  const intl = useIntl();
  const viewer = useAtomValue(currentUserAtom).data?.id ?? null;
  const page = useAtomValue(shortlistPageAtom(`${id}:${viewer ?? 'none'}`));
  const [reviewing, setReviewing] = useState<number | null>(null);
  const back = {
    href: jobId ? `${paths.shortlist()}?job=${jobId}` : paths.shortlist(),
    label: intl.formatMessage(messages.backToList),
  };
  const { shortlist, entries } = page;
  if (page.error && !shortlist)
    return (
      <PageFailure
        header={<PageHeader title={intl.formatMessage(messages.title)} back={back} />}
        error={shownError(page)}
        fallback={intl.formatMessage(messages.notFound)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={page.retry}
      />
    );
  if (!shortlist || !entries) return <PageSkeleton label={intl.formatMessage(messages.loading)} titleWidth="40%" cards={[4, 4]} />;
  const date = dayOf(intl, shortlist.creationDate);
  const open = entries.find((e) => e.applicationId === reviewing) ?? null;
  return (
    <main className={pageStyle}>
      <Stack gap="large">
        <PageHeader
          title={shortlistName(intl, shortlist)}
          back={back}
          status={shortlist.canReview ? <Badge tone="info">{intl.formatMessage(messages.toReview)}</Badge> : undefined}
          facts={[
            <Link key="vacancy" href={paths.vacancy(shortlist.job.id)}>
              {intl.formatMessage(messages.vacancy as MessageDescriptor, { title: shortlist.job.title })}
            </Link>,
            shortlist.createdBy
              ? intl.formatMessage(messages.sentBy as MessageDescriptor, { name: shortlist.createdBy, date })
              : intl.formatMessage(messages.sentOn as MessageDescriptor, { date }),
            intl.formatMessage(messages.candidateCount as MessageDescriptor, { candidates: entries.length }),
          ]}
          primaryAction={<Link href={paths.shortlistPrint(shortlist.id)}>{intl.formatMessage(messages.print)}</Link>}
        />
        {shortlist.comment ? (
          <Card title={intl.formatMessage(messages.comment)}>
            <p className={styles.comment}>{shortlist.comment}</p>
          </Card>
        ) : null}
        <Heading level={2}>{intl.formatMessage(messages.candidates)}</Heading>
        {entries.length === 0 ? (
          <Text tone="secondary">{intl.formatMessage(messages.noCandidates)}</Text>
        ) : (
          entries.map((entry) => (
            <ShortlistCandidate
              key={entry.applicationId}
              headingLevel={3}
              candidate={entry.candidate}
              documents={entry.documents}
              reviews={entry.reviews}
              action={
                shortlist.canReview ? (
                  <Button size="small" variant={entry.myReview ? 'secondary' : 'primary'} onPress={() => setReviewing(entry.applicationId)}>
                    {intl.formatMessage((entry.myReview ? messages.reviewAgain : messages.review) as MessageDescriptor, {
                      name: entry.candidate.fullName,
                    })}
                  </Button>
                ) : undefined
              }
            />
          ))
        )}
      </Stack>
      {open ? (
        <ReviewDialog shortlistId={shortlist.id} entry={open} sender={shortlist.createdBy} onClose={() => setReviewing(null)} />
      ) : null}
    </main>
  );
}

/**
 * The shortlist page (`/dashboard/shortlist`, 001 §2.2): the shortlists sent to the viewer for
 * review and those of their vacancies (`?job=` narrows to one vacancy); `?shortlist=` opens one with
 * its candidates, where a reviewer (line manager) reviews each with an assessment level and feedback.
 */
export default function ShortlistView() {
  const [params] = useSearchParams();
  const jobId = positiveId(params.get('job'));
  const id = positiveId(params.get('shortlist'));
  return id ? <ShortlistDetail key={id} id={id} jobId={jobId} /> : <ShortlistList jobId={jobId} />;
}
