export { VacancyFilters, emptyVacancyFilters } from './VacancyFilters';
export type { VacancyFilterOption, VacancyFilterOptions, VacancyFilterValues, VacancyFiltersProps } from './VacancyFilters';
