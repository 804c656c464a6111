import { InlineAlert } from '../../primitives/InlineAlert';

/**
 * The form-level errors of a submit (a refusal's message, a server error on a field no control
 * shows) as one alert: one error as a sentence, several as a list. Nothing when there are none.
 * Outside a FormDialog, render it after the form's fields: `formErrors()` leaves out the errors of
 * the fields bound so far in this render.
 */
export function FormErrorsAlert({ errors, className }: { errors: readonly string[]; className?: string }) {
  if (errors.length === 0) return null;
  const alert = (
    <InlineAlert tone="critical">
      {errors.length === 1 ? (
        errors[0]
      ) : (
        <ul>
          {errors.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </InlineAlert>
  );
  return className ? <div className={className}>{alert}</div> : alert;
}
