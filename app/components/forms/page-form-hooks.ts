// Helpers for forms posted to their page (with or without JavaScript): whether the
// page is sending a given form, and focus on the outcome the answer shows.
import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';

/** Whether the form posting `intent` is being sent (its button shows it is working). */
export function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

/**
 * Focuses the element when it is shown and again at each new `outcome` (another answer
 * of the same form), so a keyboard or screen reader user lands on what was just done.
 */
export function useFocusOnShow<T extends HTMLElement>(outcome: unknown = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  return ref;
}
