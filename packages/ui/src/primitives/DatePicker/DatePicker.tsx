import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import { useIntl } from 'react-intl';
import { FieldHelp, FieldLabel, fieldStyles, type FieldProps } from '../Field';
import * as styles from './DatePicker.css';
import { messages } from './DatePicker.messages';
import { fromCalendarDate, toCalendarDate } from './localDate';

type Omitted = 'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'placeholderValue';

export interface DatePickerProps extends Omit<AriaDatePickerProps<CalendarDate>, Omitted>, FieldProps {
  /** The chosen day as 'YYYY-MM-DD' (a local date, never shifted by time zones), or null. @default undefined */
  value?: string | null;
  /** Initial day when uncontrolled. @default undefined */
  defaultValue?: string | null;
  /** Called with 'YYYY-MM-DD' or null. @default undefined */
  onChange?: (value: string | null) => void;
  /** Earliest allowed day, 'YYYY-MM-DD'. @default undefined */
  minValue?: string;
  /** Latest allowed day, 'YYYY-MM-DD' (e.g. today for an offer date). @default undefined */
  maxValue?: string;
  /** The month the calendar opens on while empty, 'YYYY-MM-DD'. @default today */
  placeholderValue?: string;
  /** Two-digit day and month, so German reads dd.MM.yyyy (15.03.2026) and English dd/MM/yyyy. @default true */
  shouldForceLeadingZeros?: boolean;
}

/** A calendar day typed segment by segment or picked from a calendar; dates show as the language writes them. */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  placeholderValue,
  shouldForceLeadingZeros = true,
  ...props
}: DatePickerProps) {
  const intl = useIntl();
  const controlled = value !== undefined ? { value: toCalendarDate(value) } : {};
  const initial = defaultValue !== undefined ? { defaultValue: toCalendarDate(defaultValue) } : {};
  return (
    <AriaDatePicker<CalendarDate>
      {...props}
      {...controlled}
      {...initial}
      shouldForceLeadingZeros={shouldForceLeadingZeros}
      minValue={toCalendarDate(minValue) ?? undefined}
      maxValue={toCalendarDate(maxValue) ?? undefined}
      placeholderValue={toCalendarDate(placeholderValue) ?? undefined}
      onChange={(date) => onChange?.(fromCalendarDate(date))}
      isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={`${fieldStyles.control} ${styles.group}`} isReadOnly={props.isReadOnly}>
        <DateInput className={styles.dateInput}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
        <AriaButton className={styles.iconButton} aria-label={intl.formatMessage(messages.open)}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <rect x="2" y="3" width="12" height="11" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M2 6.5h12M5 1.5v3M11 1.5v3" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </AriaButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} placement="bottom start">
        <Dialog aria-label={typeof label === 'string' ? label : undefined}>
          <Calendar>
            <header className={styles.calendarHeader}>
              <AriaButton slot="previous" className={styles.iconButton} aria-label={intl.formatMessage(messages.previous)}>
                <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                  <path d="M7.5 2.5L4 6l3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
                </svg>
              </AriaButton>
              <Heading className={styles.calendarTitle} />
              <AriaButton slot="next" className={styles.iconButton} aria-label={intl.formatMessage(messages.next)}>
                <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                  <path d="M4.5 2.5L8 6l-3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
                </svg>
              </AriaButton>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
