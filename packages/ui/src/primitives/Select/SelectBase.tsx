import { lazy, Suspense, useCallback, useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
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
import { filterDOMProps } from 'react-aria/filterDOMProps';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { HiddenSelect, useSelect } from 'react-aria/useSelect';
import type { Collection, Node } from 'react-stately';
import { useSelectState } from 'react-stately/useSelectState';
import { OptionCollection, type SelectOption } from './optionCollection';
import type { SelectLooks } from './SelectPopover';

export type { SelectLooks } from './SelectPopover';

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

/**
 * What RAC's `Select` does, in two parts (decision 0037), under any look: the closed select —
 * label, trigger, description and error, the hidden native select (form value, validation,
 * autofill), keyboard opening and typeahead — is react-aria's `useSelect` on react-stately's
 * `useSelectState` over a plain collection of `items`. The popover with the list box (RAC's
 * collection, list box and overlay code) is a chunk of its own, loaded when the list first opens
 * or earlier when the trigger is hovered or focused; it then hands RAC's collection to the same
 * state, so the keys, selection and focus strategy of the opening carry over. Used by `Select` and
 * by the table's page size picker (`Pagination`).
 */
export function SelectBase({ label, items, className, looks, children, ...props }: SelectBaseProps) {
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
  const state = useSelectState<SelectOption>({
    ...props,
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
    useSelect({ ...props, disabledKeys, label, validationBehavior }, state, buttonRef);
  const domProps = filterDOMProps(props, { global: true });
  delete domProps.id;
  return (
    <Provider
      values={[
        [LabelContext, { ...labelProps, elementType: 'span' }],
        [
          ButtonContext,
          {
            ...mergeProps(triggerProps, { onHoverStart: preloadSelect, onFocus: preloadSelect }),
            ref: buttonRef,
            isPressed: state.isOpen,
            autoFocus: props.autoFocus,
          },
        ],
        [TextContext, { slots: { description: descriptionProps, errorMessage: errorMessageProps } }],
        [FieldErrorContext, validation],
      ]}
    >
      <div
        {...mergeProps(domProps, focusProps)}
        className={className}
        data-focused={state.isFocused || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-open={state.isOpen || undefined}
        data-disabled={props.isDisabled || undefined}
        data-invalid={validation.isInvalid || undefined}
        data-required={props.isRequired || undefined}
      >
        {children(state.selectedItems[0]?.value ?? null, valueProps)}
        <HiddenSelect {...hiddenSelectProps} autoComplete={props.autoComplete} />
      </div>
      {used ? (
        <Suspense fallback={null}>
          <SelectPopover
            state={state}
            items={items}
            triggerRef={buttonRef}
            menuProps={menuProps}
            looks={looks}
            onCollection={onCollection}
            hasCollection={hasCollection}
          />
        </Suspense>
      ) : null}
    </Provider>
  );
}
