import type { TaskKind } from '@mandate/domain';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { InlineAlert } from '../../primitives/InlineAlert';
import { Link } from '../../primitives/Link';
import { SkeletonText } from '../../primitives/Skeleton';
import * as styles from './TaskList.css';
import { messages } from './TaskList.messages';

/** A task as the list shows it (the server's `POST /task/list` item, with its link). */
export interface TaskListItem {
  id: number;
  kind: TaskKind;
  /** The assignee's own title; null: what the kind asks for. */
  title: string | null;
  /** Whom it is about: the consultant or the candidate. */
  about: string | null;
  /** The vacancy's title. */
  jobTitle: string;
  /** Where the action is taken: the vacancy's page at the consultants or the applications. */
  href: string;
  /** `YYYY-MM-DD`, or null. */
  dueDate: string | null;
  note?: string | null;
}

export interface TaskListProps {
  tasks: readonly TaskListItem[];
  /** Mark as done pressed. */
  onComplete?: (id: number) => void;
  /** Edit pressed (the screen opens the TaskDialog): without it, no Edit action. */
  onEdit?: (id: number) => void;
  /** The task being completed: its button shows progress. @default null */
  completingId?: number | null;
  /** While the tasks load. @default false */
  isLoading?: boolean;
  /** Loading failed: the server's message (or true for the general one); Try again calls `onRetry`. @default null */
  error?: string | boolean | null;
  onRetry?: () => void;
  /** Today (`YYYY-MM-DD`), to mark overdue tasks. @default the browser's day */
  today?: string;
  /** The list's accessible name. @default "Tasks" */
  'aria-label'?: string;
}

const kindMessages: Record<TaskKind, MessageDescriptor> = {
  'approve-recruiter': messages.approveRecruiter,
  'review-application': messages.reviewApplication,
  'answer-offer': messages.answerOffer,
};

/** What a task asks, in the reader's language: its own title, or what its kind asks for. */
export function taskText(intl: IntlShape, task: Pick<TaskListItem, 'kind' | 'title' | 'about'>): string {
  if (task.title) return task.title;
  return intl.formatMessage(kindMessages[task.kind], { about: task.about ?? intl.formatMessage(messages.someone) });
}

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A `YYYY-MM-DD` day as the locale writes it, without shifting it by the time zone. */
function formatDay(intl: IntlShape, day: string): string {
  return intl.formatDate(`${day}T12:00:00`, { day: 'numeric', month: 'short', year: 'numeric' });
}

/**
 * The user's open tasks (001 §4.4, §7.8; issue 17 point 7): what to do, linking to the record where
 * it is done, the vacancy, the due date (overdue marked) and the note; Edit and Mark as done on each. Shows
 * skeletons while loading, the failure with Try again, and an empty state. Presentational.
 */
export function TaskList({
  tasks,
  onComplete,
  onEdit,
  completingId = null,
  isLoading = false,
  error = null,
  onRetry,
  today = localDay(new Date()),
  'aria-label': ariaLabel,
}: TaskListProps) {
  const intl = useIntl();
  if (error) {
    return (
      <InlineAlert
        tone="critical"
        action={
          onRetry ? (
            <Button size="small" variant="secondary" onPress={onRetry}>
              {intl.formatMessage(messages.retry)}
            </Button>
          ) : undefined
        }
      >
        {typeof error === 'string' ? error : intl.formatMessage(messages.failed)}
      </InlineAlert>
    );
  }
  if (isLoading) {
    return (
      <div role="status" aria-busy="true" aria-label={intl.formatMessage(messages.loading)}>
        <SkeletonText lines={3} />
      </div>
    );
  }
  if (tasks.length === 0) {
    return <EmptyState title={intl.formatMessage(messages.empty)} description={intl.formatMessage(messages.emptyHint)} />;
  }
  return (
    <ul className={styles.list} aria-label={ariaLabel ?? intl.formatMessage(messages.label)}>
      {tasks.map((task) => {
        const text = taskText(intl, task);
        const overdue = task.dueDate !== null && task.dueDate < today;
        return (
          <li key={task.id} className={styles.item} aria-label={text}>
            <div className={styles.body}>
              <Link href={task.href}>
                <span className={styles.what}>{text}</span>
              </Link>
              <span className={styles.meta}>
                <span>{intl.formatMessage(messages.vacancy as MessageDescriptor, { title: task.jobTitle })}</span>
                {task.dueDate ? (
                  <span>{intl.formatMessage(messages.due as MessageDescriptor, { date: formatDay(intl, task.dueDate) })}</span>
                ) : null}
                {overdue ? <Badge tone="critical">{intl.formatMessage(messages.overdue)}</Badge> : null}
              </span>
              {task.note ? <span className={styles.note}>{task.note}</span> : null}
            </div>
            {onEdit || onComplete ? (
              <div className={styles.actions}>
                {onEdit ? (
                  <Button
                    size="small"
                    variant="ghost"
                    aria-label={intl.formatMessage(messages.editFor as MessageDescriptor, { task: text })}
                    onPress={() => onEdit(task.id)}
                  >
                    {intl.formatMessage(messages.edit)}
                  </Button>
                ) : null}
                {onComplete ? (
                  <Button
                    size="small"
                    variant="secondary"
                    isPending={completingId === task.id}
                    aria-label={intl.formatMessage(messages.completeFor as MessageDescriptor, { task: text })}
                    onPress={() => onComplete(task.id)}
                  >
                    {intl.formatMessage(messages.complete)}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
