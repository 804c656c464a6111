import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key, type TabsProps as AriaTabsProps } from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabItem {
  id: Key;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style' | 'children'> {
  /** Accessible name of the tab list. */
  'aria-label': string;
  items: readonly TabItem[];
}

/** Views of one record side by side (details, consultants, candidates); arrow keys move between tabs. */
export function Tabs({ items, 'aria-label': ariaLabel, ...props }: TabsProps) {
  const disabledKeys = items.filter((i) => i.isDisabled).map((i) => i.id);
  return (
    <AriaTabs {...props} disabledKeys={disabledKeys} className={styles.tabs}>
      <TabList aria-label={ariaLabel} className={styles.list}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
