export { VacancyStatusCounts, vacancyCountStatuses } from './VacancyStatusCounts';
export type { VacancyStatusCountsProps } from './VacancyStatusCounts';
