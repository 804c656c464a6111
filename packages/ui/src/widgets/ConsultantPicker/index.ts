export { ConsultantPicker, initialConsultantFilters } from './ConsultantPicker';
export type {
  ConsultantPickerProps,
  ConsultantFilters,
  ConsultantPage,
  ConsultantLoader,
  ConsultantReferenceLists,
} from './ConsultantPicker';
