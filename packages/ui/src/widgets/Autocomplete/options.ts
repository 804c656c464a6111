import type { Key } from 'react-aria-components';

/** One choice of an autocomplete: a reference-list entry, an organisation, a user, a job… */
export interface AutocompleteOption {
  /** Unique key in the list. */
  id: Key;
  /** The entry's code; null for an entry the user typed (001 §4.5). */
  code: string | null;
  /** The text shown and matched. */
  label: string;
  /** A country (name or code) that local filtering also matches (001 §5). @default undefined */
  country?: string | null;
  /** A second, quieter line (e.g. organisation or place). @default undefined */
  description?: string | null;
  /** True for an entry typed by the user when new entries are allowed (001 §4.5). @default undefined */
  isNew?: boolean;
}

/** One page of options from a loader. */
export interface AutocompletePage {
  items: readonly AutocompleteOption[];
  /** All matching options on all pages, when the server says. @default undefined */
  total?: number;
  /** Whether another page exists; when absent, a full page means "maybe more". @default undefined */
  hasMore?: boolean;
}

/** Fetches one page of options for a search (remote mode). `page` counts from 0. */
export type AutocompleteLoader = (query: { search: string; page: number; pageSize: number }) => Promise<AutocompletePage>;

const fold = (text: string) => text.toLocaleLowerCase();

/**
 * Local filtering (001 §5): a case-insensitive substring match on the label or the country. An
 * empty search keeps every option. Returns the same array when nothing is filtered out.
 */
export function filterOptions(options: readonly AutocompleteOption[], search: string): readonly AutocompleteOption[] {
  const needle = fold(search.trim());
  if (needle === '') return options;
  return options.filter((o) => fold(o.label).includes(needle) || (o.country != null && fold(o.country).includes(needle)));
}

/** The option whose code or label equals the typed text (case-insensitive, trimmed), if any (001 §5). */
export function findExactOption(options: readonly AutocompleteOption[], text: string): AutocompleteOption | undefined {
  const needle = fold(text.trim());
  if (needle === '') return undefined;
  return options.find((o) => (o.code != null && fold(o.code) === needle) || fold(o.label) === needle);
}

/** A free-text entry (001 §4.5): flagged new, with a null code. */
export function newEntry(text: string): AutocompleteOption {
  const label = text.trim();
  return { id: `new:${label}`, code: null, label, isNew: true };
}

/**
 * Resolves typed text to an entry: an option whose code or label equals it, else a new entry when
 * new entries are allowed, else nothing.
 */
export function resolveTypedText(options: readonly AutocompleteOption[], text: string, allowsNew: boolean): AutocompleteOption | null {
  if (text.trim() === '') return null;
  return findExactOption(options, text) ?? (allowsNew ? newEntry(text) : null);
}

/** Chip mode (001 §5): comma separates entries, so "a, b,c" gives ["a", "b", "c"]. */
export function splitEntries(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Multi-select picks toggle (001 §4.5): an option already chosen is removed, otherwise added. */
export function toggleOption(values: readonly AutocompleteOption[], option: AutocompleteOption): AutocompleteOption[] {
  return values.some((v) => v.id === option.id) ? values.filter((v) => v.id !== option.id) : [...values, option];
}

/**
 * Infinite scroll (001 §9): the next page loads once the user has scrolled past `threshold` (0.8) of
 * the panel's scroll height, i.e. the bottom of the visible part is past 80 % of the list.
 */
export function isPastThreshold(scroll: { scrollTop: number; clientHeight: number; scrollHeight: number }, threshold: number): boolean {
  if (scroll.scrollHeight <= 0) return false;
  return scroll.scrollTop + scroll.clientHeight >= scroll.scrollHeight * threshold;
}

/** Whether a loader may have another page after `loaded` options on `pages` pages. */
export function hasMorePages(page: AutocompletePage, loaded: number, pageSize: number): boolean {
  if (page.hasMore != null) return page.hasMore;
  if (page.total != null) return loaded < page.total;
  return page.items.length >= pageSize;
}
