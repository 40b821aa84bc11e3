import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { TOAST_DURATION_MS, ToastContext, type Toaster, type ToastKind } from './toast-context.ts';
import { ToastMessage } from './toast-message.tsx';

export type Toast = { id: number; kind: ToastKind; message: string; durationMs: number };

let nextId = 1;

/**
 * Toasts stacked at the top right, under the header so they never cover its buttons. The two live regions are always in the page so
 * screen readers announce what is added: errors assertively, the rest politely.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);

  const toaster = useMemo<Toaster>(() => {
    const show = (kind: ToastKind, message: string, durationMs = TOAST_DURATION_MS[kind]) =>
      setToasts((list) => {
        // The same message twice in a row (a double click) shows once.
        const rest = list.filter((toast) => !(toast.kind === kind && toast.message === message));
        return [...rest, { id: nextId++, kind, message, durationMs }].slice(-5);
      });
    return {
      show,
      success: (message) => show('success', message),
      warning: (message) => show('warning', message),
      error: (message) => show('error', message),
    };
  }, []);

  const polite = toasts.filter((toast) => toast.kind !== 'error');
  const assertive = toasts.filter((toast) => toast.kind === 'error');
  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <div className="pointer-events-none fixed top-[4.5rem] right-3 z-[60] flex w-[min(24rem,calc(100vw-1.5rem))] flex-col gap-2">
        <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
          {assertive.map((toast) => (
            <ToastMessage key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          {polite.map((toast) => (
            <ToastMessage key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
