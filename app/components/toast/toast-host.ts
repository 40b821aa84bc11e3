// Where toasts render. An open modal <dialog> sits in the browser's top layer and makes
// the rest of the page inert: toasts outside it would be covered by its backdrop and
// not announced. So an open modal offers a host inside itself, and toasts move there.
import { useSyncExternalStore } from 'react';

const hosts: HTMLElement[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Makes `element` the toast host until the returned function is called (hosts stack). */
export function pushToastHost(element: HTMLElement): () => void {
  hosts.push(element);
  emit();
  return () => {
    const index = hosts.lastIndexOf(element);
    if (index >= 0) hosts.splice(index, 1);
    emit();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The innermost open modal's host, or null for the page itself. */
export function useToastHost(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => hosts.at(-1) ?? null,
    () => null,
  );
}
