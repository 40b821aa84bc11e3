import type { OfferCard as OfferCardData } from '#contract/offers.ts';
import { OfferCard } from './offer-card.tsx';

/** How many cards of a page load their photo eagerly (those in the first screenful). */
export const EAGER_CARDS = 3;

export function OfferGrid({ offers, headingLevel }: { offers: OfferCardData[]; headingLevel: 'h2' | 'h3' }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm2:grid-cols-2 lg2:grid-cols-3 3xl:grid-cols-4">
      {offers.map((offer, index) => (
        <li key={offer.id}>
          <OfferCard offer={offer} eager={index < EAGER_CARDS} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
