import { useId, type ReactNode, type Ref } from 'react';
import { Icon } from '../Icon';
import { Link } from '../Link';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The title, rendered as the page's only h1. */
  title: ReactNode;
  /** e.g. a JobStatusBadge, shown beside the title. @default undefined */
  status?: ReactNode;
  /**
   * A back link: `{ href, label }` rendered with the ui Link primitive (client-side navigation
   * through RAC's RouterProvider in the app). @default undefined
   */
  back?: { href: string; label: string };
  /** One line of key facts (reference, owner, dates), shown in secondary text with a dot between them. @default undefined */
  facts?: readonly ReactNode[];
  /** The one primary action (a Button); shown last, at the end of the line on wide screens. @default undefined */
  primaryAction?: ReactNode;
  /** The secondary actions, e.g. `<Menu label="Actions" …/>`; shown before the primary action. @default undefined */
  actions?: ReactNode;
  /** A ref to the h1, so the app can focus it after a route change (DESIGN.md "Route changes"). @default undefined */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The h1's id (e.g. for `aria-labelledby` or `document.getElementById(…).focus()`). @default a generated id */
  headingId?: string;
}

/**
 * The header of a dashboard screen (DESIGN.md "Screen anatomy"): a back link, the title as the only
 * `h1` with the status badge beside it, one line of key facts, the secondary actions and the one
 * primary action. The h1 has `tabIndex={-1}`: the app moves focus to it on a route change (via
 * `headingRef` or `headingId`) and it shows no focus ring then; it is not a tab stop.
 *
 * Narrower than the tablet breakpoint (the header's own width) the actions go below the title.
 */
export function PageHeader({ title, status, back, facts, primaryAction, actions, headingRef, headingId }: PageHeaderProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  const shownFacts = facts?.filter((fact) => fact !== null && fact !== undefined && fact !== false && fact !== '') ?? [];
  return (
    <header className={styles.root}>
      {back ? (
        <div className={styles.back}>
          <Link href={back.href}>
            <Icon name="chevronLeft" size={12} />
            {back.label}
          </Link>
        </div>
      ) : null}
      <div className={styles.main}>
        <div className={styles.titleBlock}>
          <div className={styles.titleRow}>
            <h1 ref={headingRef} id={id} tabIndex={-1} className={styles.title}>
              {title}
            </h1>
            {status ? <div className={styles.status}>{status}</div> : null}
          </div>
          {shownFacts.length > 0 ? (
            <div className={styles.factsFrame}>
              {/* role="list": Safari drops the list role of a list without bullets. */}
              <ul role="list" className={styles.facts}>
                {shownFacts.map((fact, index) => (
                  <li key={index} className={styles.fact}>
                    {fact}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        {actions || primaryAction ? (
          <div className={styles.actions}>
            {actions}
            {primaryAction}
          </div>
        ) : null}
      </div>
    </header>
  );
}
