export { Checkbox, CheckboxGroup } from './Checkbox';
export type { CheckboxProps, CheckboxGroupProps } from './Checkbox';
export {
  row as choiceRowStyle,
  box as choiceBoxStyle,
  group as choiceGroupStyle,
  options as choiceOptionsStyle,
  optionsInline as choiceOptionsInlineStyle,
} from './Checkbox.css';
