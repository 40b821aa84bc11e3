import { describe, expect, it } from 'vitest';
import { parseUserLocation, userLocationCookie } from './user-location.ts';

const leeds = { lat: 53.8, lon: -1.55, display_name: 'Leeds, West Yorkshire, England' };

describe('user-location cookie', () => {
  it('round-trips a place', () => {
    const cookie = userLocationCookie(leeds, false);
    expect(cookie).toContain('Max-Age=86400');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    const pair = cookie.split(';')[0];
    expect(parseUserLocation(`other=1; ${pair}; last=2`)).toEqual(leeds);
  });

  it('marks the cookie Secure over https', () => {
    expect(userLocationCookie(leeds, true)).toContain('; Secure');
  });

  it('ignores a missing or broken cookie', () => {
    expect(parseUserLocation(undefined)).toBeNull();
    expect(parseUserLocation('a=b')).toBeNull();
    expect(parseUserLocation('user-location=%7Bbroken')).toBeNull();
    expect(
      parseUserLocation(`user-location=${encodeURIComponent('{"lat":"x","lon":1,"display_name":"A"}')}`),
    ).toBeNull();
    expect(
      parseUserLocation(`user-location=${encodeURIComponent('{"lat":95,"lon":1,"display_name":"A"}')}`),
    ).toBeNull();
  });
});
