import './fonts';
import './reset.css';
import './lightTheme.css';

export { vars } from './contract.css';
export { focusRing } from './focus.css';
export { sprinkles } from './sprinkles.css';
export type { Sprinkles } from './sprinkles.css';
export { breakpoints } from './breakpoints';
export type { Breakpoint } from './breakpoints';
export { dialogSize, durations, pageSizes, limits, listSizes, ratingScale, percentScale } from './constants';
