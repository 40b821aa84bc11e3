import { type FormEvent, useId, useRef, useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import { type UserResource, videoAvatarUrl } from '#contract/accounts.ts';
import { useAuth } from '../auth/auth-context.ts';
import { hintClass, inputClass, labelClass } from '../forms/form-styles.ts';
import { useToast } from '../toast/toast-context.ts';
import { type AvatarBusy, AvatarError, SaveAndRemove, useRemoveAvatar } from './avatar-form-parts.tsx';

/**
 * The video link as typed, its error, and the save and removal requests.
 * Only a YouTube or Vimeo address is sent; the server's 422 lands under the field.
 */
function useVideoLink(busy: AvatarBusy) {
  const { run } = busy;
  const remove = useRemoveAvatar(busy);
  const { state, update, patch } = useAuth();
  const api = useApi();
  const toast = useToast();
  const t = useT().accountPages.avatar;
  const [video, setVideo] = useState(state.videoAvatar ?? '');
  const [videoError, setVideoError] = useState<string | null>(null);
  const videoInput = useRef<HTMLInputElement>(null);

  const send = async (link: string) => {
    const body = new FormData();
    body.set('avatar_type', 'video_url');
    body.set('avatar', link);
    const result = await api<UserResource>('/api/user/avatar', { method: 'POST', form: body, handled: [422] });
    if (result.ok) {
      update(result.data);
      toast.success(t.videoSaved);
    } else if (result.error.status === 422) {
      setVideoError(result.error.errors.avatar ?? result.error.message ?? null);
      videoInput.current?.focus();
    }
  };

  const saveVideo = (event: FormEvent) => {
    event.preventDefault();
    const parsed = videoAvatarUrl.safeParse(video.trim());
    if (!parsed.success) {
      setVideoError(parsed.error.issues[0]?.message ?? null);
      videoInput.current?.focus();
      return;
    }
    setVideoError(null);
    void run('video', () => send(parsed.data));
  };

  const removeVideo = () =>
    remove('remove-video', 'video_url', () => {
      patch({ videoAvatar: null });
      setVideo('');
      toast.success(t.videoRemoved);
    });

  const onVideoChange = (value: string) => {
    setVideo(value);
    setVideoError(null);
  };

  return { video, videoError, videoInput, onVideoChange, saveVideo, removeVideo };
}

/** Save a YouTube or Vimeo link as the video avatar, or remove it. */
export function AvatarVideoForm({ busy }: { busy: AvatarBusy }) {
  const { state } = useAuth();
  const t = useT().accountPages.avatar;
  const link = useVideoLink(busy);
  const ids = { video: useId(), videoError: useId() };
  const { videoError } = link;
  return (
    <form noValidate onSubmit={link.saveVideo} className="flex flex-col gap-3 border-t border-gray-200 pt-6">
      <div>
        <label htmlFor={ids.video} className={labelClass}>
          {t.videoLink}
        </label>
        <input
          ref={link.videoInput}
          id={ids.video}
          type="url"
          inputMode="url"
          maxLength={300}
          placeholder="https://www.youtube.com/watch?v=…"
          value={link.video}
          onChange={(event) => link.onVideoChange(event.target.value)}
          aria-invalid={videoError ? true : undefined}
          aria-describedby={videoError ? ids.videoError : undefined}
          className={inputClass}
        />
        <p className={hintClass}>{t.videoHint}</p>
        <AvatarError id={ids.videoError} error={videoError} />
      </div>
      <SaveAndRemove busy={busy.busy} kind="video" onRemove={state.videoAvatar ? link.removeVideo : null} />
    </form>
  );
}
