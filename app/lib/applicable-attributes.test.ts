import { describe, expect, it } from 'vitest';
import { applicableAttributes, rootSlugOf } from './applicable-attributes.ts';

const tree = [
  { slug: 'house', children: [{ id: 2, slug: 'detached', name: 'Detached', offer_types: [] }] },
  { slug: 'land', children: [] },
];

describe('attribute filters on offer', () => {
  it('finds the root of a category', () => {
    expect(rootSlugOf(tree, 'detached')).toBe('house');
    expect(rootSlugOf(tree, 'land')).toBe('land');
    expect(rootSlugOf(tree, 'house,land')).toBeUndefined();
    expect(rootSlugOf(tree, undefined)).toBeUndefined();
  });

  it('offers bills included for rents, instalments for sales', () => {
    expect(applicableAttributes('rent', undefined).has('rachunki-wliczone')).toBe(true);
    expect(applicableAttributes('rent', undefined).has('na-raty')).toBe(false);
    expect(applicableAttributes('sell', undefined).has('na-raty')).toBe(true);
  });

  it('follows the category: no bedrooms or extras on land', () => {
    const land = applicableAttributes('sell', 'land');
    expect(land.has('number-of-rooms')).toBe(false);
    expect(land.has('dodatkowe')).toBe(false);
    expect(land.has('blisko')).toBe(true);
    expect(applicableAttributes('sell', 'house').has('ownership')).toBe(true);
  });

  it('offers everything with no type and no category', () => {
    const all = applicableAttributes(undefined, undefined);
    expect(all.has('na-raty') && all.has('rachunki-wliczone') && all.has('ownership')).toBe(true);
    expect(all.has('typ')).toBe(false);
  });
});
