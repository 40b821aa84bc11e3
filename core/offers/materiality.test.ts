// The rule of what an operator must see first, field by field, and what of a save goes
// live at once.
import { describe, expect, it } from 'vitest';
import { immediatePart, materialChanges, sameVersion } from './materiality.ts';
import type { VersionFile } from './offer-files.ts';
import type { OfferVersion } from './offer-version.ts';

const file = (key: string, alt = ''): VersionFile => ({
  storageKey: `offers/${key}`,
  format: 'webp',
  widths: [480],
  width: 480,
  height: 320,
  alt,
});

const live: OfferVersion = {
  content: {
    title: 'Two bed flat by the canal',
    category_id: 7,
    listing_type: 'rent',
    price: 120_000,
    price_period: 'month',
    description: '<p>Bright.</p>',
    location: { lat: 53.48, lon: -2.24, name: 'Manchester' },
    links: { video: null, video_2: null, walk_video: null },
    visible_from: null,
    attributes: [
      { id: 1, value: 'rent' },
      { id: 5, value: 'true' },
      { id: 11, value: '2' },
      { id: 16, value: ['balcony', 'winda'] },
    ],
  },
  files: { photos: [file('a'), file('b')], project_plan_photos: [file('plan')], ecertificate: [] },
};
const edit = (content: Partial<OfferVersion['content']> = {}, files: Partial<OfferVersion['files']> = {}) => ({
  content: { ...live.content, ...content },
  files: { ...live.files, ...files },
});

describe('material changes', () => {
  it('are none for the same version, a price, other features or the publication date', () => {
    expect(materialChanges(live, edit())).toEqual([]);
    expect(
      materialChanges(
        live,
        edit({
          price: 99_000,
          visible_from: '2030-01-01T00:00:00.000Z',
          attributes: [
            { id: 1, value: 'rent' },
            { id: 5, value: 'true' },
            { id: 11, value: '3' },
          ],
        }),
      ),
    ).toEqual([]);
  });

  it('are the words, the kind of listing, the place and the videos', () => {
    expect(
      materialChanges(
        live,
        edit({
          title: 'Two bed flat, canal views',
          description: '<p>Dark.</p>',
          category_id: 8,
          location: { ...live.content.location, lat: 53.481 },
          links: { ...live.content.links, video: 'https://youtu.be/dQw4w9WgXcQ' },
        }),
      ),
    ).toEqual(['title', 'description', 'category', 'location', 'links']);
    expect(
      materialChanges(
        live,
        edit({
          listing_type: 'sell',
          price_period: null,
          attributes: [{ id: 1, value: 'sell' }],
        }),
      ),
    ).toEqual(['listing_type', 'price_period']);
  });

  it('count added, replaced or re-captioned files, not removed or reordered ones', () => {
    expect(materialChanges(live, edit({}, { photos: [file('b'), file('a')] }))).toEqual([]);
    expect(materialChanges(live, edit({}, { photos: [file('b')], project_plan_photos: [] }))).toEqual([]);
    expect(materialChanges(live, edit({}, { photos: [file('a'), file('c')] }))).toEqual(['photos']);
    expect(materialChanges(live, edit({}, { photos: [file('a', 'Sea view'), file('b')] }))).toEqual(['photos']);
    expect(materialChanges(live, edit({}, { ecertificate: [file('epc')] }))).toEqual(['ecertificate']);
  });
});

describe('what goes live at once', () => {
  it('is the approved version with the price, features, date and removed files of the save', () => {
    const proposed = edit(
      {
        title: 'New words',
        price: 110_000,
        attributes: [
          { id: 1, value: 'rent' },
          { id: 5, value: 'true' },
        ],
      },
      { photos: [file('a'), file('new')], project_plan_photos: [] },
    );
    const material = materialChanges(live, proposed);
    expect(material).toEqual(['title', 'photos']);
    const now = immediatePart(live, proposed, material);
    expect(now.content).toEqual({ ...live.content, price: 110_000, attributes: proposed.content.attributes });
    expect(now.files).toEqual({ ...live.files, project_plan_photos: [] });
  });

  it('keeps the price and features of the approved kind of listing when the kind changes', () => {
    const proposed = edit({ listing_type: 'sell', price: 25_000_000, attributes: [{ id: 1, value: 'sell' }] });
    const now = immediatePart(live, proposed, materialChanges(live, proposed));
    expect(sameVersion(now, live)).toBe(true);
  });

  it('compares features as sets', () => {
    expect(
      sameVersion(
        live,
        edit({
          attributes: [
            { id: 16, value: ['winda', 'balcony'] },
            { id: 11, value: '2' },
            { id: 5, value: 'true' },
            { id: 1, value: 'rent' },
          ],
        }),
      ),
    ).toBe(true);
  });
});
