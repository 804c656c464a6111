import { useIntl } from 'react-intl';
import * as styles from './Spinner.css';
import { messages } from './Spinner.messages';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** Diameter. @default 'medium' */
  size?: SpinnerSize;
  /** Accessible name; a translated "Loading…" when absent. @default undefined */
  label?: string;
}

/** An indeterminate progress indicator announced to screen readers as a status. */
export function Spinner({ size = 'medium', label }: SpinnerProps) {
  const intl = useIntl();
  return (
    <span role="status" aria-label={label ?? intl.formatMessage(messages.loading)} className={styles.wrapper}>
      <span aria-hidden="true" className={styles.spinner({ size })} />
    </span>
  );
}
