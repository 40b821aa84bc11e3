// Kyero's free-text property types as our category slugs.
import { describe, expect, it } from 'vitest';
import { isCategorySlug, kyeroPropertyType } from './property-types.ts';

describe('kyeroPropertyType', () => {
  it('reads the names Kyero feeds use, in any case and spacing', () => {
    const cases: Array<[string, string | null]> = [
      ['Apartment', 'apartment'],
      ['Penthouse', 'penthouse'],
      ['Studio', 'studio'],
      ['Duplex', 'duplex'],
      ['Villa', 'detached'],
      ['Detached Villa', 'detached'],
      ['Semi-Detached Villa', 'semi-detached'],
      ['House', 'house'],
      ['Town House', 'town-house'],
      ['Townhouse', 'town-house'],
      ['Country House', 'house'],
      ['Bungalow', 'bungalow'],
      ['Finca', 'farmhouse'],
      ['Land', 'land'],
      ['Plot', 'building-plot'],
      ['Commercial', 'commercial'],
      ['Ground Floor Apartment', 'ground-floor-flat'],
      ['Terraced House', 'terraced'],
      ['Mobile Home', 'static-caravan'],
      ['Chalet', 'detached'],
      ['Linked Villa', 'semi-detached'],
      ['Quad House', 'house'],
      ['Village House', 'house'],
      ['Cave House', 'house'],
      ['Manor House', 'detached'],
      ['Top Floor Apartment', 'apartment'],
      ['Triplex', 'flat'],
      ['Cortijo', 'farmhouse'],
      ['Rustic Land', 'agricultural-land'],
      ['Urban Land', 'building-plot'],
      ['Farm', 'agricultural-land'],
      ['Lodge', 'holiday-lodge'],
      ['Log Cabin', 'holiday-lodge'],
      ['Commercial Premises', 'commercial'],
      ['Office', 'office'],
      ['Shop', 'retail'],
      ['Warehouse', 'warehouse'],
      ['Restaurant', 'restaurant-cafe'],
      ['Bar', 'pub'],
      ['Hotel', 'hotel'],
      ['Guest House', 'guest-house'],
      ['B&B', 'bed-and-breakfast'],
      ['Park Home', 'park-home'],
    ];
    expect(cases.map(([name]) => [name, kyeroPropertyType(name)])).toEqual(cases);
  });

  it('falls back on keywords, and on null for what it cannot place', () => {
    expect(kyeroPropertyType('Luxury Penthouse Apartment')).toBe('penthouse');
    expect(kyeroPropertyType('Frontline Golf Villa')).toBe('detached');
    expect(kyeroPropertyType('Urban plot with licence')).toBe('building-plot');
    expect(kyeroPropertyType('Cave House')).toBe('house');
    expect(kyeroPropertyType('Detached Chalet with Sea Views')).toBe('detached');
    expect(kyeroPropertyType('Garage')).toBeNull();
    expect(kyeroPropertyType('Other')).toBeNull();
    expect(kyeroPropertyType('')).toBeNull();
  });

  it('only ever answers with slugs of our category tree', () => {
    for (const name of ['Apartment', 'Villa', 'Plot', 'Guest House', 'Park Home', 'Bar', 'Shop', 'Rustic Land']) {
      const slug = kyeroPropertyType(name);
      expect(slug !== null && isCategorySlug(slug), name).toBe(true);
    }
  });
});
