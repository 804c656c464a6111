export { Spinner, spinnerSizes } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
export { ProgressCircle } from './ProgressCircle';
export type { ProgressCircleProps } from './ProgressCircle';
