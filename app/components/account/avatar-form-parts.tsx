import { useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import { errorClass, secondaryButton } from '../forms/form-styles.ts';
import { Spinner, SubmitButton } from '../forms/submit-button.tsx';

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

/** DELETE /api/user/avatar for the photo or the video link; `done` follows once it is gone. */
export function useRemoveAvatar({ run }: AvatarBusy) {
  const api = useApi();
  return (task: 'remove-photo' | 'remove-video', type: 'photo' | 'video_url', done: () => void) =>
    run(task, async () => {
      const result = await api(`/api/user/avatar?avatar_type=${type}`, { method: 'DELETE' });
      if (result.ok) done();
    });
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

const SAVE_AND_REMOVE = {
  photo: { save: 'upload', remove: 'removePhoto', removing: 'remove-photo' },
  video: { save: 'saveVideo', remove: 'removeVideo', removing: 'remove-video' },
} as const;

/** A form's save button, and its remove button when there is something saved to remove. */
export function SaveAndRemove({
  busy,
  kind,
  onRemove,
}: {
  busy: AvatarTask | null;
  kind: 'photo' | 'video';
  /** null: nothing saved, no remove button. */
  onRemove: (() => void) | null;
}) {
  const t = useT().accountPages.avatar;
  const names = SAVE_AND_REMOVE[kind];
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton busy={busy === kind}>{t[names.save]}</SubmitButton>
      {onRemove && (
        <BusyButton busy={busy === names.removing} onClick={onRemove}>
          {t[names.remove]}
        </BusyButton>
      )}
    </div>
  );
}

/** A field's error, in the visitor's language (the checks and the server word them in English). */
export function AvatarError({ id, error }: { id: string; error: string | null }) {
  const translate = useTranslateMessage();
  if (!error) return null;
  return (
    <p id={id} className={errorClass}>
      {translate(error)}
    </p>
  );
}
