import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import {
  Button as AriaButton,
  ButtonContext,
  FieldErrorContext,
  FormContext,
  LabelContext,
  Provider,
  TextContext,
  useSlottedContext,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { filterDOMProps } from 'react-aria/filterDOMProps';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { HiddenSelect, useSelect } from 'react-aria/useSelect';
import type { Collection, Node } from 'react-stately';
import { useSelectState } from 'react-stately/useSelectState';
import { useIntl } from 'react-intl';
import { FieldHelp, FieldLabel, fieldStyles, type FieldProps } from '../Field';
import * as styles from './Select.css';
import { messages } from './Select.messages';
import { OptionCollection, type SelectOption } from './optionCollection';

export type { SelectOption } from './optionCollection';

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption>, 'className' | 'style' | 'children' | 'items' | 'placeholder'>, FieldProps {
  /** The choices. */
  items: readonly SelectOption[];
  /** Text while nothing is chosen; a translated "Select…" when absent. @default undefined */
  placeholder?: string;
}

/** The popover and its list: loaded on first use (decision 0037); `preloadSelect` starts it early. */
const loadSelectPopover = () => import('./SelectPopover');
const SelectPopover = lazy(loadSelectPopover);
let preloaded: Promise<unknown> | null = null;
/** Starts loading the open list's code (a trigger hovered or focused: likely to be pressed). */
export function preloadSelect(): void {
  preloaded ??= loadSelectPopover().catch(() => {
    preloaded = null;
  });
}

/**
 * One choice from a short, fixed list (reasons, categories, languages). Tab in the open list takes the focused option and moves on.
 *
 * What RAC's `Select` does, in two parts (decision 0037): the closed select — label, trigger with
 * the chosen option's label, description and error, the hidden native select (form value,
 * validation, autofill), keyboard opening and typeahead — is react-aria's `useSelect` on
 * react-stately's `useSelectState` over a plain collection of `items`. The popover with the list
 * box (RAC's collection, list box and overlay code) is a chunk of its own, loaded when the list
 * first opens or earlier when the trigger is hovered or focused; it then hands RAC's collection to
 * the same state, so the keys, selection and focus strategy of the opening carry over.
 */
export function Select({ label, description, errorMessage, items, placeholder, ...props }: SelectProps) {
  const intl = useIntl();
  const { validationBehavior: formValidationBehavior } = useSlottedContext(FormContext) ?? {};
  const validationBehavior = props.validationBehavior ?? formValidationBehavior ?? 'native';
  const disabledKeys = useMemo(() => items.filter((i) => i.isDisabled).map((i) => i.id), [items]);
  const plain = useMemo(() => new OptionCollection(items), [items]);
  // RAC's collection of the same items, from the popover chunk once loaded (it renders the list box).
  const [rac, setRac] = useState<{ items: readonly SelectOption[]; collection: Collection<Node<SelectOption>> } | null>(null);
  const collection = rac && rac.items === items ? rac.collection : plain;
  const onCollection = useCallback((c: Collection<Node<SelectOption>>) => setRac({ items, collection: c }), [items]);
  const hasCollection = useCallback((c: Collection<Node<SelectOption>>) => collection === c, [collection]);
  // The popover is mounted from the first opening on (then kept, so reopening is immediate).
  const [used, setUsed] = useState(Boolean(props.isOpen || props.defaultOpen));
  const isInvalid = props.isInvalid ?? (errorMessage ? true : undefined);
  const state = useSelectState<SelectOption>({
    ...props,
    isInvalid,
    disabledKeys,
    collection,
    children: undefined,
    validationBehavior,
    onOpenChange: (isOpen) => {
      if (isOpen) setUsed(true);
      props.onOpenChange?.(isOpen);
    },
  });
  const { isFocusVisible, focusProps } = useFocusRing({ within: true });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { labelProps, triggerProps, valueProps, menuProps, descriptionProps, errorMessageProps, hiddenSelectProps, ...validation } =
    useSelect({ ...props, isInvalid, disabledKeys, label, validationBehavior }, state, buttonRef);
  const domProps = filterDOMProps(props, { global: true });
  delete domProps.id;
  const selected = state.selectedItems[0];
  return (
    <Provider
      values={[
        [LabelContext, { ...labelProps, elementType: 'span' }],
        [ButtonContext, { ...triggerProps, ref: buttonRef, isPressed: state.isOpen, autoFocus: props.autoFocus }],
        [TextContext, { slots: { description: descriptionProps, errorMessage: errorMessageProps } }],
        [FieldErrorContext, validation],
      ]}
    >
      <div
        {...mergeProps(domProps, focusProps)}
        className={fieldStyles.field}
        data-focused={state.isFocused || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-open={state.isOpen || undefined}
        data-disabled={props.isDisabled || undefined}
        data-invalid={validation.isInvalid || undefined}
        data-required={props.isRequired || undefined}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <AriaButton className={`${fieldStyles.control} ${styles.trigger}`} onHoverStart={preloadSelect} onFocus={preloadSelect}>
          <span {...valueProps} className={styles.value} data-placeholder={selected ? undefined : true}>
            {selected ? selected.textValue : (placeholder ?? intl.formatMessage(messages.placeholder))}
          </span>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className={styles.chevron}>
            <path d="M2.5 4.5L6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </AriaButton>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <HiddenSelect {...hiddenSelectProps} autoComplete={props.autoComplete} />
      </div>
      {used ? (
        <Suspense fallback={null}>
          <SelectPopover
            state={state}
            items={items}
            triggerRef={buttonRef}
            menuProps={menuProps}
            onCollection={onCollection}
            hasCollection={hasCollection}
          />
        </Suspense>
      ) : null}
    </Provider>
  );
}
