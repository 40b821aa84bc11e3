import { useId } from 'react';
import { useLocation } from 'react-router';
import { useT } from '#app/hooks/use-t.ts';
import { agentLine } from '#app/lib/advertisers.ts';
import { backTargetOf, offerHref } from '#app/lib/back-to-search.ts';
import { formatPrice } from '#contract/format.ts';
import type { OfferCard as OfferCardData } from '#contract/offers.ts';
import { FavouriteButton } from '../favourites/favourite-button.tsx';
import { PrefetchLink } from '../prefetch-link.tsx';
import { FreshnessBadges } from './freshness-badges.tsx';
import { OfferFacts } from './offer-facts.tsx';
import { QualifiedPrice } from './qualified-price.tsx';
import { TagBadges } from './tag-badges.tsx';

/** Card photo widths: one column on phones, up to four on wide screens. */
export const CARD_IMAGE_SIZES = '(min-width: 1640px) 380px, (min-width: 1100px) 30vw, (min-width: 560px) 45vw, 100vw';

type Props = {
  offer: OfferCardData;
  /** The first cards of a page are in view at once: load them eagerly. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
  sizes?: string;
};

/**
 * The card's picture (or "no photo") with its badges: listing type, new or reduced,
 * featured and market status, and the favourite button, described by the card's title.
 */
function CardPicture({
  offer,
  eager,
  sizes,
  titleId,
}: {
  offer: OfferCardData;
  eager: boolean;
  sizes: string;
  titleId: string;
}) {
  const photo = offer.main_photo;
  const t = useT();
  return (
    <div className="relative aspect-[4/3] bg-gray-100">
      {photo ? (
        <img
          src={photo.url}
          srcSet={photo.srcset}
          sizes={sizes}
          width={photo.width}
          height={photo.height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-cover"
        />
      ) : (
        <div className="flex h-full items-center justify-center text-sm text-gray-600">{t.listing.noPhoto}</div>
      )}
      <span className="absolute top-2 left-2 rounded bg-white/95 px-2 py-0.5 text-xs font-bold tracking-wide text-gray-900">
        {t.search.listingTypes[offer.listing_type]}
      </span>
      <FreshnessBadges isNew={offer.is_new} reduced={offer.reduced} />
      {offer.featured && (
        <span className="absolute top-9 left-2 rounded bg-accent-700 px-2 py-0.5 text-xs font-bold tracking-wide text-white">
          {t.listing.featured}
        </span>
      )}
      <FavouriteButton offerId={offer.id} describedBy={titleId} className="absolute right-2 bottom-2 z-10" />
      {offer.market_status !== 'available' && (
        <span className="absolute bottom-2 left-2 rounded bg-gray-900 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
          {t.listing.marketStatus[offer.market_status]}
        </span>
      )}
    </div>
  );
}

/** The price with its qualifier, and the price before a reduction, struck through. */
function CardPrice({ offer }: { offer: OfferCardData }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-baseline gap-x-2">
      <p className="text-lg font-bold text-accent-700">
        <QualifiedPrice
          qualifier={offer.price_qualifier}
          pence={offer.price}
          price={formatPrice(offer.price, offer.listing_type, offer.price_period, t.listing.price)}
        />
      </p>
      {offer.reduced && offer.previous_price !== null && (
        <s className="text-sm text-gray-700">
          <span className="sr-only">{t.listing.was}</span>
          {formatPrice(offer.previous_price, offer.listing_type, offer.price_period, t.listing.price)}
        </s>
      )}
    </div>
  );
}

/** A result card. The whole card is clickable through its title link (one link, one tab stop). */
export function OfferCard({ offer, eager = false, headingLevel: Heading = 'h3', sizes = CARD_IMAGE_SIZES }: Props) {
  const titleId = useId();
  // A card on a results page leads back to it from the offer's "Back to search".
  const back = backTargetOf(useLocation());
  const t = useT();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <CardPicture offer={offer} eager={eager} sizes={sizes} titleId={titleId} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <CardPrice offer={offer} />
        <Heading id={titleId} className="text-base leading-snug font-semibold text-gray-900">
          <PrefetchLink
            to={offerHref(offer.slug, back)}
            className="rounded after:absolute after:inset-0 after:content-[''] group-hover:underline focus-visible:underline"
          >
            {offer.title}
          </PrefetchLink>
        </Heading>
        <p className="text-sm text-gray-700">
          {offer.location.name}
          {offer.distance_miles !== null && <span> · {t.listing.away(offer.distance_miles)}</span>}
        </p>
        <OfferFacts bedrooms={offer.bedrooms} bathrooms={offer.bathrooms} area={offer.area} />
        {offer.agent && <p className="text-sm text-gray-700">{agentLine(offer.agent)}</p>}
        <div className="mt-auto">
          <TagBadges tags={offer.tags} />
        </div>
      </div>
    </article>
  );
}
