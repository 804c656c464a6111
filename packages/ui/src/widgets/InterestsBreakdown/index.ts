export { InterestsBreakdown } from './InterestsBreakdown';
export type { InterestsBreakdownProps } from './InterestsBreakdown';
