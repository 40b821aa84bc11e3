// Showing one offer, for the offer page and for GET /api/offers/{id} alike: the public
// view (or, for the person who manages it, any of their ads with its state), and one
// view counted for the visitor without making them wait for it.

import type { OfferView } from '#contract/offer-lifecycle.ts';
import type { Deps } from '#core/platform/deps.ts';
import { getOfferView } from './offer-view.ts';
import { recordView, type Visitor } from './stats.ts';

export async function showOffer(
  deps: Pick<Deps, 'db' | 'background'>,
  slugOrId: string,
  visitor: Visitor,
  assetBase: string,
): Promise<OfferView | null> {
  const offer = await getOfferView(deps.db, slugOrId, { assetBase, viewer: visitor.viewer ?? null });
  // Whoever manages the ad is not counted, nor are robots (recordView says how visitors are told apart).
  if (offer) deps.background.run(() => recordView(deps.db, offer.id, visitor));
  return offer;
}
