export { CandidateForm, candidateInput, employedChoices } from './CandidateForm';
export type { CandidateFormProps, CandidateFormValues, EmployedChoice } from './CandidateForm';
