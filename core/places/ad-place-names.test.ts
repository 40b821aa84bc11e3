import { describe, expect, it } from 'vitest';
import { adPlaceName } from './ad-place-names.ts';

describe('adPlaceName', () => {
  it('keeps the place a card names, with the town written after it', () => {
    expect(adPlaceName('Fernbrook, Leeds')).toEqual({ name: 'Fernbrook', town: 'Leeds' });
    expect(adPlaceName('Bermondsey, London SE1')).toEqual({ name: 'Bermondsey', town: 'London' });
    expect(adPlaceName('Leeds LS1')).toEqual({ name: 'Leeds', town: null });
    expect(adPlaceName(' Stoke-on-Trent ')).toEqual({ name: 'Stoke-on-Trent', town: null });
    expect(adPlaceName("King's Cross, London")).toEqual({ name: "King's Cross", town: 'London' });
    expect(adPlaceName('Oxford, Oxfordshire, England')).toEqual({ name: 'Oxford', town: 'Oxfordshire' });
  });

  it('takes no nation for a town', () => {
    expect(adPlaceName('Fernbrook, England')).toEqual({ name: 'Fernbrook', town: null });
    expect(adPlaceName('Fernbrook, United Kingdom')).toEqual({ name: 'Fernbrook', town: null });
  });

  it('drops a full postcode written after the name, and refuses a postcode alone', () => {
    expect(adPlaceName('Fernbrook LS6 2AB, Leeds')).toEqual({ name: 'Fernbrook', town: 'Leeds' });
    expect(adPlaceName('LS6 2AB')).toBeNull();
    expect(adPlaceName('ls62ab, Leeds')).toBeNull();
    expect(adPlaceName('SW1A')).toBeNull();
  });

  it('refuses house numbers, streets, flats and houses, whatever follows them', () => {
    for (const address of [
      '12 Acacia Avenue, Leeds',
      'Acacia Avenue, Leeds',
      'High St., Fernbrook',
      'Flat 3, Fernbrook, Leeds',
      'Flat B Fernbrook',
      'Rose Cottage, Fernbrook',
      'Apartment 4b',
      'Unit 7 Mill Yard',
    ]) {
      expect(adPlaceName(address), address).toBeNull();
    }
  });

  it('refuses what is not a place name at all', () => {
    for (const text of ['', ' , Leeds', 'seller@example.test', 'www.example.test/flat', 'Call 07700 900123']) {
      expect(adPlaceName(text), text).toBeNull();
    }
    expect(adPlaceName('A very long name that goes on and on, Leeds')).toBeNull();
    expect(adPlaceName('Fernbrook, 1 High Street')).toEqual({ name: 'Fernbrook', town: null });
  });
});
