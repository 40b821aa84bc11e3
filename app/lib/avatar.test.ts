import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarFileError } from './avatar.ts';

describe('avatar file checks', () => {
  it('accept JPEG, PNG, WebP, AVIF and GIF up to 10 MB', () => {
    expect(avatarFileError({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(avatarFileError({ type: 'image/webp', size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it('refuse other types, larger files and no file', () => {
    expect(avatarFileError({ type: 'image/gif', size: 10 })).toBeNull();
    expect(avatarFileError({ type: 'image/svg+xml', size: 10 })).toBe('Choose a JPEG, PNG, WebP, AVIF or GIF image');
    expect(avatarFileError({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('Choose an image of 10 MB or less');
    expect(avatarFileError(null)).toBe('Choose a photo to upload');
  });
});
