import { createContext, useContext } from 'react';

export type ToastKind = 'success' | 'warning' | 'error';

/** Success and warning toasts stay 3 s, errors 5 s: long enough to read an error. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 3000, warning: 3000, error: 5000 };

/** A button in the toast that does what the message asks for (e.g. "Log in"). */
export type ToastAction = { label: string; onClick: () => void };

/** A toast with an action stays long enough to be reached with the keyboard (and pauses while focused). */
export const ACTION_TOAST_DURATION_MS = 10_000;

/** One toast on the screen. */
export type Toast = { id: number; kind: ToastKind; message: string; durationMs: number; action?: ToastAction };

export type Toaster = {
  show: (kind: ToastKind, message: string, durationMs?: number, action?: ToastAction) => void;
  success: (message: string) => void;
  warning: (message: string) => void;
  error: (message: string) => void;
};

export const ToastContext = createContext<Toaster | null>(null);

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a ToastProvider above it');
  return toaster;
}
