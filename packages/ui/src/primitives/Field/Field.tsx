import type { ReactNode } from 'react';
import { FieldError as AriaFieldError, Label, Text } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as styles from './Field.css';
import { messages } from './Field.messages';

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

/** Hides content visually but keeps it for screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export { styles as fieldStyles };
