export { FormDialog, formDialogSizes } from './FormDialog';
export type { FormDialogCallbacks, FormDialogProps, FormDialogSize } from './FormDialog';
export { useSchemaForm, focusFirstInvalid } from './useSchemaForm';
export type { SchemaForm, SchemaFormOptions, FieldBinding, CheckboxBinding, SelectBinding, FormValues } from './useSchemaForm';
export { FormRefusal, isFormRefusal } from './FormRefusal';
export type { FormRefusalInit } from './FormRefusal';
