// Whether a feed moves a listing it sent before, its content aside. The content hash
// says whether the text, price, features and photos changed; it cannot say whether the
// offer still stands where the feed puts it, since the offer may have moved since the
// last import wrote it: withdrawn by a later full feed, deactivated or expired on the
// site, or given another market state in My Ads. The feed is the agency's own record of
// its listings, so its status is applied whenever it differs, whatever the hash says.

import type { MarketStatus } from '#contract/market-status.ts';
import { listingTypeOf } from '#contract/offer-input.ts';
import type { OfferStatus } from '#contract/offer-lifecycle.ts';
import type { ImportedListing } from './map-listing.ts';
import { placement } from './publication.ts';

/** An imported offer as it stands on the site. */
export type StandingOffer = { status: OfferStatus; published: boolean; marketStatus: MarketStatus };

/** How the site publishes, as the import will apply it (publication.ts). */
export type Publishing = { moderation: boolean; postingCost: number; now: Date };

/** True when confirming the feed would change the offer's status or market state. */
export function feedMovesOffer(offer: StandingOffer, listing: ImportedListing, publishing: Publishing): boolean {
  if (offer.marketStatus !== listing.marketStatus) return true;
  const listingType = listingTypeOf(listing.input);
  if (!listingType) return false;
  const { columns } = placement(offer, listing.live, publishing, listingType, publishing.now);
  return columns !== null;
}
