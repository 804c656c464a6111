export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { CheckboxGroup } from './CheckboxGroup';
export type { CheckboxGroupProps } from './CheckboxGroup';
export {
  row as choiceRowStyle,
  box as choiceBoxStyle,
  group as choiceGroupStyle,
  options as choiceOptionsStyle,
  optionsInline as choiceOptionsInlineStyle,
} from './Checkbox.css';
