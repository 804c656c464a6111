export { VacancyStatistics } from './VacancyStatistics';
export type { VacancyStatisticsProps, VacancyStatisticsValues } from './VacancyStatistics';
