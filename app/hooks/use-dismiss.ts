import { type RefObject, useEffect, useRef } from 'react';

export type DismissReason = 'outside' | 'escape' | 'focus-left';

/**
 * Closes a popup on a pointer press outside it, on Escape, and when keyboard focus
 * moves to something outside it. `ref` covers the trigger and the popup together.
 */
export function useDismiss(
  open: boolean,
  ref: RefObject<HTMLElement | null>,
  onDismiss: (reason: DismissReason) => void,
): void {
  const latest = useRef(onDismiss);
  latest.current = onDismiss;

  useEffect(() => {
    if (!open) return;
    const container = ref.current;
    const inside = (target: EventTarget | null) => target instanceof Node && !!container?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) latest.current('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        latest.current('escape');
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !inside(event.relatedTarget)) latest.current('focus-left');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    container?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      container?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, ref]);
}
