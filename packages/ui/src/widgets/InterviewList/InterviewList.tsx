import type { InterviewKind, InterviewStatus } from '@mandate/domain';
import { useId } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { SkeletonText } from '../../primitives/Skeleton';
import { Heading } from '../../primitives/Text';
import * as styles from './InterviewList.css';
import { messages } from './InterviewList.messages';

/** An interview as the server lists it (`POST /interview/list`). */
export interface InterviewItem {
  id: number;
  /** ISO date-time. */
  date: string | null;
  /** The IANA zone it was entered in: the time shows there, the zone named. */
  timeZone: string;
  durationMinutes: number;
  kind: InterviewKind;
  location: string | null;
  videoLink: string | null;
  participants: string | null;
  comment: string | null;
  status: { code: InterviewStatus };
  cancelComment: string | null;
}

export interface InterviewListProps {
  interviews: readonly InterviewItem[];
  /** The viewer may change and cancel interviews (interview-edit/-cancel on the vacancy's side). @default false */
  canManage?: boolean;
  /** Change pressed on a scheduled interview. */
  onEdit?: (id: number) => void;
  /** Cancel interview pressed on a scheduled interview. */
  onCancel?: (id: number) => void;
  /** While the interviews load. @default false */
  isLoading?: boolean;
  /** The heading's level in the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** The interview's start in its own zone, the zone named ("Tue, 1 December 2026, 14:30 CET"). */
export function formatInterviewDate(intl: IntlShape, date: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intl.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(date));
}

function Where({ interview }: { interview: InterviewItem }) {
  const intl = useIntl();
  if (interview.kind === 'video' && interview.videoLink) {
    return (
      <Link href={interview.videoLink} isExternal>
        {intl.formatMessage(messages.video)}
      </Link>
    );
  }
  if (interview.kind === 'phone') return <span>{intl.formatMessage(messages.phone)}</span>;
  return (
    <span>
      {interview.location
        ? intl.formatMessage(messages.onSite as MessageDescriptor, { place: interview.location })
        : intl.formatMessage(messages.onSiteOpen)}
    </span>
  );
}

/**
 * The interviews of an application (001 §7.5), by date: when (in the zone it was entered in, the zone
 * named) and how long, scheduled or cancelled (struck through, with the reason), where — the place,
 * the video call's link or by phone —, who takes part, the note; Change and Cancel interview on the
 * scheduled ones for a viewer who may manage them. Presentational: pass the server's list.
 */
export function InterviewList({
  interviews,
  canManage = false,
  onEdit,
  onCancel,
  isLoading = false,
  headingLevel = 3,
}: InterviewListProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    // A group, not a region: every opened application card holds one, and landmarks must be unique.
    <div role="group" className={styles.root} aria-labelledby={headingId}>
      <Heading level={headingLevel} size={4} id={headingId}>
        {intl.formatMessage(messages.title)}
      </Heading>
      {isLoading ? (
        <div role="status" aria-busy="true" aria-label={intl.formatMessage(messages.loading)}>
          <SkeletonText lines={2} />
        </div>
      ) : interviews.length === 0 ? (
        <span className={styles.secondary}>{intl.formatMessage(messages.empty)}</span>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {interviews.map((interview) => {
            const date = interview.date ? formatInterviewDate(intl, interview.date, interview.timeZone) : '';
            const isCancelled = interview.status.code === 'cancelled';
            return (
              <li key={interview.id} className={styles.item} aria-label={date}>
                <div className={styles.head}>
                  <span className={isCancelled ? styles.cancelled : styles.when}>{date}</span>
                  <span className={styles.secondary}>
                    {intl.formatMessage(messages.minutes as MessageDescriptor, { minutes: interview.durationMinutes })}
                  </span>
                  <Badge tone={isCancelled ? 'neutral' : 'info'}>
                    {intl.formatMessage(isCancelled ? messages.cancelled : messages.scheduled)}
                  </Badge>
                </div>
                <Where interview={interview} />
                {interview.participants ? (
                  <span className={styles.secondary}>
                    {intl.formatMessage(messages.participants as MessageDescriptor, { names: interview.participants })}
                  </span>
                ) : null}
                {interview.comment ? <span className={styles.secondary}>{interview.comment}</span> : null}
                {isCancelled && interview.cancelComment ? (
                  <span className={styles.secondary}>
                    {intl.formatMessage(messages.cancelReason as MessageDescriptor, { comment: interview.cancelComment })}
                  </span>
                ) : null}
                {canManage && !isCancelled ? (
                  <div className={styles.actions}>
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={intl.formatMessage(messages.editFor as MessageDescriptor, { date })}
                      onPress={() => onEdit?.(interview.id)}
                    >
                      {intl.formatMessage(messages.edit)}
                    </Button>
                    <Button
                      size="small"
                      variant="critical"
                      aria-label={intl.formatMessage(messages.cancelFor as MessageDescriptor, { date })}
                      onPress={() => onCancel?.(interview.id)}
                    >
                      {intl.formatMessage(messages.cancel)}
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
