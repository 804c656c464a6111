import type { ReactNode } from 'react';
import { FieldError as AriaFieldError, Label, Text } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as styles from './Field.css';
import { messages } from './Field.messages';
import { visuallyHidden } from '../../tokens/visuallyHidden';

/** Props every labelled field shares. */
export interface FieldProps {
  /** The visible label above the control. */
  label: ReactNode;
  /** Help text below the control. @default undefined */
  description?: ReactNode;
  /** The error shown when the field is invalid (from validation or the server). @default undefined */
  errorMessage?: ReactNode;
  /** Marks the field as required (an asterisk and "required" for screen readers). @default false */
  isRequired?: boolean;
}

/** Not a text: the conventional mark of a required field, announced as "required" instead. */
const REQUIRED_MARK = '*';

/** The label of a field, with the required marker. */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean | undefined }) {
  const intl = useIntl();
  return (
    <Label className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.required}>
          <span aria-hidden="true">{REQUIRED_MARK}</span>
          <span style={visuallyHidden}>{intl.formatMessage(messages.required)}</span>
        </span>
      ) : null}
    </Label>
  );
}

/** Description and error below a control. */
export function FieldHelp({ description, errorMessage }: Pick<FieldProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <AriaFieldError className={styles.error}>{errorMessage}</AriaFieldError>
    </>
  );
}

export { styles as fieldStyles, visuallyHidden };
