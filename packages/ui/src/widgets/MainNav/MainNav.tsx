import { useId, useState } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { visuallyHidden } from '../../primitives/Field';
import { Icon } from '../../primitives/Icon';
import * as styles from './MainNav.css';
import { messages } from './MainNav.messages';

/** One entry of the main navigation. */
export interface MainNavItem {
  /** A stable key, compared with `currentId`. */
  id: string;
  /** The visible label (the caller's catalogue). */
  label: string;
  /** Where it leads; navigates client-side through the app's router provider. */
  href: string;
  /** A number shown after the label (unread messages), hidden when 0 or absent. @default undefined */
  count?: number;
  /**
   * What the count counts, read after it by screen readers only ("unread": the link's name becomes
   * "Messages 2 unread"). @default undefined
   */
  countLabel?: string;
}

export interface MainNavProps {
  /** Accessible name of the `nav` landmark, e.g. "Main navigation". */
  'aria-label': string;
  /** The entries, in order; the caller decides which the user may see. */
  items: readonly MainNavItem[];
  /** The entry of the current page: marked with `aria-current="page"`. @default null */
  currentId?: string | null;
}

/**
 * The main navigation of the dashboard's top bar (DESIGN.md "Layout"): a `nav` landmark with one
 * link per entry, the current page marked with `aria-current="page"` and a bar under it. On narrow
 * screens (below the tablet breakpoint) the entries fold behind a "Menu" button (`aria-expanded`)
 * and open as a stacked list; choosing an entry closes it. An entry may show a count (unread
 * messages) after its label, with what it counts in its accessible name. Which entries a user sees is the app's
 * decision (permissions), not this widget's.
 */
export function MainNav({ 'aria-label': label, items, currentId = null }: MainNavProps) {
  const intl = useIntl();
  const listId = useId();
  const [isOpen, setOpen] = useState(false);
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      <span className={styles.toggle}>
        <Button
          size="small"
          variant="ghost"
          aria-expanded={isOpen}
          aria-controls={listId}
          icon={<Icon name={isOpen ? 'close' : 'chevronDown'} size={16} />}
          onPress={() => setOpen((open) => !open)}
        >
          {intl.formatMessage(messages.menu)}
        </Button>
      </span>
      <ul id={listId} className={styles.list} data-open={isOpen || undefined}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <AriaLink
              href={item.href}
              className={styles.link}
              aria-current={item.id === currentId ? 'page' : undefined}
              onPress={() => setOpen(false)}
            >
              {item.label}
              {item.count ? (
                <>
                  {' '}
                  <span className={styles.count}>
                    <Badge tone="brand" weight="strong">
                      {item.count > 99
                        ? intl.formatMessage(messages.countOver as MessageDescriptor, { max: 99 })
                        : intl.formatNumber(item.count)}
                    </Badge>
                  </span>
                  {item.countLabel ? <span style={visuallyHidden}> {item.countLabel}</span> : null}
                </>
              ) : null}
            </AriaLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
