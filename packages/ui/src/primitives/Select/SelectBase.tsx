import { Suspense, useCallback, useMemo, useRef, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import {
  ButtonContext,
  FieldErrorContext,
  FormContext,
  LabelContext,
  Provider,
  TextContext,
  useSlottedContext,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { chain } from 'react-aria/chain';
import { filterDOMProps } from 'react-aria/filterDOMProps';
import { useLocale } from 'react-aria/I18nProvider';
import { mergeProps } from 'react-aria/mergeProps';
import { useField } from 'react-aria/useField';
import { setInteractionModality } from 'react-aria/useFocusVisible';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useId } from 'react-aria/useId';
import { useKeyboard } from 'react-aria/useKeyboard';
import { useMenuTrigger } from 'react-aria/useMenu';
import type { Key } from 'react-stately';
import { useControlledState } from 'react-stately/useControlledState';
import { useMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { useFormValidationState } from 'react-stately/private/form/useFormValidationState';
import { firstUse } from '../firstUse';
import { HiddenNativeSelect } from './hiddenSelect';
import type { SelectOption } from './optionCollection';
import type { SelectLooks, SelectPopoverProps } from './SelectPopover';

export type { SelectLooks } from './SelectPopover';

/** The popover and its list: loaded on first use (decision 0037); `preloadSelect` starts it early. */
const selectPopover = firstUse(() => import('./SelectPopover'));
const SelectPopover = selectPopover.Component;
/** Starts loading the open list's code (a trigger hovered or focused: likely to be pressed). */
export const preloadSelect = selectPopover.preload;

export interface SelectBaseProps extends Omit<
  AriaSelectProps<SelectOption>,
  'className' | 'style' | 'children' | 'items' | 'placeholder' | 'label'
> {
  /** The choices. */
  items: readonly SelectOption[];
  /** The visible label, if any (otherwise `aria-label` or `aria-labelledby`). */
  label?: ReactNode;
  /** The root element's class. */
  className: string;
  /** The open list's classes; the Select's own when absent. */
  looks?: SelectLooks;
  /**
   * The closed select's content, given the chosen option and the props of the element showing it:
   * a RAC `Label` and a RAC `Button` (their props come from the contexts this provides), and
   * `Text` slots `description` and `errorMessage`.
   */
  children: (selected: SelectOption | null, valueProps: HTMLAttributes<HTMLElement>) => ReactNode;
}

/** How long typed characters on the closed trigger add up to one search (react-aria's `useTypeSelect`). */
const TYPEAHEAD_MS = 1000;

/** react-aria's `useTypeSelect`: a printable key (one character, or a non-ASCII key name), else ''. */
function typedCharacter(key: string): string {
  return key.length === 1 || !/^[A-Z]/i.test(key) ? key : '';
}

/** The next option after `index` (exclusive) that can be chosen, going by `step`; null at either end. */
function enabledFrom(items: readonly SelectOption[], index: number, step: 1 | -1): Key | null {
  for (let i = index + step; i >= 0 && i < items.length; i += step) {
    if (!items[i]!.isDisabled) return items[i]!.id;
  }
  return null;
}

/**
 * What RAC's `Select` does, in two parts (decision 0037), under any look. The closed select —
 * label, trigger, description and error, the hidden native select (form value, validation,
 * autofill), keyboard opening, ArrowLeft/ArrowRight and typeahead on the trigger — keeps its own
 * small state over the flat `items` (chosen key, open or closed, the opening's focus strategy) and
 * does by hand what react-aria's `useSelect` does on react-stately's `useSelectState`, without
 * their selection manager, keyboard delegate and collection code (decision 0037, "The closed select
 * without react-stately's selection"). The popover with the list box is a chunk of its own, loaded
 * when the list first opens or earlier when the trigger is hovered or focused: it builds RAC's
 * collection and a `useSelectState` controlled by this state. Used by `Select` and by the table's
 * page size picker (`Pagination`).
 */
export function SelectBase({ label, items, className, looks, children, ...props }: SelectBaseProps) {
  const { validationBehavior: formValidationBehavior } = useSlottedContext(FormContext) ?? {};
  const validationBehavior = props.validationBehavior ?? formValidationBehavior ?? 'native';
  const { isDisabled, isRequired } = props;

  // The chosen key, controlled (`selectedKey` / `value`) or not, as `useSelectState` keeps it.
  const single = (v: unknown): Key | null | undefined =>
    Array.isArray(v) ? ((v[0] as Key | undefined) ?? null) : (v as Key | null | undefined);
  const controlled = props.value !== undefined ? single(props.value) : props.selectedKey;
  const initial = props.defaultValue !== undefined ? single(props.defaultValue) : (props.defaultSelectedKey ?? null);
  const [value, setControlledValue] = useControlledState<Key | null>(
    controlled,
    initial ?? null,
    props.onChange as ((value: Key | null) => void) | undefined,
  );
  const [initialValue] = useState(value);
  const selectedKey = value ?? null;
  const selected = useMemo(() => items.find((i) => i.id === selectedKey) ?? null, [items, selectedKey]);
  const validation = useFormValidationState({ ...props, validationBehavior, value: selectedKey });
  const setValue = (key: Key | null) => {
    setControlledValue(key);
    if (key !== selectedKey) props.onSelectionChange?.(key);
  };

  // Open or closed, and how the list takes focus when it opens (`useSelectState`'s trigger state).
  const [used, setUsed] = useState(Boolean(props.isOpen || props.defaultOpen));
  const trigger = useMenuTriggerState({
    isOpen: props.isOpen,
    defaultOpen: props.defaultOpen,
    onOpenChange: (isOpen) => {
      if (isOpen) setUsed(true);
      props.onOpenChange?.(isOpen);
    },
  });
  // An empty list does not open (as `useSelectState`), unless allowed.
  const canOpen = items.length !== 0 || Boolean(props.allowsEmptyCollection);
  const state = {
    ...trigger,
    open: (focusStrategy: 'first' | 'last' | null = null) => (canOpen ? trigger.open(focusStrategy) : undefined),
    toggle: (focusStrategy: 'first' | 'last' | null = null) => (canOpen ? trigger.toggle(focusStrategy) : undefined),
  };
  const [isFocused, setFocused] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ isDisabled, type: 'listbox' }, state, buttonRef);

  // ArrowLeft / ArrowRight choose the previous / next option without opening (also in RTL, as
  // `useSelect`: its list keyboard delegate goes up and down), the first one when none is chosen.
  const step = (by: 1 | -1) => {
    const index = selectedKey == null ? -1 : items.findIndex((i) => i.id === selectedKey);
    const key = selectedKey == null ? enabledFrom(items, -1, 1) : index === -1 ? null : enabledFrom(items, index, by);
    if (key != null) setValue(key);
  };
  const { keyboardProps } = useKeyboard({
    shortcuts: { ArrowLeft: () => step(-1), ArrowRight: () => step(1) },
    allowRepeats: true,
    onKeyDown: props.onKeyDown,
    onKeyUp: props.onKeyUp,
  });

  // Typeahead on the closed trigger (`useTypeSelect` with `ListKeyboardDelegate`): the typed text
  // (kept 1 s) matched against the start of the labels with a search collator, from the last match
  // on, then from the top; disabled options are skipped.
  const { locale } = useLocale();
  const collator = useMemo(() => new Intl.Collator(locale, { usage: 'search', sensitivity: 'base' }), [locale]);
  const typeahead = useRef<{ search: string; timeout?: ReturnType<typeof setTimeout>; from: Key | null }>({ search: '', from: null });
  const keyForSearch = (search: string, from: Key | null): Key | null => {
    let index = from == null ? items.findIndex((i) => !i.isDisabled) : items.findIndex((i) => i.id === from);
    while (index !== -1 && index < items.length) {
      const { id, label: text } = items[index]!;
      if (text && collator.compare(text.slice(0, search.length), search) === 0) return id;
      const next = enabledFrom(items, index, 1);
      index = next == null ? -1 : items.findIndex((i) => i.id === next);
    }
    return null;
  };
  const search = (event: KeyboardEvent, text: string): boolean => {
    const t = typeahead.current;
    t.search = text;
    const key = keyForSearch(t.search, t.from) ?? keyForSearch(t.search, null);
    if (key != null) {
      t.from = key;
      setValue(key);
    }
    return key != null;
  };
  const restartTimer = () => {
    const t = typeahead.current;
    clearTimeout(t.timeout);
    t.timeout = setTimeout(() => {
      t.search = '';
    }, TYPEAHEAD_MS);
  };
  const stop = (event: KeyboardEvent) => {
    event.preventDefault();
    if (!('continuePropagation' in event)) event.stopPropagation();
  };
  const typeSelectProps = {
    // A space in the middle of a search is part of it, and does not open the list.
    onKeyDownCapture: (event: KeyboardEvent) => {
      const t = typeahead.current;
      if (t.search.length === 0 || event.key !== ' ') return;
      event.preventDefault();
      if (!('continuePropagation' in event) || !event.isPropagationStopped()) event.stopPropagation();
      search(event, t.search + ' ');
      restartTimer();
    },
    onKeyDown: (event: KeyboardEvent) => {
      const t = typeahead.current;
      const character = typedCharacter(event.key);
      if (!character || event.ctrlKey || event.metaKey || event.altKey || !event.currentTarget.contains(event.target as Node)) return;
      if (t.search.length === 0 && character === ' ') return;
      if (search(event, t.search + character)) {
        stop(event);
        restartTimer();
      } else {
        t.search = '';
        clearTimeout(t.timeout);
        t.timeout = undefined;
      }
    },
  };

  const { isInvalid, validationErrors, validationDetails } = validation.displayValidation;
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
    ...props,
    label,
    labelElementType: 'span',
    isInvalid,
    errorMessage: validationErrors,
  });
  const valueId = useId();
  const merged = mergeProps(typeSelectProps, menuTriggerProps, fieldProps);
  const triggerProps = mergeProps(filterDOMProps(props, { labelable: true }), {
    ...merged,
    isDisabled,
    onKeyDown: chain(merged.onKeyDown, keyboardProps.onKeyDown),
    onKeyUp: keyboardProps.onKeyUp,
    'aria-labelledby': [valueId, merged['aria-labelledby'], merged['aria-label'] && !merged['aria-labelledby'] ? merged.id : null]
      .filter(Boolean)
      .join(' '),
    onFocus: (e: React.FocusEvent) => {
      if (isFocused) return;
      props.onFocus?.(e as React.FocusEvent<Element>);
      props.onFocusChange?.(true);
      setFocused(true);
    },
    onBlur: (e: React.FocusEvent) => {
      if (trigger.isOpen) return;
      props.onBlur?.(e as React.FocusEvent<Element>);
      props.onFocusChange?.(false);
      setFocused(false);
    },
  });
  // The list box's props, as `useSelect` gives them.
  const listProps: SelectPopoverProps['menuProps'] = {
    ...menuProps,
    onAction: undefined,
    autoFocus: trigger.focusStrategy || true,
    shouldSelectOnPressUp: true,
    shouldFocusOnHover: true,
    disallowEmptySelection: true,
    linkBehavior: 'selection',
    onBlur: (e) => {
      if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
      props.onBlur?.(e as React.FocusEvent<Element>);
      props.onFocusChange?.(false);
      setFocused(false);
    },
    'aria-labelledby': [fieldProps['aria-labelledby'], merged['aria-label'] && !fieldProps['aria-labelledby'] ? merged.id : null]
      .filter(Boolean)
      .join(' '),
  };
  const onListSelection = useCallback(
    (key: Key | null) => {
      setValue(key);
      validation.commitValidation();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [selectedKey, props.onSelectionChange, setControlledValue, validation.commitValidation],
  );

  const { isFocusVisible, focusProps } = useFocusRing({ within: true });
  const domProps = filterDOMProps(props, { global: true });
  delete domProps.id;
  return (
    <Provider
      values={[
        [
          LabelContext,
          {
            ...labelProps,
            elementType: 'span',
            onClick: () => {
              if (isDisabled) return;
              buttonRef.current?.focus();
              setInteractionModality('keyboard');
            },
          },
        ],
        [
          ButtonContext,
          {
            ...mergeProps(triggerProps, { onHoverStart: preloadSelect, onFocus: preloadSelect }),
            ref: buttonRef,
            isPressed: trigger.isOpen,
            autoFocus: props.autoFocus,
          },
        ],
        [TextContext, { slots: { description: descriptionProps, errorMessage: errorMessageProps } }],
        [FieldErrorContext, { isInvalid, validationErrors, validationDetails }],
      ]}
    >
      <div
        {...mergeProps(domProps, focusProps)}
        className={className}
        data-focused={isFocused || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-open={trigger.isOpen || undefined}
        data-disabled={isDisabled || undefined}
        data-invalid={isInvalid || undefined}
        data-required={isRequired || undefined}
      >
        {children(selected, { id: valueId })}
        <HiddenNativeSelect
          items={items}
          label={label}
          value={selectedKey}
          defaultValue={props.defaultValue !== undefined ? (single(props.defaultValue) ?? null) : initialValue}
          setValue={setValue}
          validation={validation}
          validationBehavior={validationBehavior}
          isRequired={isRequired}
          isDisabled={isDisabled}
          name={props.name}
          form={props.form}
          autoComplete={props.autoComplete}
          triggerRef={buttonRef}
        />
      </div>
      {used ? (
        <Suspense fallback={null}>
          <SelectPopover
            items={items}
            selectedKey={selectedKey}
            onSelectionChange={onListSelection}
            isOpen={trigger.isOpen}
            onOpenChange={trigger.setOpen}
            triggerRef={buttonRef}
            menuProps={listProps}
            looks={looks}
          />
        </Suspense>
      ) : null}
    </Provider>
  );
}
