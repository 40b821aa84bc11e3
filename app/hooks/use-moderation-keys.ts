// The moderators' keyboard: j and k move to the next and previous item, a approves, r
// goes to the reject reason. Keys typed into a field, or with a modifier, are left alone,
// so writing a reason never approves anything. Every key has a link or button too.
import { useEffect, useRef } from 'react';

export type ModerationKeys = { j?: () => void; k?: () => void; a?: () => void; r?: () => void };

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function useModerationKeys(keys: ModerationKeys): void {
  // The latest keys, read when a key is pressed: the listener is added once.
  const current = useRef(keys);
  current.current = keys;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target)) return;
      const action = current.current[event.key as keyof ModerationKeys];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/** Moves the focus to the next (or previous) element matching `selector`, from the focused one. */
export function focusSibling(selector: string, step: 1 | -1): void {
  const all = [...document.querySelectorAll<HTMLElement>(selector)];
  if (all.length === 0) return;
  const at = all.indexOf(document.activeElement as HTMLElement);
  const next = at === -1 ? (step === 1 ? 0 : all.length - 1) : Math.min(Math.max(at + step, 0), all.length - 1);
  all[next]?.focus();
}
