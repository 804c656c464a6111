export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export { toCalendarDate, fromCalendarDate, toLocalMidnight, localDateOf } from './localDate';
