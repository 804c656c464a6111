export { InterviewList, formatInterviewDate } from './InterviewList';
export type { InterviewItem, InterviewListProps } from './InterviewList';
