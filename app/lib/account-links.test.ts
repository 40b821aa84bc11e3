import { describe, expect, it } from 'vitest';
import type { Role } from '#contract/permissions.ts';
import { accountMenuLinks, userMenuLinks } from './account-links.ts';

const labels = (links: { label: string }[]) => links.map((link) => link.label);

describe('account menus', () => {
  it('show Agents and Import Properties to company accounts', () => {
    expect(labels(userMenuLinks(['company']))).toEqual([
      'My Ads',
      'Settings',
      'Agents',
      'Favorites',
      'Messages',
      'Payment history',
    ]);
    expect(labels(accountMenuLinks(['company']))).toEqual([
      'Settings',
      'Favorites',
      'Messages',
      'My Ads',
      'Import Properties',
      'Agents',
      'Payment history',
    ]);
  });

  it('hide them from private accounts and from the agents of a company, who cannot use them', () => {
    for (const roles of [['user'], ['agent'], []] satisfies Role[][]) {
      expect(labels(userMenuLinks(roles))).toEqual(['My Ads', 'Settings', 'Favorites', 'Messages', 'Payment history']);
      expect(labels(accountMenuLinks(roles))).toEqual([
        'Settings',
        'Favorites',
        'Messages',
        'My Ads',
        'Payment history',
      ]);
    }
  });
});
