import { describe, expect, it } from 'vitest';
import { loginRedirect, profileSetupRedirect, safeNextPath } from './next-path.ts';

describe('safeNextPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeNextPath('/settings')).toBe('/settings');
    expect(safeNextPath('/my-offers?page=2#top')).toBe('/my-offers?page=2#top');
    expect(safeNextPath('/search?q=flat%20leeds')).toBe('/search?q=flat%20leeds');
  });

  it('rejects other sites, schemes and tricks', () => {
    for (const value of [
      '//evil.com',
      '//evil.com/settings',
      '/\\evil.com',
      '\\\\evil.com',
      'https://evil.com',
      'http://localhost/settings',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      'settings',
      '/\tsettings',
      '/%0a',
      '',
      null,
      undefined,
    ]) {
      const result = safeNextPath(value);
      if (value === '/%0a')
        expect(result).toBe('/%0a'); // encoded: a harmless path of this site
      else expect(result, String(value)).toBeNull();
    }
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeNextPath('/a/../settings')).toBe('/settings');
    expect(safeNextPath('/..//evil.com')).toBeNull();
    expect(safeNextPath('/./settings')).toBe('/settings');
  });
});

describe('guard redirects', () => {
  it('encode the path to come back to', () => {
    expect(loginRedirect('/settings?tab=1')).toBe('/?next=%2Fsettings%3Ftab%3D1');
    expect(profileSetupRedirect('/settings')).toBe('/profile-setup?next=%2Fsettings');
  });
});
