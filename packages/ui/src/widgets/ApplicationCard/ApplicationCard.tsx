import type { ApplicationStatus as Status } from '@mandate/domain';
import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, type ButtonVariant } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { visuallyHidden } from '../../primitives/Field';
import { SkeletonText } from '../../primitives/Skeleton';
import { ApplicationStatus } from '../ApplicationStatus';
import { formatDay } from '../ConsultantRow/plainText';
import * as styles from './ApplicationCard.css';
import { messages } from './ApplicationCard.messages';

/** One action of an application, as the caller's list of allowed actions names it. */
export interface ApplicationCardAction {
  /** Passed to `onAction` when pressed. */
  id: string;
  /** The button's text. */
  label: string;
  /** `critical` for actions that end the candidate's run (reject, withdraw). @default 'neutral' */
  tone?: 'neutral' | 'critical' | 'primary';
}

export interface ApplicationCardProps {
  /** The candidate's full name: the card's name. */
  candidateName: string;
  /** The search consultant who submitted the candidate. */
  consultantName: string;
  /** Their agency. @default none */
  agencyName?: string | null;
  /** The application's status (001 §4.3): its label and progress. */
  status: Status;
  /** When the status was reached (ISO date-time). @default not shown */
  since?: string | null;
  /** When the candidate was submitted (ISO date-time). @default not shown */
  submitted?: string | null;
  /** The interviews held or planned. @default not shown */
  interviews?: number;
  /** Whether the details (actions, placement, log) show. */
  isExpanded?: boolean;
  /** Called when the Details button is pressed. */
  onExpandedChange?: (isExpanded: boolean) => void;
  /** While the details load: a placeholder instead of actions and content. @default false */
  isLoadingDetails?: boolean;
  /** The actions the viewer may take now (the server's answer), in order; shown in the details. @default none */
  actions?: readonly ApplicationCardAction[];
  /** Called with the pressed action's id. */
  onAction?: (id: string) => void;
  /** The details below the actions (placement, log), shown while expanded. @default none */
  children?: ReactNode;
  /**
   * A checkbox before the name selects the application for a bulk action; `label` is its accessible
   * name ("Select Sophie Weber"). @default no checkbox
   */
  selection?: { isSelected: boolean; onChange: (isSelected: boolean) => void; label: string };
}

/** The list a page's application cards go in. */
export function ApplicationList({ children, 'aria-label': label }: { children: ReactNode; 'aria-label': string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

const variantOf: Record<NonNullable<ApplicationCardAction['tone']>, ButtonVariant> = {
  neutral: 'secondary',
  critical: 'critical',
  primary: 'primary',
};

/**
 * An application on a vacancy (the vacancy page's pipeline): the candidate's name, who submitted
 * them, the status with its label and progress (001 §4.3) and since when, the day submitted and the
 * interviews; a Details button opens the actions the viewer may take now and what the caller puts
 * below them (the placement, the log). The card never decides which actions are allowed: pass the
 * server's answer. A list item: put cards in an {@link ApplicationList}.
 */
export function ApplicationCard({
  candidateName,
  consultantName,
  agencyName,
  status,
  since,
  submitted,
  interviews,
  isExpanded = false,
  onExpandedChange,
  isLoadingDetails = false,
  actions = [],
  onAction,
  children,
  selection,
}: ApplicationCardProps) {
  const intl = useIntl();
  const nameId = useId();
  const detailsId = useId();
  const format = (message: MessageDescriptor, values: Record<string, string | number>) => intl.formatMessage(message, values);
  return (
    <li className={styles.card} aria-labelledby={nameId}>
      <div className={styles.head}>
        {selection ? (
          <Checkbox isSelected={selection.isSelected} onChange={selection.onChange}>
            <span style={visuallyHidden}>{selection.label}</span>
          </Checkbox>
        ) : null}
        <div className={styles.who}>
          <span id={nameId} className={styles.name}>
            {candidateName}
          </span>
          <span className={styles.secondary}>
            {format(messages.submittedBy, { name: [consultantName, agencyName].filter(Boolean).join(' · ') })}
          </span>
          <span className={styles.line}>
            {submitted ? (
              <span className={styles.secondary}>{format(messages.submittedOn, { date: formatDay(intl, submitted) })}</span>
            ) : null}
            {interviews ? <span className={styles.secondary}>{format(messages.interviews, { count: interviews })}</span> : null}
          </span>
        </div>
        <div className={styles.state}>
          <ApplicationStatus status={status} />
          {since ? <span className={styles.secondary}>{format(messages.since, { date: formatDay(intl, since) })}</span> : null}
        </div>
        <Button
          size="small"
          variant="ghost"
          aria-expanded={isExpanded}
          aria-controls={isExpanded ? detailsId : undefined}
          aria-label={format(messages.showDetailsFor, { name: candidateName })}
          onPress={() => onExpandedChange?.(!isExpanded)}
        >
          {intl.formatMessage(messages.showDetails)}
        </Button>
      </div>
      {isExpanded ? (
        <section id={detailsId} className={styles.details} aria-label={format(messages.details, { name: candidateName })}>
          {isLoadingDetails ? (
            <div role="status" aria-busy="true" aria-label={intl.formatMessage(messages.loadingDetails)}>
              <SkeletonText lines={3} />
            </div>
          ) : (
            <>
              {actions.length > 0 ? (
                <div className={styles.actions} role="group" aria-label={format(messages.actions, { name: candidateName })}>
                  {actions.map((action) => (
                    <Button
                      key={action.id}
                      size="small"
                      variant={variantOf[action.tone ?? 'neutral']}
                      onPress={() => onAction?.(action.id)}
                    >
                      {action.label}
                    </Button>
                  ))}
                </div>
              ) : (
                <span className={styles.secondary}>{intl.formatMessage(messages.noActions)}</span>
              )}
              {children}
            </>
          )}
        </section>
      ) : null}
    </li>
  );
}
