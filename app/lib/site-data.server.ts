// What every page's shell needs, read once per request by the root loader: the
// category tree (navigation, search forms), the footer pages, and the logged-in user's
// favourite offers (so the hearts are drawn right before, and without, JavaScript).

import type { PublicConfig } from '#app/context.ts';
import type { UserResource } from '#contract/accounts.ts';
import { getCatalogue } from '#core/catalogue/read.ts';
import { listFooterPages } from '#core/content/footer-pages.ts';
import { listFavouriteIds } from '#core/favourites/favourites.ts';
import type { Database } from '#db/client.ts';
import type { Language } from './i18n/languages.ts';
import type { SiteData } from './site-data.ts';

export async function loadSiteData(
  db: Database,
  user: UserResource | null,
  config: Pick<PublicConfig, 'paymentGateway' | 'captcha' | 'analytics'>,
  lang: Language,
): Promise<SiteData> {
  const [catalogue, footerPages, favouriteIds] = await Promise.all([
    getCatalogue(db),
    listFooterPages(db),
    user ? listFavouriteIds(db, user.id) : [],
  ]);
  return {
    categories: catalogue.tree,
    footerPages,
    year: new Date().getFullYear(),
    user,
    favouriteIds,
    paymentGateway: config.paymentGateway,
    lang,
    captcha: config.captcha,
    analytics: config.analytics,
  };
}
