import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is empty, e.g. "No candidates yet". */
  title: ReactNode;
  /** Why, or what to do. @default undefined */
  description?: ReactNode;
  /** The next step (a Button). @default undefined */
  action?: ReactNode;
  /** Heading level of the title. @default 3 */
  titleLevel?: 2 | 3 | 4;
}

/** Says that a list or area is empty and what to do next. */
export function EmptyState({ title, description, action, titleLevel = 3 }: EmptyStateProps) {
  const Heading = `h${titleLevel}` as const;
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>
        <Icon name="inbox" size={32} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
