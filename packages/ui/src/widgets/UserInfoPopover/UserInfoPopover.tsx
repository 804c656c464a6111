import type { RoleCode, UserProfile } from '@mandate/domain';
import type { ReactElement, ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Avatar } from '../../primitives/Avatar';
import { PslBadge, SubscriptionBadge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { Popover } from '../../primitives/Popover';
import { StarRating } from '../StarRating';
import * as styles from './UserInfoPopover.css';
import { formatAbout, formatInterviews, formatMemberSince, formatRatings, messages } from './UserInfoPopover.messages';
import { userInfoVisibility } from './rules';

export interface UserInfoCardProps {
  /** The user shown. */
  user: UserProfile;
  /** Who looks: their roles decide what is shown (001 §2.6). */
  viewer: { roles: readonly { code: RoleCode }[] };
  /** The user is on the viewer's preferred supplier list (PSL badge). @default false */
  isPreferredSupplier?: boolean;
  /** Placements for the user's company, shown to admins. @default undefined */
  companyPlacements?: number | null;
  /** The user's profile page; the name links to it. */
  profileHref: string;
  /** Where a private message to the user is written; no link without it. @default undefined */
  messageHref?: string;
}

export interface UserInfoPopoverProps extends UserInfoCardProps {
  /** What opens the popover. @default a quiet button with the user's name */
  trigger?: ReactElement;
}

const nameOf = (user: UserProfile) => user.fullName ?? user.name ?? user.username;

/** dd.MM.y as the spec asks (001 §2.6), from the local date. */
function formatDay(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

const percent = (intl: IntlShape, value: number | null | undefined) =>
  value == null ? intl.formatMessage(messages.none) : intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 0 });

/** Seconds as hours, or days from two days on (time periods are in seconds, 001 §3). */
function duration(intl: IntlShape, seconds: number | null | undefined): string {
  if (seconds == null) return intl.formatMessage(messages.none);
  const hours = seconds / 3600;
  return hours < 48
    ? intl.formatNumber(hours, { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 1 })
    : intl.formatNumber(hours / 24, { style: 'unit', unit: 'day', unitDisplay: 'long', maximumFractionDigits: 1 });
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>{children}</dd>
    </>
  );
}

/** The content of the user info popover, for places that show it inline. */
export function UserInfoCard({
  user,
  viewer,
  isPreferredSupplier = false,
  companyPlacements,
  profileHref,
  messageHref,
}: UserInfoCardProps) {
  const intl = useIntl();
  const name = nameOf(user);
  const show = userInfoVisibility(user, viewer, isPreferredSupplier);
  const since = user.creationDate ? formatDay(user.creationDate) : null;
  const place = [user.place?.city, user.place?.country?.label].filter(Boolean).join(', ');
  const calling = user.phoneCountry?.callingCode;
  const phone = user.phone ? (calling ? `${calling.startsWith('+') ? calling : `+${calling}`} ${user.phone}` : user.phone) : null;
  const stats = user.statistics;
  const summary = user.summaryStatistics;
  return (
    <div className={styles.card}>
      <div className={styles.header}>
        <Avatar name={name} src={user.avatar?.fullPath} size="large" isDecorative />
        <div className={styles.identity}>
          <Link href={profileHref}>{name}</Link>
          {show.subscription || show.psl ? (
            <div className={styles.badges}>
              {show.subscription ? <SubscriptionBadge subscription={show.subscription} /> : null}
              {show.psl ? <PslBadge /> : null}
            </div>
          ) : null}
          {since ? <span className={styles.since}>{formatMemberSince(intl, since)}</span> : null}
        </div>
      </div>
      <dl className={styles.list}>
        {user.organization?.name ? <Row term={intl.formatMessage(messages.company)}>{user.organization.name}</Row> : null}
        {user.position ? <Row term={intl.formatMessage(messages.position)}>{user.position}</Row> : null}
        {place ? <Row term={intl.formatMessage(messages.place)}>{place}</Row> : null}
        {show.phone && phone ? <Row term={intl.formatMessage(messages.phone)}>{phone}</Row> : null}
        <Row term={intl.formatMessage(messages.email)}>
          <Link href={`mailto:${user.username}`}>{user.username}</Link>
        </Row>
        {show.recruiterStatistics ? (
          <>
            <Row term={intl.formatMessage(messages.rating)}>
              <StarRating value={user.rating ?? -1} isReadOnly aria-label={intl.formatMessage(messages.rating)} size={14} />
            </Row>
            <Row term={intl.formatMessage(messages.interviewRatio)}>
              {formatInterviews(intl, percent(intl, stats?.interviewRatio), stats?.rollingOneYearStatistics?.interviewsCount ?? 0)}
            </Row>
            <Row term={intl.formatMessage(messages.satisfaction)}>
              {formatRatings(
                intl,
                percent(intl, stats?.customerSatisfaction),
                stats?.companyRatingCount ?? 0,
                stats?.employerRatingCount ?? 0,
              )}
            </Row>
          </>
        ) : null}
        {show.companyPlacements && companyPlacements != null ? (
          <Row term={intl.formatMessage(messages.companyPlacements)}>{intl.formatNumber(companyPlacements)}</Row>
        ) : null}
        {show.employerStatistics && summary ? (
          <>
            <Row term={intl.formatMessage(messages.jobPublished)}>{intl.formatNumber(summary.jobPublished)}</Row>
            <Row term={intl.formatMessage(messages.jobClosed)}>{intl.formatNumber(summary.jobClosed)}</Row>
            <Row term={intl.formatMessage(messages.avgRecruiterResponseTime)}>{duration(intl, summary.avgRecruiterResponseTime)}</Row>
            <Row term={intl.formatMessage(messages.avgCandidateResponseTime)}>{duration(intl, summary.avgCandidateResponseTime)}</Row>
            <Row term={intl.formatMessage(messages.avgTimeToInterview)}>{duration(intl, summary.avgTimeToInterview)}</Row>
            <Row term={intl.formatMessage(messages.candidateFeedbackRatio)}>
              {summary.candidateFeedbackRatio == null
                ? intl.formatMessage(messages.none)
                : intl.formatNumber(summary.candidateFeedbackRatio, { style: 'percent', maximumFractionDigits: 0 })}
            </Row>
          </>
        ) : null}
      </dl>
      {messageHref ? <Link href={messageHref}>{intl.formatMessage(messages.sendMessage)}</Link> : null}
    </div>
  );
}

/**
 * The user info popover (001 §2.6): avatar, name linking to the profile, subscription and PSL
 * badges, member since, company, position, place, phone, e-mail and a private-message link; rating
 * and statistics for search consultants, employer statistics for employers, company placements for
 * admins. An employer's phone is hidden from search consultants.
 */
export function UserInfoPopover({ trigger, ...props }: UserInfoPopoverProps) {
  const intl = useIntl();
  const name = nameOf(props.user);
  return (
    <Popover
      trigger={
        trigger ?? (
          <Button variant="ghost" size="small">
            {name}
          </Button>
        )
      }
      aria-label={formatAbout(intl, name)}
      placement="bottom start"
    >
      <UserInfoCard {...props} />
    </Popover>
  );
}
