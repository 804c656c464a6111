export { Autocomplete, autocompleteSelectionModes } from './Autocomplete';
export type { AutocompleteProps, AutocompleteSingleProps, AutocompleteMultipleProps } from './Autocomplete';
export {
  filterOptions,
  findExactOption,
  newEntry,
  resolveTypedText,
  splitEntries,
  toggleOption,
  isPastThreshold,
  hasMorePages,
} from './options';
export type { AutocompleteOption, AutocompletePage, AutocompleteLoader } from './options';
