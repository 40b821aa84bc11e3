// Every address the domain, the jobs and the e-mails link to is a page the site serves:
// a page that moves without its path here fails this test, not a user's e-mail link.
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SITE_PATHS, siteUrl } from '#contract/site-paths.ts';
import routes from '../routes.ts';

const toRouteObjects = (entries: readonly RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry): RouteObject => {
    const id = entry.id ?? entry.file;
    const caseSensitive = entry.caseSensitive ?? false;
    if (entry.index) return { index: true, id, caseSensitive };
    return {
      ...(entry.path === undefined ? {} : { path: entry.path }),
      id,
      caseSensitive,
      ...(entry.children ? { children: toRouteObjects(entry.children) } : {}),
    };
  });

const ROUTES = toRouteObjects(routes);
const NOT_SERVED = ['routes/not-found.tsx', 'routes/legacy-redirect.tsx'];

/** The file of the page that serves `path`, or undefined. */
function pageOf(path: string): string | undefined {
  const pathname = new URL(path, 'https://dazu.example').pathname;
  const leaf = matchRoutes(ROUTES, pathname)?.at(-1)?.route.id;
  const file = routes
    .flatMap((entry) => [entry, ...(entry.children ?? [])])
    .find((entry) => (entry.id ?? entry.file) === leaf)?.file;
  return file && !NOT_SERVED.includes(file) ? file : undefined;
}

describe('the site paths', () => {
  it('each lead to a page of the site', () => {
    const samples: Record<keyof typeof SITE_PATHS, string> = {
      home: SITE_PATHS.home(),
      search: SITE_PATHS.search('type=rent'),
      offer: SITE_PATHS.offer('flat-in-leeds-1a2b3c4d'),
      property: SITE_PATHS.property({ type: 'rent', place: 'leeds' }),
      profile: SITE_PATHS.profile('7f8e9d0c-1b2a-4c3d-8e9f-0a1b2c3d4e5f'),
      settings: SITE_PATHS.settings(),
      favourites: SITE_PATHS.favourites(),
      conversation: SITE_PATHS.conversation('7f8e9d0c-1b2a-4c3d-8e9f-0a1b2c3d4e5f'),
      myOffers: SITE_PATHS.myOffers(),
      invoices: SITE_PATHS.invoices(),
      imports: SITE_PATHS.imports(),
      agents: SITE_PATHS.agents(),
      login: SITE_PATHS.login(),
      contact: SITE_PATHS.contact(),
      operatorUsers: SITE_PATHS.operatorUsers(),
      operatorImports: SITE_PATHS.operatorImports(),
      operatorUser: SITE_PATHS.operatorUser('7f8e9d0c-1b2a-4c3d-8e9f-0a1b2c3d4e5f'),
      operatorNewsletter: SITE_PATHS.operatorNewsletter(),
      operatorAudit: SITE_PATHS.operatorAudit(),
      operatorReports: SITE_PATHS.operatorReports(),
      messagesSafety: SITE_PATHS.messagesSafety(),
      moderation: SITE_PATHS.moderation(),
      moderationItem: SITE_PATHS.moderationItem('revision', 12),
      moderationTemplates: SITE_PATHS.moderationTemplates(),
      operatorOrders: SITE_PATHS.operatorOrders(),
      operatorOrder: SITE_PATHS.operatorOrder('7f8e9d0c-1b2a-4c3d-8e9f-0a1b2c3d4e5f'),
      operatorPrices: SITE_PATHS.operatorPrices(),
      passwordReminder: SITE_PATHS.passwordReminder(),
      activation: SITE_PATHS.activation('a-token'),
      setPassword: SITE_PATHS.setPassword('a-token'),
      agentInvitation: SITE_PATHS.agentInvitation('a-token'),
      enquiryConfirmation: SITE_PATHS.enquiryConfirmation('a-token'),
      newsletterConfirmation: SITE_PATHS.newsletterConfirmation('a-token'),
      newsletterUnsubscribe: SITE_PATHS.newsletterUnsubscribe('a-token'),
      alertsUnsubscribe: SITE_PATHS.alertsUnsubscribe('a-token'),
    };
    for (const [page, path] of Object.entries(samples)) expect(pageOf(path), `${page}: ${path}`).toBeDefined();
    for (const path of [
      SITE_PATHS.property({ type: 'sell' }),
      SITE_PATHS.property({ type: 'sell', category: 'flat' }),
      SITE_PATHS.property({ type: 'sell', category: 'flat', place: 'leeds' }),
    ]) {
      expect(pageOf(path), path).toBe('routes/property.tsx');
    }
    expect(pageOf('/no-such-page')).toBeUndefined();
  });

  it('encode what they carry, and join the public URL once', () => {
    expect(SITE_PATHS.activation('a+b/c')).toBe('/complete-registration?token=a%2Bb%2Fc');
    expect(SITE_PATHS.offer('a b')).toBe('/offers/a%20b');
    expect(siteUrl('https://dazu.example/', SITE_PATHS.invoices())).toBe('https://dazu.example/invoices');
  });
});
