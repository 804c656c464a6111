import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldHelp, FieldLabel, fieldStyles, type FieldProps } from '../Field';
import * as styles from './NumberField.css';
import { messages } from './NumberField.messages';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children'>, FieldProps {
  /** Show − and + buttons beside the input. @default true */
  showSteppers?: boolean;
}

/**
 * A number with locale formatting, bounds and steps (arrow keys, stepper buttons). Use
 * `formatOptions` for percent or currency display.
 */
export function NumberField({ label, description, errorMessage, showSteppers = true, ...props }: NumberFieldProps) {
  const intl = useIntl();
  return (
    <AriaNumberField {...props} isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)} className={fieldStyles.field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.control} isReadOnly={props.isReadOnly}>
        <Input className={fieldStyles.bareInput} />
        {showSteppers ? (
          <span className={styles.steppers}>
            <AriaButton slot="decrement" className={styles.stepper} aria-label={intl.formatMessage(messages.decrement)}>
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <path d="M2 6h8" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </AriaButton>
            <AriaButton slot="increment" className={styles.stepper} aria-label={intl.formatMessage(messages.increment)}>
              <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                <path d="M2 6h8M6 2v8" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </AriaButton>
          </span>
        ) : null}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
