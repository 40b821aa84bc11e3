import { primaryButton, secondaryButton } from './form-styles.ts';
import { Spinner } from './submit-button.tsx';

/** A form's send button (busy while it sends) and, in a dialog, the button that closes it. */
export function FormButtons({
  submitting,
  label,
  onCancel,
  cancelLabel,
}: {
  submitting: boolean;
  label: string;
  /** Closes the dialog; none on a page. */
  onCancel?: (() => void) | undefined;
  cancelLabel: string;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className={primaryButton} aria-disabled={submitting || undefined}>
        {submitting && <Spinner />}
        {label}
      </button>
      {onCancel && (
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {cancelLabel}
        </button>
      )}
    </div>
  );
}
