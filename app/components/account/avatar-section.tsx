import { type FormEvent, useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import type { UserResource } from '#contract/accounts.ts';
import { useAuth } from '../auth/auth-context.ts';
import { labelClass } from '../forms/form-styles.ts';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useToast } from '../toast/toast-context.ts';
import { type AvatarBusy, useAvatarBusy } from './avatar-form-parts.tsx';
import { AvatarPhotoForm } from './avatar-photo-form.tsx';
import { AvatarVideoForm } from './avatar-video-form.tsx';

/** Which of photo and video the profile shows first. */
function DefaultAvatarForm({ busy }: { busy: AvatarBusy }) {
  const { state, update } = useAuth();
  const api = useApi();
  const toast = useToast();
  const t = useT().accountPages.avatar;
  const [defaultAvatar, setDefaultAvatar] = useState<'photo' | 'video'>(state.default_avatar ?? 'photo');

  const saveDefault = (event: FormEvent) => {
    event.preventDefault();
    void busy.run('default', async () => {
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

  return (
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
        <SubmitButton busy={busy.busy === 'default'}>{t.saveChoice}</SubmitButton>
      </div>
    </form>
  );
}

/**
 * Photo (upload with preview, remove), video link (YouTube or Vimeo) and which of the two
 * the profile shows first. POST and DELETE /api/user/avatar, PUT /api/user/default-avatar.
 * The three forms share one busy state, so only one of their requests runs at a time.
 */
export function AvatarSection() {
  const busy = useAvatarBusy();
  return (
    <div className="flex flex-col gap-8">
      <AvatarPhotoForm busy={busy} />
      <AvatarVideoForm busy={busy} />
      <DefaultAvatarForm busy={busy} />
    </div>
  );
}
