import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  children: ReactNode;
  /** A heading; the card becomes a region named by it. @default undefined */
  title?: ReactNode;
  /** Heading level of the title. @default 2 */
  titleLevel?: 2 | 3 | 4;
  /** Actions at the right of the header. @default undefined */
  actions?: ReactNode;
}

/** A white surface grouping related content, with an optional titled header. */
export function Card({ children, title, titleLevel = 2, actions }: CardProps) {
  const id = useId();
  const Heading = `h${titleLevel}` as const;
  return (
    <section className={styles.card} aria-labelledby={title ? id : undefined}>
      {title || actions ? (
        <header className={styles.header}>
          {title ? (
            <Heading id={id} className={styles.title}>
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {actions}
        </header>
      ) : null}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
