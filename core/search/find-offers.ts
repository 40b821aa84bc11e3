// Finding offers, for the /search page and GET /api/search alike: a page of matches,
// the featured offers at its head, and one appearance in results counted for each offer
// shown (robots aside) without making the visitor wait for it.
import type { OfferCard } from '#contract/offers.ts';
import type { Page } from '#contract/pagination.ts';
import type { SearchCriteria } from '#contract/search.ts';
import { recordImpressions } from '#core/offers/stats.ts';
import type { Deps } from '#core/platform/deps.ts';
import { featuredOffers, searchOffers } from './search-offers.ts';

export type FoundOffers = { page: Page<OfferCard>; featured: OfferCard[] };

export async function findOffers(
  deps: Pick<Deps, 'db' | 'background'>,
  criteria: SearchCriteria,
  options: { assetBase: string; userAgent: string },
): Promise<FoundOffers> {
  const [page, featured] = await Promise.all([
    searchOffers(deps.db, criteria, { assetBase: options.assetBase }),
    featuredOffers(deps.db, criteria, { assetBase: options.assetBase }),
  ]);
  const shown = [...featured, ...page.data].map((offer) => offer.id);
  deps.background.run(() => recordImpressions(deps.db, shown, options.userAgent));
  return { page, featured };
}
