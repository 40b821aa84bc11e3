import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '#app/hooks/use-t.ts';
import { CloseIcon } from '../icons.tsx';
import { pushToastHost } from '../toast/toast-host.ts';

/**
 * Where focus goes back to: the element that opened the dialog, or, when that sat in
 * a menu panel that has closed since, the button that controls the panel.
 */
function returnTarget(element: HTMLElement | null): HTMLElement | null {
  if (!element?.isConnected) return null;
  if (element.getClientRects().length > 0) return element;
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (!node.id) continue;
    const control = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(node.id)}"]`);
    if (control) return returnTarget(control);
  }
  return null;
}

/** While the dialog is open, toasts show inside it (above its backdrop, not inert): the host to render. */
function useToastHostWhileOpen(open: boolean) {
  const toastHostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open || !toastHostRef.current) return;
    return pushToastHost(toastHostRef.current);
  }, [open]);
  return toastHostRef;
}

/**
 * Opens and closes the native dialog (`ref`) with `open`. Opening remembers where focus
 * was and moves it to the first field of the body (`bodyRef`); `onClosed`, for the
 * dialog's close event, tells the caller and returns focus.
 */
function useModal(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // Straight to the first field when there is one (forms loaded later focus themselves).
      bodyRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const onClosed = () => {
    onClose();
    const target = returnTarget(returnTo.current);
    returnTo.current = null;
    target?.focus();
  };
  return { ref, bodyRef, onClosed };
}

/** The dialog's heading (`titleId` labels the dialog) and its close button. */
function DialogHeader({ titleId, title, onClose }: { titleId: string; title: string; onClose: () => void }) {
  const t = useT();
  return (
    <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-5 py-4 md:px-8">
      <h2 id={titleId} className="text-2xl font-bold">
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        aria-label={t.shell.close}
        className="inline-flex size-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/**
 * A modal on the native <dialog>: the page behind is inert (focus stays inside),
 * Escape closes it, a click on the backdrop does not (a stray click must not lose a
 * half-filled form), and focus returns to where it was. Labelled by its heading.
 * 800 px wide, 90% on narrow screens.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const toastHostRef = useToastHostWhileOpen(open);
  const { ref, bodyRef, onClosed } = useModal(open, onClose);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClosed}
      className="m-auto max-h-[90vh] w-[90%] max-w-[800px] overflow-y-auto rounded-2xl bg-white p-0 text-gray-900 shadow-2xl"
    >
      <DialogHeader titleId={titleId} title={title} onClose={onClose} />
      <div ref={bodyRef} className="px-5 py-6 md:px-8">
        {open && children}
      </div>
      <div ref={toastHostRef} />
    </dialog>
  );
}
