import type { ReactNode } from 'react';
import { secondaryButton } from './form-styles.ts';
import { ModalDialog } from './modal-dialog.tsx';

/**
 * A modal that asks one question: the words, a button that goes ahead and one that
 * does not (it closes the dialog). The go-ahead button stays focusable while busy, so
 * focus is not lost when the request starts.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  confirmClass,
  onConfirm,
  busy,
  cancelLabel,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The question's explanation, shown as one paragraph. */
  children: ReactNode;
  confirmLabel: string;
  confirmClass: string;
  onConfirm: () => void;
  busy: boolean;
  cancelLabel: string;
}) {
  return (
    <ModalDialog open={open} onClose={onClose} title={title}>
      <div className="flex flex-col gap-5">
        <p className="text-gray-800">{children}</p>
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={onConfirm} aria-disabled={busy || undefined} className={confirmClass}>
            {confirmLabel}
          </button>
          <button type="button" onClick={onClose} className={secondaryButton}>
            {cancelLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
