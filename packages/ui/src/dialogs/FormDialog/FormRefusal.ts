/** What {@link FormRefusal} is built from: texts already in the user's language. */
export interface FormRefusalInit {
  /** A message for the whole form (a 409's "The vacancy is no longer active"). @default null */
  message?: string | null;
  /** Messages per field, keyed by the payload's field path (`reason`, `ratings.0.rating`). @default {} */
  errors?: Readonly<Record<string, string>>;
}

/**
 * The server refused a form's payload. A dialog's `onSubmit` rejects with one; the form then shows
 * `errors` beside their fields and `message` above the footer, and keeps every typed value.
 * Apps build it from their API client's error in one place (apps/web: `toFormRefusal`).
 */
export class FormRefusal extends Error {
  override readonly name = 'FormRefusal';
  /** Messages per field path; fields the form does not show are listed with the form's message. */
  readonly errors: Readonly<Record<string, string>>;
  /** The form-level message, or `null` when the refusal has only field errors. */
  readonly formMessage: string | null;

  constructor({ message = null, errors = {} }: FormRefusalInit = {}) {
    super(message ?? Object.values(errors).join(' '));
    this.formMessage = message || null;
    this.errors = errors;
  }
}

/** True for a {@link FormRefusal}. */
export function isFormRefusal(value: unknown): value is FormRefusal {
  return value instanceof FormRefusal;
}
