import {
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type RefObject,
  type UIEvent,
} from 'react';
import {
  Button as AriaButton,
  Collection,
  ComboBox,
  ComboBoxStateContext,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxLoadMoreItem,
  ListLayout,
  Popover,
  Tag,
  TagGroup,
  TagList,
  Virtualizer,
  type Key,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { durations, limits, listSizes, pageSizes } from '../../tokens/constants';
import { FieldHelp, FieldLabel, fieldStyles, visuallyHidden, type FieldProps } from '../../primitives/Field';
import { Icon } from '../../primitives/Icon';
import { ProgressCircle, Spinner } from '../../primitives/Spinner';
import * as styles from './Autocomplete.css';
import { formatChipsLabel, formatCount, messages } from './Autocomplete.messages';
import {
  filterOptions,
  hasMorePages,
  isPastThreshold,
  resolveTypedText,
  splitEntries,
  toggleOption,
  type AutocompleteLoader,
  type AutocompleteOption,
} from './options';

interface BaseProps extends FieldProps {
  /** Options filtered locally (case-insensitive substring of label or country). Give this or `loadPage`. @default undefined */
  options?: readonly AutocompleteOption[];
  /** Loads options page by page from the server; the next page loads past 80 % of the panel. @default undefined */
  loadPage?: AutocompleteLoader;
  /** Options per page for `loadPage` (001 §9: 10 agency, 20 recipients, 50 PSL employers, 200 most lists). @default pageSizes.users (200) */
  pageSize?: number;
  /** Typed text that matches no option becomes a new entry (new flag, null code). @default false */
  allowsNew?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isReadOnly?: boolean;
  /** Shows the field as invalid; `errorMessage` sets it too. @default undefined */
  isInvalid?: boolean;
  /** Text in the empty input; never a replacement for the label. @default undefined */
  placeholder?: string;
  /** @default false */
  autoFocus?: boolean;
  /** Called when the field loses focus (after the blur rules ran). @default undefined */
  onBlur?: () => void;
}

export interface AutocompleteSingleProps extends BaseProps {
  /** One value, or chips (`'multiple'`). @default 'single' */
  selectionMode?: 'single';
  /** The chosen option (controlled). @default undefined */
  value?: AutocompleteOption | null;
  /** The initial option (uncontrolled). @default null */
  defaultValue?: AutocompleteOption | null;
  /** Called with the chosen option, or null when cleared. @default undefined */
  onChange?: (value: AutocompleteOption | null) => void;
}

export interface AutocompleteMultipleProps extends BaseProps {
  selectionMode: 'multiple';
  /** The chosen options (controlled). @default undefined */
  value?: readonly AutocompleteOption[];
  /** The initial options (uncontrolled). @default [] */
  defaultValue?: readonly AutocompleteOption[];
  /** Called with every chosen option. @default undefined */
  onChange?: (value: AutocompleteOption[]) => void;
}

export type AutocompleteProps = AutocompleteSingleProps | AutocompleteMultipleProps;

export const autocompleteSelectionModes = ['single', 'multiple'] as const;

/** What the component reads from RAC's combobox state. */
interface BridgedState {
  isOpen: boolean;
  focusedKey: Key | null;
}

interface RemoteState {
  /** The search the items belong to; null before the first load. */
  search: string | null;
  items: readonly AutocompleteOption[];
  page: number;
  total: number | undefined;
  hasMore: boolean;
  status: 'idle' | 'loading' | 'loadingMore' | 'error';
}

const initialRemote: RemoteState = { search: null, items: [], page: 0, total: undefined, hasMore: false, status: 'idle' };

/**
 * The value after it has stood still for `ms`. The update is a transition: re-filtering a long list
 * renders in slices that a keystroke interrupts, instead of one long frame.
 */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (Object.is(value, debounced)) return;
    const timer = setTimeout(() => startTransition(() => setDebounced(value)), ms);
    return () => clearTimeout(timer);
  }, [value, debounced, ms]);
  return debounced;
}

/**
 * A value read by a few components inside the ComboBox's children without changing those children.
 * RAC rebuilds its collection (every option, also the ones not in view) whenever the ComboBox's
 * children change; the children are therefore memoised, and what changes per keystroke reaches them
 * through this store or through refs.
 */
interface LiveValue<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

function createLiveValue<T>(initial: T): LiveValue<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A polite status region showing a live value (the result count). */
function Announcement({ text }: { text: LiveValue<string> }) {
  const value = useSyncExternalStore(text.subscribe, text.get);
  return (
    <span role="status" style={visuallyHidden}>
      {value}
    </span>
  );
}

/** The loader row is one row high. */
const listLayoutOptions = { rowHeight: listSizes.rowHeight, loaderHeight: listSizes.rowHeight };

/**
 * Picks one option or several (chips) from a long local list or from server pages (001 §4.5, §5,
 * §9). Typing is debounced 100 ms; the list is virtualised, and a keystroke re-renders neither the
 * options nor RAC's collection of them (10,000 local options: see packages/ui/bench/autocomplete);
 * remote lists load the next page when
 * the user scrolls past 80 % of the panel. Typed text equal to an option's code or label picks it;
 * with `allowsNew`, other text becomes a new entry. In chip mode Enter and comma separate entries
 * and picking a chosen option removes it. In single mode leaving an empty input clears the value.
 */
export function Autocomplete(props: AutocompleteProps) {
  const {
    label,
    description,
    errorMessage,
    isRequired,
    options,
    loadPage,
    pageSize = pageSizes.users,
    allowsNew = false,
    isDisabled,
    isReadOnly,
    isInvalid,
    placeholder,
    autoFocus,
  } = props;
  const intl = useIntl();
  const multiple = props.selectionMode === 'multiple';

  // The value, as a list in both modes.
  const [ownValue, setOwnValue] = useState<readonly AutocompleteOption[]>(() => toList(props.defaultValue));
  const selected = props.value !== undefined ? toList(props.value) : ownValue;
  const emit = (next: readonly AutocompleteOption[]) => {
    if (props.value === undefined) setOwnValue(next);
    if (props.selectionMode === 'multiple') props.onChange?.([...next]);
    else props.onChange?.(next[0] ?? null);
  };

  const single = multiple ? null : (selected[0] ?? null);
  const [inputValue, setInputValue] = useState(() => single?.label ?? '');
  // Keep the input in step with a value changed from outside.
  const singleLabel = single?.label ?? '';
  const [lastLabel, setLastLabel] = useState(singleLabel);
  if (!multiple && singleLabel !== lastLabel) {
    setLastLabel(singleLabel);
    setInputValue(singleLabel);
  }

  // In single mode the input shows the chosen label: that is not a search.
  const searchText = single && inputValue === single.label ? '' : inputValue;
  const search = useDebounced(searchText.trim(), durations.autocompleteDebounce);

  const [isOpen, setOpen] = useState(false);
  const [remote, setRemote] = useState<RemoteState>(initialRemote);
  const request = useRef(0);
  const load = useCallback(
    async (text: string, page: number) => {
      if (!loadPage) return;
      const id = ++request.current;
      setRemote((r) =>
        page === 0
          ? // The previous options stay until the new ones arrive: no empty flash while typing.
            { ...initialRemote, search: text, items: r.items, status: 'loading' }
          : { ...r, status: 'loadingMore' },
      );
      try {
        const result = await loadPage({ search: text, page, pageSize });
        if (id !== request.current) return;
        setRemote((r) => {
          const items = page === 0 ? result.items : [...r.items, ...result.items];
          return { search: text, items, page, total: result.total, hasMore: hasMorePages(result, items.length, pageSize), status: 'idle' };
        });
      } catch {
        if (id === request.current) setRemote((r) => ({ ...r, status: 'error' }));
      }
    },
    [loadPage, pageSize],
  );
  useEffect(() => {
    if (loadPage && isOpen && remote.search !== search) void load(search, 0);
  }, [loadPage, isOpen, search, remote.search, load]);

  const shown = useMemo(() => (loadPage ? remote.items : filterOptions(options ?? [], search)), [loadPage, remote.items, options, search]);
  // Typed text is matched against every local option (not only the filtered ones) or the loaded page.
  const known = useMemo(() => [...(loadPage ? shown : (options ?? [])), ...selected], [loadPage, shown, options, selected]);
  const isLoading = remote.status === 'loading';
  const isLoadingMore = remote.status === 'loadingMore';
  const endOfList = Boolean(loadPage) && remote.status === 'idle' && remote.search !== null && !remote.hasMore && shown.length > 0;

  const onScroll = (event: UIEvent<HTMLElement>) => {
    if (!loadPage || !remote.hasMore || remote.status !== 'idle') return;
    if (isPastThreshold(event.currentTarget, limits.infiniteScrollThreshold)) void load(search, remote.page + 1);
  };

  // RAC's state, to know whether Enter picks a focused option and to close after a single pick.
  const state = useRef<BridgedState | null>(null);

  // RAC reopens the panel when the input text changes while focused; the close waits for that render.
  const closeAfterPick = useRef(false);
  const pick = (option: AutocompleteOption) => {
    if (multiple) {
      emit(toggleOption(selected, option));
      setInputValue('');
    } else {
      emit([option]);
      setInputValue(option.label);
      setLastLabel(option.label);
      closeAfterPick.current = true;
    }
  };

  /** Resolves typed text (Enter, comma, blur); returns whether something was taken. */
  const commitTyped = (text: string): boolean => {
    if (multiple) {
      const entries = splitEntries(text)
        .map((t) => resolveTypedText(known, t, allowsNew))
        .filter((o): o is AutocompleteOption => o !== null);
      if (entries.length === 0) return false;
      let next = [...selected];
      for (const entry of entries) if (!next.some((v) => v.id === entry.id)) next = [...next, entry];
      emit(next);
      setInputValue('');
      return true;
    }
    const option = resolveTypedText(known, text, allowsNew);
    if (!option) return false;
    pick(option);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const optionFocused = state.current?.isOpen && state.current.focusedKey != null;
    if (multiple && event.key === ',') {
      event.preventDefault();
      commitTyped(inputValue);
    } else if (event.key === 'Enter' && !optionFocused && inputValue.trim() !== '' && (!single || inputValue !== single.label)) {
      if (commitTyped(inputValue)) event.preventDefault();
    } else if (multiple && event.key === 'Backspace' && inputValue === '' && selected.length > 0) {
      emit(selected.slice(0, -1));
    }
  };

  const onBlur = () => {
    if (!multiple) {
      if (inputValue.trim() === '') {
        if (single) emit([]);
        setInputValue('');
      } else if (!single || inputValue !== single.label) {
        if (!commitTyped(inputValue)) setInputValue(single?.label ?? '');
      }
    }
    props.onBlur?.();
  };

  const onSelection = (key: Key | readonly Key[] | null) => {
    if (multiple) {
      const keys = new Set(Array.isArray(key) ? key : key == null ? [] : [key]);
      const removed = selected.filter((v) => !keys.has(v.id));
      const added = shown.filter((o) => keys.has(o.id) && !selected.some((v) => v.id === o.id));
      const toggled = removed[0] ?? added[0];
      if (toggled) pick(toggled);
      return;
    }
    if (key == null || Array.isArray(key)) return;
    const option = shown.find((o) => o.id === key);
    if (option) pick(option);
  };

  const countText = formatCount(intl, shown.length, loadPage ? remote.total : undefined);
  const announce = isOpen && !isLoading && remote.status !== 'error' ? countText : '';
  const invalid = isInvalid ?? (errorMessage ? true : undefined);
  const selectedIds = useMemo(() => selected.map((v) => v.id), [selected]);
  const labelText = typeof label === 'string' ? label : '';

  // What changes with each keystroke reaches the memoised children through a store and refs.
  const [announcement] = useState(() => createLiveValue(''));
  useLayoutEffect(() => announcement.set(announce), [announcement, announce]);
  const handlers = useRef({ onKeyDown, onScroll });
  useLayoutEffect(() => {
    handlers.current = { onKeyDown, onScroll };
  });
  const onInputKeyDown = useCallback((event: KeyboardEvent<HTMLInputElement>) => handlers.current.onKeyDown(event), []);
  const onListScroll = useCallback((event: UIEvent<HTMLElement>) => handlers.current.onScroll(event), []);

  const isError = remote.status === 'error';
  const isFirstLoad = isLoading || Boolean(loadPage && remote.search === null);
  // Loading with options already shown (the next page, or a new search over the last results): a
  // loader row at the end of the list (RAC's ListBoxLoadMoreItem, which keys never focus).
  const loaderRow = isLoadingMore ? messages.loadingMore : isLoading && shown.length > 0 ? messages.loading : null;
  const inputRef = useRef<HTMLInputElement>(null);
  const renderOption = useCallback(
    (item: AutocompleteOption) => (
      <ListBoxItem id={item.id} textValue={item.label} className={styles.option}>
        {({ isSelected }) => (
          <>
            <span className={styles.check}>{isSelected && multiple ? <Icon name="check" size={12} /> : null}</span>
            <span className={styles.optionText}>
              <span className={styles.optionLabel} title={item.label}>
                {item.label}
              </span>
              {item.description ? <span className={styles.optionDescription}>{item.description}</span> : null}
            </span>
          </>
        )}
      </ListBoxItem>
    ),
    [multiple],
  );

  // RAC renders these children twice: once hidden, to build the collection of every option, and once
  // for real. They change when the field's look, the options shown (after the debounce) or the
  // loading state change, never per keystroke.
  const children = useMemo(
    () => (
      <>
        <StateBridge target={state} closeAfterPick={closeAfterPick} />
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <Group className={`${fieldStyles.control} ${styles.control}`} isDisabled={isDisabled} isInvalid={invalid}>
          <Input
            ref={inputRef}
            className={`${fieldStyles.bareInput} ${styles.input}`}
            placeholder={placeholder}
            onKeyDown={onInputKeyDown}
          />
          {/* Seen in the field; assistive technology gets the labelled progressbar inside the list. */}
          {isLoading ? (
            <span aria-hidden="true" className={styles.fieldSpinner}>
              <Spinner size="small" />
            </span>
          ) : null}
          <AriaButton className={styles.toggle} aria-label={intl.formatMessage(messages.showOptions)}>
            <Icon name="chevronDown" size={12} />
          </AriaButton>
        </Group>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <Announcement text={announcement} />
        <Popover className={styles.popover} offset={4} placement="bottom start">
          {/* Inside the panel: while it is open, everything outside is hidden from screen readers. */}
          <Announcement text={announcement} />
          {isError ? (
            // Not virtualised: RAC leaves a changed empty state blank inside a Virtualizer.
            <ListBox
              className={styles.listbox}
              renderEmptyState={() => (
                <div className={styles.message} role="alert">
                  {intl.formatMessage(messages.loadError)}
                </div>
              )}
            >
              {[]}
            </ListBox>
          ) : (
            <Virtualizer layout={ListLayout} layoutOptions={listLayoutOptions}>
              <ListBox<AutocompleteOption>
                className={styles.listbox}
                onScroll={onListScroll}
                renderEmptyState={() => (
                  <div className={styles.message}>
                    {isFirstLoad ? <ProgressCircle label={intl.formatMessage(messages.loading)} /> : intl.formatMessage(messages.noResults)}
                  </div>
                )}
              >
                <Collection items={shown}>{renderOption}</Collection>
                {loaderRow ? (
                  <ListBoxLoadMoreItem isLoading className={styles.loaderRow}>
                    <ProgressCircle label={intl.formatMessage(loaderRow)} />
                  </ListBoxLoadMoreItem>
                ) : null}
              </ListBox>
            </Virtualizer>
          )}
          {endOfList ? <div className={styles.footer}>{intl.formatMessage(messages.endOfList)}</div> : null}
        </Popover>
      </>
    ),
    [
      announcement,
      description,
      endOfList,
      errorMessage,
      intl,
      invalid,
      isDisabled,
      isError,
      isFirstLoad,
      isLoading,
      isRequired,
      label,
      loaderRow,
      onInputKeyDown,
      onListScroll,
      placeholder,
      renderOption,
      shown,
    ],
  );

  return (
    <div className={`${fieldStyles.field} ${styles.root}`}>
      <ComboBox<AutocompleteOption, 'single' | 'multiple'>
        className={styles.combobox}
        items={shown}
        selectionMode={multiple ? 'multiple' : 'single'}
        value={multiple ? selectedIds : null}
        onChange={onSelection}
        inputValue={inputValue}
        onInputChange={setInputValue}
        onOpenChange={setOpen}
        allowsCustomValue
        allowsEmptyCollection
        isRequired={isRequired}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isInvalid={invalid}
        validationBehavior="aria"
        autoFocus={autoFocus}
        onBlur={onBlur}
      >
        {children}
      </ComboBox>
      {multiple && selected.length > 0 ? (
        <TagGroup
          aria-label={formatChipsLabel(intl, labelText)}
          onRemove={
            isDisabled || isReadOnly
              ? undefined
              : (keys) => {
                  const next = selected.filter((v) => !keys.has(v.id));
                  // RAC moves focus to a neighbouring chip; with the last chip gone the chips go too, and
                  // focus would fall to the page: it goes back to the input instead.
                  if (next.length === 0) inputRef.current?.focus();
                  emit(next);
                }
          }
          className={styles.chips}
          // While the panel is open RAC hides everything else from screen readers; the chips stay reachable.
          data-react-aria-top-layer="true"
        >
          <TagList items={selected} className={styles.chipList}>
            {(item) => (
              <Tag id={item.id} textValue={item.label} className={styles.chip}>
                <span className={styles.chipLabel}>{item.label}</span>
                {item.isNew ? <span className={styles.newMark}>{intl.formatMessage(messages.newEntry)}</span> : null}
                {isDisabled || isReadOnly ? null : (
                  <AriaButton slot="remove" className={styles.chipRemove} aria-label={intl.formatMessage(messages.remove)}>
                    <Icon name="close" size={12} />
                  </AriaButton>
                )}
              </Tag>
            )}
          </TagList>
        </TagGroup>
      ) : null}
    </div>
  );
}

function toList(value: AutocompleteOption | readonly AutocompleteOption[] | null | undefined): readonly AutocompleteOption[] {
  if (value == null) return [];
  return Array.isArray(value) ? value : [value as AutocompleteOption];
}

/** Copies what the component needs from RAC's combobox state into a ref. */
function StateBridge({ target, closeAfterPick }: { target: RefObject<BridgedState | null>; closeAfterPick: RefObject<boolean> }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    target.current = state ? { isOpen: state.isOpen, focusedKey: state.selectionManager.focusedKey } : null;
    if (state && closeAfterPick.current) {
      closeAfterPick.current = false;
      state.close();
    }
  });
  return null;
}
