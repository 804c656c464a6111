export { VacancyForm } from './VacancyForm';
export type { VacancyFormProps, VacancyFormLists, VacancyFormIntent } from './VacancyForm';
export { emptyVacancyFormValues, vacancyFeeKinds, vacancyCustomTermsChoices, vacancyFormInput } from './VacancyForm.values';
export type { VacancyFormValues, VacancyFeeKind, VacancyCustomTermsChoice } from './VacancyForm.values';
