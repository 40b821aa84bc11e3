import { useEffect, useState } from 'react';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import { CloseIcon } from '../icons.tsx';
import type { Toast, ToastKind } from './toast-context.ts';

const STYLES: Record<ToastKind, string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
  error: 'border-red-700 bg-red-50 text-red-900',
};

/** One toast. Its timer pauses while the pointer is over it or it has focus, so it can be read. */
export function ToastMessage({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const t = useT();
  const translate = useTranslateMessage();

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [paused, toast.id, toast.durationMs, onDismiss]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering or focusing a toast only pauses its timer
    <div
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 px-4 py-3 text-sm shadow-lg ${STYLES[toast.kind]}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="flex-1 font-medium">{translate(toast.message)}</p>
      {toast.action && (
        <button
          type="button"
          className="-my-1 rounded px-2 py-1 font-semibold underline underline-offset-2 hover:bg-black/5"
          onClick={() => {
            onDismiss(toast.id);
            toast.action?.onClick();
          }}
        >
          {translate(toast.action.label)}
        </button>
      )}
      <button
        type="button"
        className="-m-1 rounded p-1 hover:bg-black/5"
        aria-label={t.shell.dismiss}
        onClick={() => onDismiss(toast.id)}
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
