import { type RefObject, useEffect } from 'react';

/** A form opened in a dialog or as a prompt starts with its first field focused, when asked to. */
export function useFocusFirstInput(focusOnMount: boolean, formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    if (focusOnMount) formRef.current?.querySelector('input')?.focus();
  }, [focusOnMount, formRef]);
}
