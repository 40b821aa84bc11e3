// The facts a UK buyer or tenant looks for beside the price, read from an offer's
// attributes: its tenure (freehold, leasehold, shared ownership: the ownership tags that
// say how it is owned, not "chain free" or "help to buy"), its council tax band, and the
// EPC rating an agency feed gave.
import type { OfferDetail } from '#contract/offers.ts';

const TENURE_TAGS = ['freehold', 'leashold', 'shared-ownership'];

export type HomeFacts = { tenure: string | null; councilTaxBand: string | null; epcRating: string | null };

export function homeFacts(offer: Pick<OfferDetail, 'attributes' | 'epc_rating'>): HomeFacts {
  const ownership = offer.attributes.find((attribute) => attribute.slug === 'ownership');
  const names = ownership?.display.split(', ') ?? [];
  const tenure = (ownership?.values ?? []).flatMap((value, n) =>
    TENURE_TAGS.includes(value) && names[n] ? [names[n]] : [],
  );
  const band = offer.attributes.find((attribute) => attribute.slug === 'council-tax-band');
  return {
    tenure: tenure.length > 0 ? tenure.join(', ') : null,
    councilTaxBand: band ? band.display : null,
    epcRating: offer.epc_rating,
  };
}
