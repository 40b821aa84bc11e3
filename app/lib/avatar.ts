// Checks made before an avatar upload, so a wrong file is refused at once; the server
// checks the content again.
import { AVATAR_IMAGE_TYPES, AVATAR_MAX_BYTES } from '#contract/accounts.ts';

export { AVATAR_MAX_BYTES };
export const AVATAR_TYPES = AVATAR_IMAGE_TYPES;

export const AVATAR_MESSAGES = {
  type: 'Choose a JPEG, PNG, WebP, AVIF or GIF image',
  size: 'Choose an image of 10 MB or less',
  missing: 'Choose a photo to upload',
} as const;

export function avatarFileError(file: { type: string; size: number } | null | undefined): string | null {
  if (!file) return AVATAR_MESSAGES.missing;
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.type;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.size;
  return null;
}
