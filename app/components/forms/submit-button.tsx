import type { ReactNode } from 'react';
import { primaryButton } from './form-styles.ts';

/** A spinner for busy buttons; the button's name stays the same for screen readers. */
export function Spinner() {
  return (
    <svg className="size-4 animate-spin motion-reduce:animate-none" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A submit button that shows it is working. It stays focusable (aria-disabled, not
 * disabled) so focus is not lost mid-request; the form ignores a second submit.
 */
export function SubmitButton({
  busy,
  children,
  className = primaryButton,
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button type="submit" aria-disabled={busy || undefined} className={className}>
      {busy && <Spinner />}
      {children}
    </button>
  );
}
