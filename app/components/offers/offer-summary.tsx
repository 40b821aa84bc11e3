// The offer page's column beside the photos: what the ad is and costs, its key facts,
// the advertiser, and sharing or reporting it.
import { FavouriteButton } from '#app/components/favourites/favourite-button.tsx';
import { useT } from '#app/hooks/use-t.ts';
import { homeFacts } from '#app/lib/home-facts.ts';
import { postedOfferForm } from '#app/lib/offer-forms.ts';
import { formatPrice } from '#contract/format.ts';
import type { OfferView } from '#contract/offer-lifecycle.ts';
import { OfferAdvertiser } from './offer-advertiser.tsx';
import { OfferFacts } from './offer-facts.tsx';
import { QualifiedPrice } from './qualified-price.tsx';
import { ReportAd } from './report-ad.tsx';
import { ShareOffer } from './share-offer.tsx';
import { TagBadges } from './tag-badges.tsx';

/**
 * The listing type, the title (with the favourite button, for a visitor), the price,
 * and the market status and the price before a reduction when there are any.
 */
function OfferHeadline({ offer }: { offer: OfferView }) {
  const t = useT();
  const price = (pence: number | null) => formatPrice(pence, offer.listing_type, offer.price_period, t.listing.price);
  return (
    <>
      <p className="text-sm font-bold tracking-wide text-gray-700">{t.search.listingTypes[offer.listing_type]}</p>
      <div className="flex items-start justify-between gap-3">
        <h1 className="text-2xl leading-tight font-bold text-gray-900 md:text-3xl">{offer.title}</h1>
        {!offer.owner_view && <FavouriteButton offerId={offer.id} className="shrink-0 border border-gray-300" />}
      </div>
      <p className="text-2xl font-bold text-accent-700">
        <QualifiedPrice qualifier={offer.price_qualifier} pence={offer.price} price={price(offer.price)} />
      </p>
      {offer.market_status !== 'available' && (
        <p>
          <span className="rounded bg-gray-900 px-2 py-0.5 text-sm font-bold tracking-wide text-white uppercase">
            {t.listing.marketStatus[offer.market_status]}
          </span>
        </p>
      )}
      {offer.reduced && offer.previous_price !== null && (
        <p className="text-sm font-semibold text-gray-800">
          <span className="mr-2 rounded bg-amber-300 px-2 py-0.5 text-xs font-bold text-gray-900">
            {t.listing.reduced}
          </span>
          {t.offer.reducedFrom} {price(offer.previous_price)}
        </p>
      )}
    </>
  );
}

/** Bedrooms, bathrooms, area, the category, and the tenure, council tax band and EPC rating where known. */
function KeyFacts({ offer }: { offer: OfferView }) {
  const words = useT().offer;
  return (
    <section aria-labelledby="key-facts" className="rounded-xl border border-gray-200 p-4">
      <h2 id="key-facts" className="mb-2 font-semibold text-gray-900">
        {words.keyFacts}
      </h2>
      <OfferFacts bedrooms={offer.bedrooms} bathrooms={offer.bathrooms} area={offer.area} className="text-base" />
      <p className="mt-2 text-gray-800">{offer.category.name}</p>
      <HomeFacts offer={offer} />
    </section>
  );
}

/** Tenure (from the ownership tags), council tax band and EPC rating: what UK buyers look for first. */
function HomeFacts({ offer }: { offer: OfferView }) {
  const words = useT().offer;
  const facts = homeFacts(offer);
  const rows: Array<[string, string]> = [];
  if (facts.tenure) rows.push([words.tenure, facts.tenure]);
  if (facts.councilTaxBand) rows.push([words.councilTaxBand, words.band(facts.councilTaxBand)]);
  if (facts.epcRating) rows.push([words.epcRating, facts.epcRating]);
  if (rows.length === 0) return null;
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-gray-800">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The column. `url`: the ad's canonical address, to share; `actionData`: the page
 * action's answer to a form posted without JavaScript, which that form shows again.
 */
export function OfferSummary({ offer, url, actionData }: { offer: OfferView; url: string; actionData: unknown }) {
  return (
    <div className="flex flex-col gap-4">
      <OfferHeadline offer={offer} />
      <p className="text-gray-800">{offer.location.name}</p>
      <TagBadges tags={offer.tags} />
      <KeyFacts offer={offer} />
      <OfferAdvertiser offer={offer} actionData={actionData} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <ShareOffer title={offer.title} url={url} />
        {/* Nobody reports their own ad. */}
        {!offer.owner_view && <ReportAd offerId={offer.id} posted={postedOfferForm(actionData, ['report'])} />}
      </div>
    </div>
  );
}
