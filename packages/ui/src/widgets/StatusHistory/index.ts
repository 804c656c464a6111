export { StatusHistory } from './StatusHistory';
export type { StatusHistoryEntry, StatusHistoryProps } from './StatusHistory';
