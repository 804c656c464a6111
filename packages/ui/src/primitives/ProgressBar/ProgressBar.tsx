import { Label, ProgressBar as AriaProgressBar, type ProgressBarProps as AriaProgressBarProps } from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'className' | 'style' | 'children'> {
  /** What is progressing, e.g. a file name. */
  label?: string;
  /** Hide the percentage text. @default false */
  hideValue?: boolean;
  /** Critical tone, e.g. a failed upload. @default false */
  isCritical?: boolean;
}

/** Progress of a task with a known end (upload) or, with `isIndeterminate`, an unknown one. */
export function ProgressBar({ label, hideValue = false, isCritical = false, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={styles.root}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label ? <Label className={styles.label}>{label}</Label> : <span />}
          {!hideValue && !isIndeterminate ? <span className={styles.value}>{valueText}</span> : <span />}
          <div className={styles.track}>
            <div
              className={[styles.fill, isIndeterminate ? styles.indeterminate : '', isCritical ? styles.critical : ''].join(' ')}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
