import { describe, expect, it } from 'vitest';
import { photoSchema } from '#contract/offers.ts';
import { photoUrls } from './photo-urls.ts';

describe('photoUrls', () => {
  it('gives the largest rendition as url and every width in srcset', () => {
    const photo = photoUrls('/storage/', 'offers/abc', [960, 480, 1600], 1600, 1067, 'Photo 1 of 3 bedroom house');
    expect(photo).toEqual({
      url: '/storage/offers/abc-1600.webp',
      srcset:
        '/storage/offers/abc-480.webp 480w, /storage/offers/abc-960.webp 960w, /storage/offers/abc-1600.webp 1600w',
      width: 1600,
      height: 1067,
      alt: 'Photo 1 of 3 bedroom house',
    });
    expect(photoSchema.parse(photo)).toEqual(photo);
  });

  it('works with an absolute asset base and a single width', () => {
    const photo = photoUrls('https://cdn.example/storage', 'offers/def', [300], 300, 200, '');
    expect(photo.url).toBe('https://cdn.example/storage/offers/def-300.webp');
    expect(photo.srcset).toBe('https://cdn.example/storage/offers/def-300.webp 300w');
  });
});
