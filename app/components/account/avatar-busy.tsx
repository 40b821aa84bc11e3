import { useState } from 'react';
import { secondaryButton } from '../forms/form-styles.ts';
import { Spinner } from '../forms/submit-button.tsx';

export type AvatarTask = 'photo' | 'remove-photo' | 'video' | 'remove-video' | 'default';

/** Which avatar task is running, and how to start one. */
export interface AvatarBusy {
  busy: AvatarTask | null;
  run: (kind: AvatarTask, task: () => Promise<void>) => Promise<void>;
}

/**
 * One avatar request at a time across the three forms: a second click while one runs
 * does nothing, so two saves never race each other on the server.
 */
export function useAvatarBusy(): AvatarBusy {
  const [busy, setBusy] = useState<AvatarTask | null>(null);
  const run = async (kind: AvatarTask, task: () => Promise<void>) => {
    if (busy) return;
    setBusy(kind);
    try {
      await task();
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/** A button that says it is busy without losing focus. */
export function BusyButton({ busy, onClick, children }: { busy: boolean; onClick: () => void; children: string }) {
  return (
    <button type="button" aria-disabled={busy || undefined} onClick={onClick} className={secondaryButton}>
      {busy && <Spinner />}
      {children}
    </button>
  );
}
