import type { CandidateStatus } from '@mandate/domain';
import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Badge } from '../../primitives/Badge';
import { Link } from '../../primitives/Link';
import { Menu, type MenuAction } from '../../primitives/Menu';
import { CandidateStatusBadge } from '../CandidateSummary';
import * as styles from './CandidateRow.css';
import { counted, messages } from './CandidateRow.messages';

export interface CandidateRowProps {
  /** The candidate's full name, linked to its page. */
  name: string;
  /** The candidate's page. */
  href: string;
  status: CandidateStatus;
  /** Current position. @default none */
  position?: string | null;
  /** City and country. @default none */
  place?: string | null;
  /** @default none */
  email?: string | null;
  /** Whether the data-privacy consent is recorded. */
  hasConsent: boolean;
  /** Its applications still running. @default not shown */
  runningApplications?: number;
  /** The actions of its menu as the server allows them (disabled ones with the reason). @default none */
  actions?: readonly MenuAction[];
  /** Called with the chosen action's id. */
  onAction?: (id: string) => void;
}

/** The list the rows go in (a `ul` with a divider between rows). */
export function CandidateList({ children, 'aria-label': label }: { children: ReactNode; 'aria-label': string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * A candidate in "My candidates": the name linking to its page, position, place and e-mail, the
 * status, whether the consent is recorded, its running applications, and an Actions menu of what the
 * server allows now (edit, consent, clone, delete; refused ones disabled with the reason). A list
 * item: put rows in a {@link CandidateList}.
 */
export function CandidateRow({
  name,
  href,
  status,
  position,
  place,
  email,
  hasConsent,
  runningApplications,
  actions = [],
  onAction,
}: CandidateRowProps) {
  const intl = useIntl();
  const nameId = useId();
  const details = [position, place, email].filter(Boolean).join(' · ');
  return (
    <li className={styles.row} aria-labelledby={nameId}>
      <div className={styles.main}>
        <span id={nameId} className={styles.name}>
          <Link href={href}>{name}</Link>
        </span>
        {details ? <span className={styles.secondary}>{details}</span> : null}
        <div className={styles.line}>
          <CandidateStatusBadge status={status} />
          <Badge tone={hasConsent ? 'info' : 'caution'}>{intl.formatMessage(hasConsent ? messages.consent : messages.noConsent)}</Badge>
          {runningApplications !== undefined ? (
            <span className={styles.secondary}>
              {intl.formatMessage(counted.running as MessageDescriptor, { count: runningApplications })}
            </span>
          ) : null}
        </div>
      </div>
      {actions.length > 0 ? (
        <div className={styles.actions}>
          <Menu label={intl.formatMessage(messages.actions)} size="small" items={actions} {...(onAction ? { onAction } : {})} />
        </div>
      ) : null}
    </li>
  );
}
