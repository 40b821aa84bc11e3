import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  ACTION_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  type Toast,
  type ToastAction,
  ToastContext,
  type Toaster,
  type ToastKind,
} from './toast-context.ts';
import { useToastHost } from './toast-host.ts';
import { ToastMessage } from './toast-message.tsx';

let nextId = 1;

/**
 * Toasts stacked at the top right, under the header so they never cover its buttons. The two live regions are always in the page so
 * screen readers announce what is added: errors assertively, the rest politely.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);

  const toaster = useMemo<Toaster>(() => {
    const show = (kind: ToastKind, message: string, durationMs?: number, action?: ToastAction) =>
      setToasts((list) => {
        // The same message twice in a row (a double click) shows once.
        const rest = list.filter((toast) => !(toast.kind === kind && toast.message === message));
        const duration = durationMs ?? (action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS[kind]);
        return [...rest, { id: nextId++, kind, message, durationMs: duration, ...(action && { action }) }].slice(-5);
      });
    return {
      show,
      success: (message) => show('success', message),
      warning: (message) => show('warning', message),
      error: (message) => show('error', message),
    };
  }, []);

  const host = useToastHost();
  // The page's regions stay in the page (empty while a modal hosts the toasts), so a
  // toast moving back into them is announced as a new one.
  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <ToastRegions toasts={host ? [] : toasts} onDismiss={dismiss} />
      {host && createPortal(<ToastRegions toasts={toasts} onDismiss={dismiss} inModal />, host)}
    </ToastContext.Provider>
  );
}

function ToastRegions({
  toasts,
  onDismiss,
  inModal = false,
}: {
  toasts: Toast[];
  onDismiss: (id: number) => void;
  /**
   * Over a modal: at the bottom on wide screens, so the dialog's heading and close button
   * stay uncovered; at the top below 768 px, where the dialog fills the screen and its
   * submit button sits at the bottom (a toast there would hide the button it answers).
   */
  inModal?: boolean;
}) {
  const polite = toasts.filter((toast) => toast.kind !== 'error');
  const assertive = toasts.filter((toast) => toast.kind === 'error');
  return (
    <div
      className={`pointer-events-none fixed right-3 z-[60] flex w-[min(24rem,calc(100vw-1.5rem))] flex-col gap-2 ${inModal ? 'top-3 md:top-auto md:bottom-3' : 'top-[4.5rem]'}`}
    >
      <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
        {assertive.map((toast) => (
          <ToastMessage key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {polite.map((toast) => (
          <ToastMessage key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
    </div>
  );
}
