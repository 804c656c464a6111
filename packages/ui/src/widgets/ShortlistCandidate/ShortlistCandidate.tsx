import type { ApplicationStatus as Status } from '@mandate/domain';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Badge, type BadgeTone } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import { Link } from '../../primitives/Link';
import { SummaryList, type SummaryItem } from '../../primitives/SummaryList';
import { Heading, Text } from '../../primitives/Text';
import { ApplicationStatus } from '../ApplicationStatus';
import { CandidateFileList, formatDay, type CandidateFile } from '../CandidateSummary';
import * as styles from './ShortlistCandidate.css';
import { messages } from './ShortlistCandidate.messages';

/** One review of a shortlisted candidate: who, when, the assessment level and the text. */
export interface ShortlistReview {
  id: number;
  /** The reviewer's name; null when the account no longer exists. */
  author: string | null;
  /** When it was last changed (ISO date-time). */
  date: string;
  /** The assessment level's code (`excellent` … `unsuitable`) and its label from `assessment-levels`; null when none was given. */
  assessment: { code: string; label: string } | null;
  feedback: string;
}

/** What a shortlist shows of a candidate. */
export interface ShortlistCandidateFacts {
  fullName: string;
  status: Status;
  position: string | null;
  employed: boolean | null;
  email: string | null;
  phone: string | null;
  /** City and country, as one line. */
  place: string | null;
  /** The search consultant who submitted them, with their agency. */
  consultant: string;
  /** When they were submitted (ISO date-time). */
  submitted: string | null;
  /** The consultant's comment on the submission, as plain text. */
  comment: string | null;
}

export interface ShortlistCandidateProps {
  candidate: ShortlistCandidateFacts;
  /** The candidate's documents as download links. */
  documents: readonly CandidateFile[];
  reviews: readonly ShortlistReview[];
  /** The heading level of the name. @default 2 */
  headingLevel?: 2 | 3;
  /** What the viewer may do (the Review button); left out on paper. @default none */
  action?: ReactNode;
}

const toneOf: Record<string, BadgeTone> = {
  excellent: 'positive',
  good: 'positive',
  average: 'info',
  poor: 'caution',
  unsuitable: 'critical',
};

/**
 * A candidate of a shortlist as a line manager reviews and prints it (001 §2.2): the name and the
 * application's status, the key facts, why the consultant proposes them, the documents, and the
 * reviews given so far with their assessment level. On screen and on paper alike: the caller's
 * action (Review) sits beside the status.
 */
export function ShortlistCandidate({ candidate, documents, reviews, headingLevel = 2, action }: ShortlistCandidateProps) {
  const intl = useIntl();
  const sub = (headingLevel + 1) as 3 | 4;
  const contact = [candidate.email, candidate.phone].filter(Boolean);
  const items: SummaryItem[] = [
    { id: 'position', label: intl.formatMessage(messages.position), value: candidate.position },
    {
      id: 'employed',
      label: intl.formatMessage(messages.employed),
      value: candidate.employed === null ? null : intl.formatMessage(candidate.employed ? messages.yes : messages.no),
    },
    { id: 'place', label: intl.formatMessage(messages.place), value: candidate.place },
    {
      id: 'contact',
      label: intl.formatMessage(messages.contact),
      value: contact.length ? (
        <>
          {candidate.email ? <Link href={`mailto:${candidate.email}`}>{candidate.email}</Link> : null}
          {candidate.email && candidate.phone ? ' · ' : null}
          {candidate.phone}
        </>
      ) : null,
    },
    { id: 'consultant', label: intl.formatMessage(messages.consultant), value: candidate.consultant },
    { id: 'submitted', label: intl.formatMessage(messages.submitted), value: formatDay(intl, candidate.submitted) },
  ];
  return (
    <Card
      title={candidate.fullName}
      titleLevel={headingLevel}
      actions={
        <span className={styles.actions}>
          <ApplicationStatus status={candidate.status} />
          {action}
        </span>
      }
    >
      <div className={styles.section}>
        <SummaryList items={items} aria-label={intl.formatMessage(messages.facts as MessageDescriptor, { name: candidate.fullName })} />
        {candidate.comment ? (
          <div className={styles.section}>
            <Heading level={sub}>{intl.formatMessage(messages.comment)}</Heading>
            <p className={styles.text}>{candidate.comment}</p>
          </div>
        ) : null}
        <div className={styles.section}>
          <Heading level={sub}>{intl.formatMessage(messages.documents)}</Heading>
          <CandidateFileList files={documents} />
        </div>
        <div className={styles.section}>
          <Heading level={sub}>{intl.formatMessage(messages.reviews)}</Heading>
          {reviews.length === 0 ? (
            <Text tone="secondary">{intl.formatMessage(messages.noReviews)}</Text>
          ) : (
            <ul className={styles.reviews} aria-label={intl.formatMessage(messages.reviews)}>
              {reviews.map((review) => (
                <li key={review.id} className={styles.review}>
                  <span className={styles.reviewHead}>
                    {review.assessment ? <Badge tone={toneOf[review.assessment.code] ?? 'neutral'}>{review.assessment.label}</Badge> : null}
                    <Text tone="secondary" as="span">
                      {intl.formatMessage(messages.reviewBy as MessageDescriptor, {
                        author: review.author ?? intl.formatMessage(messages.unknownAuthor),
                        date: formatDay(intl, review.date) ?? '',
                      })}
                    </Text>
                  </span>
                  <p className={styles.text}>{review.feedback}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Card>
  );
}

export default ShortlistCandidate;
