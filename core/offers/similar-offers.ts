// "Similar properties" under an ad: live offers of the same listing type and main
// category, close by and in a similar price band, nearest first; the search core
// answers it like any search (only what the public may see).

import type { OfferCard } from '#contract/offers.ts';
import { emptyCriteria, type SearchCriteria } from '#contract/search.ts';
import { searchOffers } from '#core/search/search-offers.ts';
import type { Database } from '#db/client.ts';

export const SIMILAR_COUNT = 4;
const RADIUS_MILES = 10;
/** The price band: from 25% under to 25% over the ad's price. */
const PRICE_BAND = 0.25;

export async function similarOffers(
  db: Database,
  offer: Pick<OfferCard, 'id' | 'listing_type' | 'root_category' | 'price' | 'location'>,
  assetBase: string,
): Promise<OfferCard[]> {
  const criteria: SearchCriteria = {
    ...emptyCriteria(),
    listingType: offer.listing_type,
    categories: [offer.root_category.slug],
    location: { lat: offer.location.lat, lon: offer.location.lon },
    radiusMiles: RADIUS_MILES,
    sort: 'distance',
    perPage: SIMILAR_COUNT + 1,
    ...(offer.price !== null
      ? { priceMin: Math.floor(offer.price * (1 - PRICE_BAND)), priceMax: Math.ceil(offer.price * (1 + PRICE_BAND)) }
      : {}),
  };
  const page = await searchOffers(db, criteria, { assetBase });
  return page.data.filter((card) => card.id !== offer.id).slice(0, SIMILAR_COUNT);
}
