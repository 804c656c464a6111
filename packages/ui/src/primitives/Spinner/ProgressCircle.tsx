import { ProgressBar as AriaProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css';
import type { SpinnerSize } from './Spinner';

export interface ProgressCircleProps {
  /** Its accessible name and, unless `hideLabel`, the text beside the circle, e.g. "Loading more…". */
  label: string;
  /** Diameter. @default 'small' */
  size?: SpinnerSize;
  /** Show only the circle (the name stays). @default false */
  hideLabel?: boolean;
}

/**
 * An indeterminate progressbar: a spinning circle with its label, exposed as a labelled
 * `progressbar` (react-aria's ProgressBar). The loader inside a list or grid (the first page and the
 * "loading more" row); a Spinner is the status of a pending button or a small area.
 */
export function ProgressCircle({ label, size = 'small', hideLabel = false }: ProgressCircleProps) {
  return (
    <AriaProgressBar isIndeterminate aria-label={label} className={styles.progress}>
      <span aria-hidden="true" className={`${styles.spinner({ size })} ${styles.circleTone}`} />
      {hideLabel ? null : <span>{label}</span>}
    </AriaProgressBar>
  );
}
