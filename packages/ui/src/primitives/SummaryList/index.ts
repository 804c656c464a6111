export { SummaryList, summaryListColumns } from './SummaryList';
export type { SummaryListProps, SummaryItem } from './SummaryList';
