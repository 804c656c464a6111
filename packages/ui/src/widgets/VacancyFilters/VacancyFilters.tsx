import type { Id } from '@mandate/domain';
import { useEffect, useId, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Select, type SelectOption } from '../../primitives/Select';
import { fieldStyles } from '../../primitives/Field';
import { durations } from '../../tokens/constants';
import * as styles from './VacancyFilters.css';
import { formatCounted, messages } from './VacancyFilters.messages';

/** The filters of the vacancy list the widget edits (a subset of the list's query). */
export interface VacancyFilterValues {
  search: string;
  countryCode: string | null;
  sectors: readonly string[];
  departments: readonly string[];
  authorId: Id | null;
  favouritesOnly: boolean;
}

/** No filter at all. */
export const emptyVacancyFilters: VacancyFilterValues = {
  search: '',
  countryCode: null,
  sectors: [],
  departments: [],
  authorId: null,
  favouritesOnly: false,
};

/** A value a filter offers, with its label and how many visible vacancies have it (`POST /job/filters-list`). */
export interface VacancyFilterOption {
  code: string;
  label: string;
  count: number;
}

export interface VacancyFilterOptions {
  countries: readonly VacancyFilterOption[];
  sectors: readonly VacancyFilterOption[];
  departments: readonly VacancyFilterOption[];
  /** The authors to choose from; the author filter shows only when there are two or more. @default [] */
  authors?: readonly VacancyFilterOption[];
}

export interface VacancyFiltersProps {
  /** The filters in force (controlled; usually read from the address). */
  value: VacancyFilterValues;
  /** Called with the new filters: at once for a choice, after the debounce (600 ms) or Enter for the search text. */
  onChange: (next: VacancyFilterValues) => void;
  /** What the filters offer. */
  options: VacancyFilterOptions;
  /** Offer "Favourites only". @default true */
  showFavourites?: boolean;
  /** The options are loading: the selects wait. @default false */
  isLoading?: boolean;
}

const ANY = '*';

function selectItems(intl: IntlShape, options: readonly VacancyFilterOption[], chosen: string | null): SelectOption[] {
  const items = options.map((o) => ({ id: o.code, label: formatCounted(intl, { label: o.label, count: o.count }) }));
  // A value from the address that the list no longer offers stays choosable, so the select shows it.
  if (chosen && !options.some((o) => o.code === chosen)) items.push({ id: chosen, label: chosen });
  return [{ id: ANY, label: intl.formatMessage(messages.any) }, ...items];
}

const isFiltered = (value: VacancyFilterValues) =>
  value.search.trim() !== '' ||
  value.countryCode !== null ||
  value.sectors.length > 0 ||
  value.departments.length > 0 ||
  value.authorId !== null ||
  value.favouritesOnly;

/**
 * The search and filters above the vacancy list: free text (debounced), country, sector,
 * department, (when there are several) author, favourites only, and "Clear filters". Each choice
 * shows how many visible vacancies have it. Controlled: the page keeps the filters (in the address).
 */
export function VacancyFilters({ value, onChange, options, showFavourites = true, isLoading = false }: VacancyFiltersProps) {
  const intl = useIntl();
  const searchId = useId();
  const [text, setText] = useState(value.search);
  const latest = useRef(value);
  latest.current = value;
  // The address changed the search (back, reload, clear): the field follows.
  useEffect(() => setText(value.search), [value.search]);
  useEffect(() => {
    if (text.trim() === latest.current.search.trim()) return;
    const timer = window.setTimeout(() => onChange({ ...latest.current, search: text.trim() }), durations.filterDebounce);
    return () => window.clearTimeout(timer);
  }, [text, onChange]);

  const choose = (key: Key | null) => (key === null || key === ANY ? null : String(key));
  const authors = options.authors ?? [];
  return (
    <section className={styles.filters} aria-label={intl.formatMessage(messages.filters)}>
      <div className={styles.search}>
        {/* A native search input in the field's look: no React Aria text field on the list (decision 0044). */}
        <div className={fieldStyles.field}>
          <label htmlFor={searchId} className={fieldStyles.label}>
            {intl.formatMessage(messages.search)}
          </label>
          <div className={styles.searchControl}>
            <input
              id={searchId}
              type="search"
              className={fieldStyles.bareInput}
              placeholder={intl.formatMessage(messages.searchPlaceholder)}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onChange({ ...value, search: text.trim() });
              }}
            />
          </div>
        </div>
      </div>
      <Select
        label={intl.formatMessage(messages.country)}
        items={selectItems(intl, options.countries, value.countryCode)}
        selectedKey={value.countryCode ?? ANY}
        isDisabled={isLoading}
        onSelectionChange={(key) => onChange({ ...value, countryCode: choose(key) })}
      />
      <Select
        label={intl.formatMessage(messages.sector)}
        items={selectItems(intl, options.sectors, value.sectors[0] ?? null)}
        selectedKey={value.sectors[0] ?? ANY}
        isDisabled={isLoading}
        onSelectionChange={(key) => onChange({ ...value, sectors: choose(key) ? [choose(key)!] : [] })}
      />
      <Select
        label={intl.formatMessage(messages.department)}
        items={selectItems(intl, options.departments, value.departments[0] ?? null)}
        selectedKey={value.departments[0] ?? ANY}
        isDisabled={isLoading}
        onSelectionChange={(key) => onChange({ ...value, departments: choose(key) ? [choose(key)!] : [] })}
      />
      {authors.length > 1 ? (
        <Select
          label={intl.formatMessage(messages.author)}
          items={selectItems(intl, authors, value.authorId === null ? null : String(value.authorId))}
          selectedKey={value.authorId === null ? ANY : String(value.authorId)}
          isDisabled={isLoading}
          onSelectionChange={(key) => {
            const code = choose(key);
            onChange({ ...value, authorId: code === null ? null : Number(code) });
          }}
        />
      ) : null}
      <div className={styles.footer}>
        {showFavourites ? (
          <Checkbox isSelected={value.favouritesOnly} onChange={(favouritesOnly) => onChange({ ...value, favouritesOnly })}>
            {intl.formatMessage(messages.favouritesOnly)}
          </Checkbox>
        ) : (
          <span />
        )}
        <Button
          variant="ghost"
          size="small"
          isDisabled={!isFiltered(value) && text.trim() === ''}
          onPress={() => {
            setText('');
            onChange({ ...emptyVacancyFilters });
          }}
        >
          {intl.formatMessage(messages.clear)}
        </Button>
      </div>
    </section>
  );
}
