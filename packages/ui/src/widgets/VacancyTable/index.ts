export { VacancyTable, vacancyTableVariants } from './VacancyTable';
export type { VacancySort, VacancySortField, VacancyTableProps, VacancyTableRow, VacancyTableVariant } from './VacancyTable';
