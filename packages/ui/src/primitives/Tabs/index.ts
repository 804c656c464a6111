export { Tabs } from './Tabs';
export type { TabsProps, TabItem, TabKey } from './Tabs';
