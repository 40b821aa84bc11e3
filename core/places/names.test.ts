import { describe, expect, it } from 'vitest';
import { PLACE_KINDS as CONTRACT_KINDS, defaultRadiusMiles, RADIUS_CHOICES_MILES } from '#contract/places.ts';
import { PLACE_KINDS } from '#db/schema/places.ts';
import { displayName } from './display.ts';
import { searchKey, slugify, storedNameKey } from './names.ts';

describe('place names', () => {
  it('compares names without case, accents, apostrophes or hyphens', () => {
    expect(searchKey('  Stoke-on-Trent ')).toBe('stoke on trent');
    expect(searchKey("King's Cross")).toBe('kings cross');
    expect(searchKey('Bo’ness')).toBe('boness');
    expect(searchKey('Ynys Môn')).toBe('ynys mon');
    expect(searchKey('Saint Albans')).toBe('st albans');
    expect(searchKey('Brighton & Hove')).toBe('brighton and hove');
    expect(searchKey('!!')).toBe('');
  });

  it('makes URL slugs', () => {
    expect(slugify('St Albans')).toBe('st-albans');
    expect(slugify("St John's Wood")).toBe('st-johns-wood');
    expect(slugify('Newcastle upon Tyne')).toBe('newcastle-upon-tyne');
  });

  it('has a cheap SQL-side key that agrees with searchKey for clean names', () => {
    for (const name of ['Stoke-on-Trent', "King's Cross", 'Bo’ness', 'Mottram St Andrew', 'Ynys Môn']) {
      expect(storedNameKey(name)).toBe(searchKey(name));
    }
  });

  it('writes display names the way people read them', () => {
    expect(displayName({ name: 'Oxford', county: 'Oxfordshire', country: 'England' })).toBe(
      'Oxford, Oxfordshire, England',
    );
    expect(displayName({ name: 'Manchester', county: 'Manchester', country: 'England' })).toBe('Manchester, England');
    expect(displayName({ name: 'Derry', county: 'Derry City and Strabane', country: 'Northern Ireland' })).toBe(
      'Derry, Northern Ireland',
    );
    expect(displayName({ name: 'London', county: 'Greater London', country: 'England' })).toBe('London, England');
    expect(displayName({ name: 'Camden Town', county: 'Greater London', country: 'England' })).toBe(
      'Camden Town, London',
    );
    expect(displayName({ name: 'Lerwick', county: null, country: 'Scotland' })).toBe('Lerwick, Scotland');
  });

  it('shares the kinds with the database and gives every kind a radius from the choices', () => {
    expect([...CONTRACT_KINDS].sort()).toEqual([...PLACE_KINDS].sort());
    for (const kind of CONTRACT_KINDS) expect(RADIUS_CHOICES_MILES).toContain(defaultRadiusMiles(kind));
    expect(defaultRadiusMiles('suburb')).toBeLessThan(defaultRadiusMiles('town'));
  });
});
