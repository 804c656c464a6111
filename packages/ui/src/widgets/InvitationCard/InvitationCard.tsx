import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { formatDay, plainText } from '../ConsultantRow/plainText';
import * as styles from './InvitationCard.css';
import { messages } from './InvitationCard.messages';

export interface InvitationCardProps {
  /** The vacancy's title, the card's name. */
  title: string;
  /** The vacancy page, linked from the title. @default no link */
  href?: string;
  /** The inviting company. @default none */
  organization?: string | null;
  /** Where the job is. @default none */
  place?: string | null;
  /** When the invitation was sent (ISO date-time). @default not shown */
  invitedAt?: string | null;
  /** Who sent it. @default not shown */
  invitedBy?: string | null;
  /** The invitation text as the server stores it (rich-text HTML); shown as three lines of plain text. @default none */
  message?: string | null;
  /** Accept was pressed (the caller opens the cover-letter dialog). */
  onAccept: () => void;
  /** Decline was pressed (the caller opens the decline dialog). */
  onDecline: () => void;
  /** While an answer is being sent: both buttons disabled. @default false */
  isDisabled?: boolean;
}

/** The list invitation cards go in. */
export function InvitationList({ children, 'aria-label': label }: { children: ReactNode; 'aria-label': string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * An open invitation of a search consultant to work on a vacancy (the consultant's home): the
 * vacancy linking to its page, the company and place, when and by whom it was sent, three lines of
 * the invitation text, and Accept (the one primary action) and Decline. The card only reports the
 * press: the caller opens `ApplyToVacancyDialog` or `DeclineInvitationDialog`, and the server
 * decides. A list item: put cards in an {@link InvitationList}.
 */
export function InvitationCard({
  title,
  href,
  organization,
  place,
  invitedAt,
  invitedBy,
  message,
  onAccept,
  onDecline,
  isDisabled = false,
}: InvitationCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const text = plainText(message);
  const facts = [organization, place].filter((fact): fact is string => Boolean(fact));
  const when = [
    invitedAt ? intl.formatMessage(messages.invited as MessageDescriptor, { date: formatDay(intl, invitedAt) }) : null,
    invitedBy ? intl.formatMessage(messages.invitedBy as MessageDescriptor, { name: invitedBy }) : null,
  ].filter((part): part is string => Boolean(part));
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.main}>
        <span id={titleId} className={styles.title}>
          {href ? <Link href={href}>{title}</Link> : title}
        </span>
        {facts.length > 0 ? <span className={styles.secondary}>{facts.join(' · ')}</span> : null}
        {when.length > 0 ? <span className={styles.secondary}>{when.join(' ')}</span> : null}
        {text ? <p className={styles.message}>{text}</p> : null}
      </div>
      <div className={styles.actions} role="group" aria-label={intl.formatMessage(messages.actions as MessageDescriptor, { title })}>
        <Button size="small" onPress={onAccept} isDisabled={isDisabled}>
          {intl.formatMessage(messages.accept)}
        </Button>
        <Button size="small" variant="secondary" onPress={onDecline} isDisabled={isDisabled}>
          {intl.formatMessage(messages.decline)}
        </Button>
      </div>
    </li>
  );
}
