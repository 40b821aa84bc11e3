// Avatars: a photo (checked and re-encoded by the image pipeline) and/or a video link.
import { unprocessable } from '#core/errors.ts';
import { processPhoto, renditionKey } from '#core/media/process-photo.ts';
import type { Storage } from '#core/storage/storage.ts';
import type { Database } from '#db/client.ts';
import { updateUser } from './profile.ts';
import type { UserRow } from './sessions.ts';

const AVATAR_WIDTHS = [160, 320] as const;

export async function uploadPhotoAvatar(
  db: Database,
  storage: Storage,
  user: UserRow,
  bytes: Buffer,
): Promise<UserRow> {
  const photo = await processPhoto(storage, bytes, { prefix: 'avatars', widths: AVATAR_WIDTHS });
  const largest = photo.widths.at(-1);
  if (largest === undefined) throw unprocessable({ avatar: ['The image is too small'] });
  return updateUser(db, user.id, {
    avatarKey: renditionKey(photo.storageKey, largest),
    defaultAvatar: user.defaultAvatar ?? 'photo',
  });
}

export function setVideoAvatar(db: Database, user: UserRow, url: string): Promise<UserRow> {
  return updateUser(db, user.id, { videoAvatarUrl: url, defaultAvatar: user.defaultAvatar ?? 'video' });
}

/** Removes one avatar; the default falls back to the other one when it exists. */
export function removeAvatar(db: Database, user: UserRow, type: 'photo' | 'video_url'): Promise<UserRow> {
  if (type === 'photo') {
    return updateUser(db, user.id, { avatarKey: null, defaultAvatar: user.videoAvatarUrl ? 'video' : null });
  }
  return updateUser(db, user.id, { videoAvatarUrl: null, defaultAvatar: user.avatarKey ? 'photo' : null });
}

export function setDefaultAvatar(db: Database, user: UserRow, choice: 'photo' | 'video'): Promise<UserRow> {
  const available = choice === 'photo' ? user.avatarKey : user.videoAvatarUrl;
  if (!available) {
    throw unprocessable({ default_avatar: [`Add a ${choice === 'photo' ? 'photo' : 'video'} avatar first`] });
  }
  return updateUser(db, user.id, { defaultAvatar: choice });
}
