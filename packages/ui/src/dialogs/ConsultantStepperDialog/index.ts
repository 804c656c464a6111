export { ConsultantStepperDialog } from './ConsultantStepperDialog';
export type {
  ConsultantStepperCommonProps,
  ConsultantStepperDialogProps,
  ConsultantStepperValues,
  TemplateField,
  TemplateLoader,
  TemplateText,
} from './ConsultantStepperDialog';
export type { ConsultantSelectionOptions } from './ConsultantSelection';
export type { RenderedPreview } from './TemplatePreview';
