import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import { AVATAR_MESSAGES, AVATAR_TYPES, avatarFileError } from '#app/lib/avatar.ts';
import type { UserResource } from '#contract/accounts.ts';
import { useAuth } from '../auth/auth-context.ts';
import { hintClass, labelClass } from '../forms/form-styles.ts';
import { useToast } from '../toast/toast-context.ts';
import { type AvatarBusy, AvatarError, SaveAndRemove, useRemoveAvatar } from './avatar-form-parts.tsx';

/**
 * The chosen file, its preview (an object URL, let go when the file changes) and its
 * error. A file of the wrong type or size is refused as soon as it is chosen.
 */
function useChosenPhoto() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const showError = (error: string | null) => {
    setPhotoError(error);
    fileInput.current?.focus();
  };
  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const error = chosen ? avatarFileError(chosen) : null;
    setPhotoError(error);
    setFile(error ? null : chosen);
    if (!chosen || error) setPreview(null);
  };
  // After an upload: nothing chosen any more.
  const clear = () => {
    setFile(null);
    setPreview(null);
    if (fileInput.current) fileInput.current.value = '';
  };
  return { file, preview, photoError, fileInput, showError, onFileChange, clear };
}

/**
 * The upload and removal requests of the photo. A bad file is refused before it is
 * sent; the server's 413, 415 and 422 land under the field.
 */
function usePhotoUpload(busy: AvatarBusy) {
  const { update, patch } = useAuth();
  const api = useApi();
  const toast = useToast();
  const t = useT().accountPages.avatar;
  const chosen = useChosenPhoto();
  const remove = useRemoveAvatar(busy);

  const send = async (file: File) => {
    const body = new FormData();
    body.set('avatar_type', 'photo');
    body.set('avatar', file);
    const result = await api<UserResource>('/api/user/avatar', {
      method: 'POST',
      form: body,
      handled: [413, 415, 422],
    });
    if (result.ok) {
      update(result.data);
      chosen.clear();
      toast.success(t.photoSaved);
    } else if (result.error.status === 413) {
      chosen.showError(AVATAR_MESSAGES.size);
    } else if (result.error.status === 415 || result.error.status === 422) {
      chosen.showError(result.error.errors.avatar ?? result.error.message ?? AVATAR_MESSAGES.type);
    }
  };

  const uploadPhoto = (event: FormEvent) => {
    event.preventDefault();
    const { file } = chosen;
    const error = avatarFileError(file);
    if (error || !file) {
      chosen.showError(error);
      return;
    }
    void busy.run('photo', () => send(file));
  };

  const removePhoto = () =>
    remove('remove-photo', 'photo', () => {
      patch({ avatar: null });
      toast.success(t.photoRemoved);
    });

  const { preview, photoError, fileInput, onFileChange } = chosen;
  return { preview, photoError, fileInput, onFileChange, uploadPhoto, removePhoto };
}

/** The round picture: the preview, else the saved photo, else the first letter of the name. */
function AvatarCircle({ preview }: { preview: string | null }) {
  const { state } = useAuth();
  const t = useT().accountPages.avatar;
  const shown = preview ?? state.avatar;
  return (
    <div className="size-28 shrink-0 overflow-hidden rounded-full border border-gray-300 bg-gray-100">
      {shown ? (
        <img src={shown} alt={preview ? t.preview : t.yourPhoto} className="size-full object-cover" />
      ) : (
        <span
          className="flex size-full items-center justify-center text-3xl font-bold text-gray-600"
          aria-hidden="true"
        >
          {(state.name || state.email || '?').charAt(0).toUpperCase()}
        </span>
      )}
    </div>
  );
}

/** Upload a photo with a preview first, or remove the saved one. */
export function AvatarPhotoForm({ busy }: { busy: AvatarBusy }) {
  const { state } = useAuth();
  const t = useT().accountPages.avatar;
  const photo = usePhotoUpload(busy);
  const ids = { file: useId(), photoError: useId(), hint: useId() };
  const { photoError } = photo;
  return (
    <form noValidate onSubmit={photo.uploadPhoto} className="flex flex-col gap-4 sm2:flex-row sm2:items-start">
      <AvatarCircle preview={photo.preview} />
      <div className="flex flex-1 flex-col gap-3">
        <div>
          <label htmlFor={ids.file} className={labelClass}>
            {t.photo}
          </label>
          <input
            ref={photo.fileInput}
            id={ids.file}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            onChange={photo.onFileChange}
            aria-invalid={photoError ? true : undefined}
            aria-describedby={[ids.hint, photoError ? ids.photoError : ''].filter(Boolean).join(' ')}
            className="mt-1 block w-full text-sm text-gray-800 file:mr-3 file:rounded-full file:border file:border-accent-700 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-accent-700 hover:file:bg-accent-50"
          />
          <p id={ids.hint} className={hintClass}>
            {t.hint}
          </p>
          <AvatarError id={ids.photoError} error={photoError} />
        </div>
        <SaveAndRemove busy={busy.busy} kind="photo" onRemove={state.avatar ? photo.removePhoto : null} />
      </div>
    </form>
  );
}
