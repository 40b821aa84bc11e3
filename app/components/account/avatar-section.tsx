import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import { AVATAR_MESSAGES, AVATAR_TYPES, avatarFileError } from '#app/lib/avatar.ts';
import { type UserResource, videoAvatarUrl } from '#contract/accounts.ts';
import { useAuth } from '../auth/auth-context.ts';
import { errorClass, hintClass, inputClass, labelClass, secondaryButton } from '../forms/form-styles.ts';
import { Spinner, SubmitButton } from '../forms/submit-button.tsx';
import { useToast } from '../toast/toast-context.ts';

type Busy = null | 'photo' | 'remove-photo' | 'video' | 'remove-video' | 'default';

/** A button that says it is busy without losing focus. */
function BusyButton({ busy, onClick, children }: { busy: boolean; onClick: () => void; children: string }) {
  return (
    <button type="button" aria-disabled={busy || undefined} onClick={onClick} className={secondaryButton}>
      {busy && <Spinner />}
      {children}
    </button>
  );
}

/**
 * Photo (upload with preview, remove), video link (YouTube or Vimeo) and which of the two
 * the profile shows first. POST and DELETE /api/user/avatar, PUT /api/user/default-avatar.
 */
export function AvatarSection() {
  const { state, update, patch } = useAuth();
  const api = useApi();
  const toast = useToast();
  const t = useT().accountPages.avatar;
  // The checks here and the server's answers word their messages in English.
  const translate = useTranslateMessage();
  const [busy, setBusy] = useState<Busy>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [video, setVideo] = useState(state.videoAvatar ?? '');
  const [videoError, setVideoError] = useState<string | null>(null);
  const [defaultAvatar, setDefaultAvatar] = useState<'photo' | 'video'>(state.default_avatar ?? 'photo');
  const fileInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), video: useId(), photoError: useId(), videoError: useId(), hint: useId() };

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const run = async (kind: Exclude<Busy, null>, task: () => Promise<void>) => {
    if (busy) return;
    setBusy(kind);
    try {
      await task();
    } finally {
      setBusy(null);
    }
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const error = chosen ? avatarFileError(chosen) : null;
    setPhotoError(error);
    setFile(error ? null : chosen);
    if (!chosen || error) setPreview(null);
  };

  const uploadPhoto = (event: FormEvent) => {
    event.preventDefault();
    const error = avatarFileError(file);
    if (error || !file) {
      setPhotoError(error);
      fileInput.current?.focus();
      return;
    }
    void run('photo', async () => {
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
        setFile(null);
        setPreview(null);
        if (fileInput.current) fileInput.current.value = '';
        toast.success(t.photoSaved);
      } else if (result.error.status === 413) {
        setPhotoError(AVATAR_MESSAGES.size);
        fileInput.current?.focus();
      } else if (result.error.status === 415 || result.error.status === 422) {
        setPhotoError(result.error.errors.avatar ?? result.error.message ?? AVATAR_MESSAGES.type);
        fileInput.current?.focus();
      }
    });
  };

  const removePhoto = () =>
    run('remove-photo', async () => {
      const result = await api('/api/user/avatar?avatar_type=photo', { method: 'DELETE' });
      if (result.ok) {
        patch({ avatar: null });
        toast.success(t.photoRemoved);
      }
    });

  const saveVideo = (event: FormEvent) => {
    event.preventDefault();
    const parsed = videoAvatarUrl.safeParse(video.trim());
    if (!parsed.success) {
      setVideoError(parsed.error.issues[0]?.message ?? null);
      videoInput.current?.focus();
      return;
    }
    setVideoError(null);
    void run('video', async () => {
      const body = new FormData();
      body.set('avatar_type', 'video_url');
      body.set('avatar', parsed.data);
      const result = await api<UserResource>('/api/user/avatar', { method: 'POST', form: body, handled: [422] });
      if (result.ok) {
        update(result.data);
        toast.success(t.videoSaved);
      } else if (result.error.status === 422) {
        setVideoError(result.error.errors.avatar ?? result.error.message ?? null);
        videoInput.current?.focus();
      }
    });
  };

  const removeVideo = () =>
    run('remove-video', async () => {
      const result = await api('/api/user/avatar?avatar_type=video_url', { method: 'DELETE' });
      if (result.ok) {
        patch({ videoAvatar: null });
        setVideo('');
        toast.success(t.videoRemoved);
      }
    });

  const saveDefault = (event: FormEvent) => {
    event.preventDefault();
    void run('default', async () => {
      const result = await api<UserResource>('/api/user/default-avatar', {
        method: 'PUT',
        json: { default_avatar: defaultAvatar },
      });
      if (result.ok) {
        update(result.data);
        toast.success(t.choiceSaved);
      }
    });
  };

  const shown = preview ?? state.avatar;
  return (
    <div className="flex flex-col gap-8">
      <form noValidate onSubmit={uploadPhoto} className="flex flex-col gap-4 sm2:flex-row sm2:items-start">
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
        <div className="flex flex-1 flex-col gap-3">
          <div>
            <label htmlFor={ids.file} className={labelClass}>
              {t.photo}
            </label>
            <input
              ref={fileInput}
              id={ids.file}
              type="file"
              accept={AVATAR_TYPES.join(',')}
              onChange={onFileChange}
              aria-invalid={photoError ? true : undefined}
              aria-describedby={[ids.hint, photoError ? ids.photoError : ''].filter(Boolean).join(' ')}
              className="mt-1 block w-full text-sm text-gray-800 file:mr-3 file:rounded-full file:border file:border-accent-700 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-accent-700 hover:file:bg-accent-50"
            />
            <p id={ids.hint} className={hintClass}>
              {t.hint}
            </p>
            {photoError && (
              <p id={ids.photoError} className={errorClass}>
                {translate(photoError)}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={busy === 'photo'}>{t.upload}</SubmitButton>
            {state.avatar && (
              <BusyButton busy={busy === 'remove-photo'} onClick={removePhoto}>
                {t.removePhoto}
              </BusyButton>
            )}
          </div>
        </div>
      </form>

      <form noValidate onSubmit={saveVideo} className="flex flex-col gap-3 border-t border-gray-200 pt-6">
        <div>
          <label htmlFor={ids.video} className={labelClass}>
            {t.videoLink}
          </label>
          <input
            ref={videoInput}
            id={ids.video}
            type="url"
            inputMode="url"
            maxLength={300}
            placeholder="https://www.youtube.com/watch?v=…"
            value={video}
            onChange={(event) => {
              setVideo(event.target.value);
              setVideoError(null);
            }}
            aria-invalid={videoError ? true : undefined}
            aria-describedby={videoError ? ids.videoError : undefined}
            className={inputClass}
          />
          <p className={hintClass}>{t.videoHint}</p>
          {videoError && (
            <p id={ids.videoError} className={errorClass}>
              {translate(videoError)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <SubmitButton busy={busy === 'video'}>{t.saveVideo}</SubmitButton>
          {state.videoAvatar && (
            <BusyButton busy={busy === 'remove-video'} onClick={removeVideo}>
              {t.removeVideo}
            </BusyButton>
          )}
        </div>
      </form>

      <form onSubmit={saveDefault} className="flex flex-col gap-3 border-t border-gray-200 pt-6">
        <fieldset>
          <legend className={labelClass}>{t.showFirst}</legend>
          <div className="mt-2 flex flex-wrap gap-6">
            {(['photo', 'video'] as const).map((choice) => (
              <label key={choice} className="flex items-center gap-2 text-gray-900">
                <input
                  type="radio"
                  name="default_avatar"
                  value={choice}
                  checked={defaultAvatar === choice}
                  onChange={() => setDefaultAvatar(choice)}
                  className="size-5 accent-accent-700"
                />
                {choice === 'photo' ? t.photoChoice : t.videoChoice}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <SubmitButton busy={busy === 'default'}>{t.saveChoice}</SubmitButton>
        </div>
      </form>
    </div>
  );
}
