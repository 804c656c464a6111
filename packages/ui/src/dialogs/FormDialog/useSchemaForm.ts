import { validate, FORM_ERROR_KEY } from '@mandate/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type * as v from 'valibot';
import { formatDomainText } from '../../i18n/domainText';
import { messages } from './FormDialog.messages';
import { isFormRefusal } from './FormRefusal';

/** The values a form edits, by field name. */
export type FormValues = Record<string, unknown>;

/** Options of {@link useSchemaForm}. */
export interface SchemaFormOptions<V extends FormValues, S extends v.GenericSchema> {
  /**
   * The domain schema of the call, the same the server parses (with its context, e.g.
   * `hireSchema({ today, isAdmin })`). Its output type is the payload `onSubmit` receives.
   */
  schema: S;
  /** The values the form starts with (and keeps for its lifetime: remount to reset). */
  defaultValues: V;
  /**
   * Turns the form's values into the schema's input, where they differ (a `Key` of a select into
   * a number, a `CalendarDate` into text). @default the values as they are
   */
  toInput?: (values: V) => unknown;
  /**
   * Sends the payload. Resolve when done; reject with a `FormRefusal` to show the server's
   * messages (values are kept), or with anything else for a generic "try again".
   */
  onSubmit: (payload: v.InferOutput<S>) => Promise<void>;
  /**
   * The schema path of a value whose name differs from it (a flat `subject` edited for the payload's
   * `comment.subject`): its field shows the errors of that path. @default every value at its own name
   */
  paths?: Partial<Record<keyof V & string, string>>;
}

/** The props a field of the form takes (TextField, TextArea, Select, NumberField, DatePicker...). */
export interface FieldBinding<T> {
  name: string;
  value: T;
  onChange: (value: T) => void;
  /** The message to show, when the field is invalid and the user should see it now. */
  errorMessage: string | undefined;
  isInvalid: boolean;
}

/** The props a checkbox of the form takes. */
export interface CheckboxBinding {
  name: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}

/** A select's binding: react-aria's `Key` in and out, the form's value type kept. */
export type SelectBinding = FieldBinding<Key | null>;

/** What {@link useSchemaForm} gives a form. */
export interface SchemaForm<V extends FormValues> {
  values: V;
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  /** Binds a field by name: value, change handler and the error to show. */
  field: <K extends keyof V & string>(name: K) => FieldBinding<V[K]>;
  /** Binds a checkbox by name. */
  checkbox: <K extends keyof V & string>(name: K) => CheckboxBinding;
  /**
   * The error to show for a field path now (client or server), or `undefined`. Read while rendering
   * where the form shows it: the path then counts as shown, and `formErrors` leaves it out.
   */
  errorOf: (name: string) => string | undefined;
  /**
   * Texts for the whole form: the server's message, errors of fields the form does not show, or
   * "try again". A function: read it while rendering, after the fields were bound (FormDialog does).
   */
  formErrors: () => readonly string[];
  /** Shows the errors of these fields now, as if they were changed (a stepper's Continue on its step). */
  touch: (names: readonly (keyof V & string)[]) => void;
  /** Whether these fields are valid now: no error of the schema or of the server on their paths or below. */
  isValid: (names: readonly (keyof V & string)[]) => boolean;
  /** Back to the default values (or `values`), with no error shown and no server verdict (a stepper's Reset). */
  reset: (values?: V) => void;
  /** While `onSubmit` runs: the confirm action is pending and no second submission starts. */
  isSubmitting: boolean;
  /** Spread on the `<form>` (FormDialog does it). */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    validationBehavior: 'aria';
    noValidate: true;
  };
}

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';
/** An editable text without a tabindex of its own (ProseMirror's contenteditable). */
const TEXT_ENTRY = '[contenteditable="true"][role="textbox"]';

/** Focuses the first invalid field of a form, in document order (001 §5: the user sees what to fix). */
export function focusFirstInvalid(form: HTMLElement | null): boolean {
  if (!form) return false;
  for (const invalid of Array.from(form.querySelectorAll<HTMLElement>('[data-invalid], [aria-invalid="true"]'))) {
    // In a field with a toolbar before its text (the rich-text editor), the text is what to fix.
    const candidates = invalid.matches(FOCUSABLE)
      ? [invalid]
      : Array.from(invalid.querySelectorAll<HTMLElement>(`${TEXT_ENTRY}, ${FOCUSABLE}`)).sort(
          (a, b) => Number(b.matches(TEXT_ENTRY)) - Number(a.matches(TEXT_ENTRY)),
        );
    const target = candidates.find((el) => !el.closest('[aria-hidden="true"]') && !el.hasAttribute('disabled'));
    if (target) {
      target.focus();
      return true;
    }
  }
  return false;
}

/**
 * A form on a domain schema (CONVENTIONS "Dialogs", 001 §5): validates with the same valibot
 * schema the server uses, shows errors of touched fields as the user goes and of every field after
 * a submit, refuses to submit while invalid and moves focus to the first invalid field, runs
 * `onSubmit` once at a time, and on a refusal shows the server's field errors beside their fields
 * and its message for the form while keeping every typed value.
 */
export function useSchemaForm<V extends FormValues, S extends v.GenericSchema>({
  schema,
  defaultValues,
  toInput,
  onSubmit,
  paths,
}: SchemaFormOptions<V, S>): SchemaForm<V> {
  const intl = useIntl();
  const [values, setValues] = useState<V>(defaultValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const running = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  // Fields bound during the last render: errors of any other path belong to the form as a whole.
  const bound = useRef(new Set<string>());
  bound.current = new Set();

  const checked = useMemo(() => validate(schema, toInput ? toInput(values) : values), [schema, toInput, values]);
  const clientErrors: Readonly<Record<string, string>> = checked.ok ? {} : checked.errors;

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  const pathOf = useCallback((name: string): string => (paths as Record<string, string> | undefined)?.[name] ?? name, [paths]);

  const setValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      const path = pathOf(name as string);
      setValues((current) => ({ ...current, [name]: value }));
      setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));
      // The server's verdict on a field no longer holds once the user changes it.
      setServerErrors((current) => {
        if (!(path in current)) return current;
        const next = { ...current };
        delete next[path];
        return next;
      });
    },
    [pathOf],
  );

  const touch = (names: readonly (keyof V & string)[]) =>
    setTouched((current) => {
      const next = new Set(current);
      for (const name of names) next.add(pathOf(name));
      return next;
    });

  const isValid = (names: readonly (keyof V & string)[]) => {
    const wanted = names.map(pathOf);
    const under = (path: string) => wanted.some((w) => path === w || path.startsWith(`${w}.`));
    return !Object.keys(clientErrors).some(under) && !Object.keys(serverErrors).some(under);
  };

  const reset = (next: V = defaultValues) => {
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
    setServerErrors({});
    setFormMessage(null);
  };

  const errorOf = (name: string): string | undefined => {
    // Read to be shown: the form shows it where it belongs, so formErrors leaves it out.
    bound.current.add(name);
    if (serverErrors[name]) return serverErrors[name];
    const id = clientErrors[name];
    if (!id || !(submitted || touched.has(name))) return undefined;
    return formatDomainText(intl, id);
  };

  const field = <K extends keyof V & string>(name: K): FieldBinding<V[K]> => {
    bound.current.add(pathOf(name));
    const errorMessage = errorOf(pathOf(name));
    return { name, value: values[name], onChange: (value: V[K]) => setValue(name, value), errorMessage, isInvalid: Boolean(errorMessage) };
  };

  const checkbox = <K extends keyof V & string>(name: K): CheckboxBinding => {
    bound.current.add(name);
    return { name, isSelected: Boolean(values[name]), onChange: (selected: boolean) => setValue(name, selected as V[K]) };
  };

  // Field errors of paths no field shows (a server error on `jobId`, a schema error on the whole form).
  const unbound = (errors: Readonly<Record<string, string>>, translate: boolean) =>
    Object.entries(errors)
      .filter(([path]) => path === FORM_ERROR_KEY || !bound.current.has(path))
      .map(([, text]) => (translate ? formatDomainText(intl, text) : text));

  const formErrors = () => [
    ...(formMessage ? [formMessage] : []),
    ...unbound(serverErrors, false),
    ...(submitted ? unbound(clientErrors, true) : []),
  ];

  const submit = async () => {
    if (running.current) return;
    setSubmitted(true);
    setFormMessage(null);
    setServerErrors({});
    if (!checked.ok) {
      setFocusRequest((n) => n + 1);
      return;
    }
    running.current = true;
    setSubmitting(true);
    try {
      await onSubmit(checked.value);
    } catch (error) {
      if (isFormRefusal(error)) {
        setServerErrors(error.errors);
        setFormMessage(error.formMessage ?? (Object.keys(error.errors).length === 0 ? intl.formatMessage(messages.failed) : null));
        setFocusRequest((n) => n + 1);
      } else {
        setFormMessage(intl.formatMessage(messages.failed));
      }
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  return {
    values,
    setValue,
    field,
    checkbox,
    errorOf,
    formErrors,
    touch,
    isValid,
    reset,
    isSubmitting,
    formProps: {
      ref: formRef,
      onSubmit: (event) => {
        event.preventDefault();
        void submit();
      },
      validationBehavior: 'aria',
      noValidate: true,
    },
  };
}
