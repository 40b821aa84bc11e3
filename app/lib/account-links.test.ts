import { describe, expect, it } from 'vitest';
import { accountMenuLinks, userMenuLinks } from './account-links.ts';

const labels = (links: { label: string }[]) => links.map((link) => link.label);

describe('account menus', () => {
  it('show Agents and Import Properties to business accounts only', () => {
    expect(labels(userMenuLinks(true))).toEqual([
      'My Ads',
      'Settings',
      'Agents',
      'Favorites',
      'Messages',
      'Payment history',
    ]);
    expect(labels(userMenuLinks(false))).toEqual(['My Ads', 'Settings', 'Favorites', 'Messages', 'Payment history']);
    expect(labels(accountMenuLinks(true))).toEqual([
      'Settings',
      'Favorites',
      'Messages',
      'My Ads',
      'Import Properties',
      'Agents',
      'Payment history',
    ]);
    expect(labels(accountMenuLinks(false))).toEqual(['Settings', 'Favorites', 'Messages', 'My Ads', 'Payment history']);
  });
});
