import type { Key } from 'react-stately';

/** One choice of a Select (its id, its visible label, whether it can be chosen). */
export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}
