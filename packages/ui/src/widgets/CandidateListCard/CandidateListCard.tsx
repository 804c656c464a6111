import type { CandidateListStatus } from '@mandate/domain';
import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Badge, type BadgeTone } from '../../primitives/Badge';
import { Button, type ButtonVariant } from '../../primitives/Button';
import { SummaryList } from '../../primitives/SummaryList';
import { Heading } from '../../primitives/Text';
import { formatDay, plainText } from '../ConsultantRow/plainText';
import * as styles from './CandidateListCard.css';
import { messages } from './CandidateListCard.messages';

/** One action on a candidate list, as the caller's list of allowed actions names it. */
export interface CandidateListCardAction {
  /** Passed to `onAction` when pressed. */
  id: string;
  /** The button's text. */
  label: string;
  /** `critical` for actions that end the list (reject, withdraw), `primary` for the main step. @default 'neutral' */
  tone?: 'neutral' | 'critical' | 'primary';
}

/** One document attached to the list. */
export interface CandidateListDocument {
  id: string | number;
  /** Its name as shown, e.g. "Longlist.pdf" or "Document 1". */
  name: string;
}

export interface CandidateListCardProps {
  /** The list's title: the card's name. */
  title: string;
  /** Its status (the candidate-list machine's). */
  status: CandidateListStatus;
  /** The consultant who submitted it. */
  consultantName: string;
  /** Their agency. @default none */
  agencyName?: string | null;
  /** When it was submitted (ISO date-time). @default not shown */
  submitted?: string | null;
  /** When it reached its status (ISO date-time). @default not shown */
  statusSince?: string | null;
  /** The research milestone reached, already in words (a completed list). @default none */
  milestone?: string | null;
  /** The consultant's comment, plain text or the editor's HTML (shown as plain text). @default none */
  comment?: string | null;
  /** The documents attached; each is a download button. @default none */
  documents?: readonly CandidateListDocument[];
  /** Called with a document's id when its button is pressed. */
  onDownload?: (id: CandidateListDocument['id']) => void;
  /** The employer's feedback: the text (plain or HTML), the assessment level in words, when. @default none */
  feedback?: { text: string; level?: string | null; at?: string | null } | null;
  /** The actions the viewer may take now (the server's answer), in order. @default none */
  actions?: readonly CandidateListCardAction[];
  /** Called with the pressed action's id. */
  onAction?: (id: string) => void;
  /** What goes below (the list's log). @default none */
  children?: ReactNode;
  /** The level of the title in the page's outline. @default 3 */
  headingLevel?: 2 | 3;
}

const statusLabel: Record<CandidateListStatus, MessageDescriptor> = {
  submitted: messages.statusSubmitted,
  completed: messages.statusCompleted,
  rejected: messages.statusRejected,
  withdrawn: messages.statusWithdrawn,
};
const statusTone: Record<CandidateListStatus, BadgeTone> = {
  submitted: 'info',
  completed: 'positive',
  rejected: 'critical',
  withdrawn: 'neutral',
};
const variantOf: Record<NonNullable<CandidateListCardAction['tone']>, ButtonVariant> = {
  neutral: 'secondary',
  critical: 'critical',
  primary: 'primary',
};

/** A candidate list's status as a badge (its label from this widget's catalogue). */
export function CandidateListStatusBadge({ status }: { status: CandidateListStatus }) {
  const intl = useIntl();
  return <Badge tone={statusTone[status]}>{intl.formatMessage(statusLabel[status])}</Badge>;
}

/** The list the candidate-list cards go in. */
export function CandidateListList({ children, 'aria-label': label }: { children: ReactNode; 'aria-label': string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * A candidate list (a submission of a retained search, 000 §2–§5) on the vacancy page: its title,
 * the consultant and agency, its status as a badge, the days submitted and of the last change, the
 * milestone its research was completed with, the comment, the attached documents (download
 * buttons), the employer's feedback, the buttons of what the viewer may do now, and what the caller
 * puts below (the log). Presentational: the actions are the server's answer, never decided here.
 * A list item: put cards in a {@link CandidateListList}.
 */
export function CandidateListCard({
  title,
  status,
  consultantName,
  agencyName,
  submitted,
  statusSince,
  milestone,
  comment,
  documents = [],
  onDownload,
  feedback,
  actions = [],
  onAction,
  children,
  headingLevel = 3,
}: CandidateListCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const documentsId = useId();
  const feedbackId = useId();
  const format = (message: MessageDescriptor, values: Record<string, string | number>) => intl.formatMessage(message, values);
  const commentText = plainText(comment);
  const feedbackText = feedback ? plainText(feedback.text) : '';
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div className={styles.who}>
          <Heading level={headingLevel} size={4} id={titleId}>
            <span className={styles.title}>{title}</span>
          </Heading>
          <span className={styles.secondary}>
            {format(messages.submittedBy, { name: [consultantName, agencyName].filter(Boolean).join(' · ') })}
          </span>
        </div>
        <CandidateListStatusBadge status={status} />
      </div>
      <SummaryList
        aria-label={format(messages.facts, { title })}
        items={[
          { id: 'submitted', label: intl.formatMessage(messages.submittedOn), value: submitted ? formatDay(intl, submitted) : null },
          { id: 'since', label: intl.formatMessage(messages.statusSince), value: statusSince ? formatDay(intl, statusSince) : null },
          ...(milestone || status === 'completed'
            ? [{ id: 'milestone', label: intl.formatMessage(messages.milestone), value: milestone }]
            : []),
          ...(commentText ? [{ id: 'comment', label: intl.formatMessage(messages.comment), value: commentText }] : []),
        ]}
      />
      <div className={styles.section} role="group" aria-labelledby={documentsId}>
        <Heading level={(headingLevel + 1) as 3 | 4} size={4} id={documentsId}>
          {intl.formatMessage(messages.documents)}
        </Heading>
        {documents.length > 0 ? (
          <ul className={styles.documents} aria-labelledby={documentsId}>
            {documents.map((document) => (
              <li key={document.id}>
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={format(messages.download, { name: document.name })}
                  onPress={() => onDownload?.(document.id)}
                >
                  {document.name}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.secondary}>{intl.formatMessage(messages.noDocuments)}</p>
        )}
      </div>
      {feedback ? (
        <div className={styles.section} role="group" aria-labelledby={feedbackId}>
          <Heading level={(headingLevel + 1) as 3 | 4} size={4} id={feedbackId}>
            {intl.formatMessage(messages.feedback)}
          </Heading>
          <p className={styles.text}>{feedbackText}</p>
          {feedback.level || feedback.at ? (
            <span className={styles.secondary}>
              {[feedback.level, feedback.at ? format(messages.feedbackOn, { date: formatDay(intl, feedback.at) }) : null]
                .filter(Boolean)
                .join(' · ')}
            </span>
          ) : null}
        </div>
      ) : null}
      {actions.length > 0 ? (
        <div className={styles.actions} role="group" aria-label={format(messages.actions, { title })}>
          {actions.map((action) => (
            <Button key={action.id} size="small" variant={variantOf[action.tone ?? 'neutral']} onPress={() => onAction?.(action.id)}>
              {action.label}
            </Button>
          ))}
        </div>
      ) : null}
      {children}
    </li>
  );
}
