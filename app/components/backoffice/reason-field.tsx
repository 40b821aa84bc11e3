import { errorClass, inputClass, labelClass } from '#app/components/forms/form-styles.ts';

/**
 * The reason an operator gives for an action someone else reads (a suspension, a
 * deletion, a rejection): a required text area, its error beside it, and what the
 * operator typed kept when the form comes back refused.
 */
export function ReasonField({
  id,
  label,
  error,
  value,
  rows = 3,
  maxLength = 500,
}: {
  id: string;
  label: string;
  error: string | undefined;
  value?: string;
  rows?: number;
  maxLength?: number;
}) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        name="reason"
        rows={rows}
        minLength={3}
        maxLength={maxLength}
        required
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </>
  );
}
