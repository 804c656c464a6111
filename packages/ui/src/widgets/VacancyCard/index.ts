export { VacancyCard, VacancyCardList, VacancyCardSkeleton } from './VacancyCard';
export type { VacancyCardProps } from './VacancyCard';
