import { data, redirect, useSearchParams } from 'react-router';
import { AuctionLot } from '#app/components/auctions/auction-lot.tsx';
import { noIndex } from '#app/components/auth/page-shell.tsx';
import { EnergyCertificate } from '#app/components/offers/energy-certificate.tsx';
import { FloorPlans } from '#app/components/offers/floor-plans.tsx';
import { OfferDocuments } from '#app/components/offers/offer-documents.tsx';
import {
  OfferDescription,
  OfferFeatures,
  OfferLocation,
  SimilarOffers,
} from '#app/components/offers/offer-sections.tsx';
import { OfferSummary } from '#app/components/offers/offer-summary.tsx';
import { OwnerBanner } from '#app/components/offers/owner-banner.tsx';
import { PhotoGallery } from '#app/components/offers/photo-gallery.tsx';
import { PriceHistory } from '#app/components/offers/price-history.tsx';
import { VideoLinks } from '#app/components/offers/video-links.tsx';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { type AppContext, getAppContext } from '#app/context.ts';
import { useT } from '#app/hooks/use-t.ts';
import { publishDraftFromPage } from '#app/lib/ad-form.server.ts';
import { BACK_PARAM, safeResultsPath } from '#app/lib/back-to-search.ts';
import { failureOfIntent } from '#app/lib/form-failure.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta, summary } from '#app/lib/meta.ts';
import { offerFormAction } from '#app/lib/offer-forms.server.ts';
import { BIDDING_INTENTS } from '#app/lib/offer-forms.ts';
import { offerCanonical, offerJsonLd } from '#app/lib/offer-seo.ts';
import { handleForm } from '#app/lib/page-action.server.ts';
import { formatPrice } from '#contract/format.ts';
import { OFFER_TYPES, type OfferType } from '#contract/listing-types.ts';
import type { OfferDetail } from '#contract/offers.ts';
import { findLot } from '#core/auctions/lots.ts';
import { getOfferView } from '#core/offers/offer-view.ts';
import { showOffer } from '#core/offers/show-offer.ts';
import { similarOffers } from '#core/offers/similar-offers.ts';
import type { Route } from './+types/offer.ts';

/**
 * The offer a form was posted about (the page's view, no view counted): one public offer or,
 * for the person who manages it, any of theirs; otherwise the not-found page.
 */
async function offerOr404(app: AppContext, slug: string) {
  const offer = await getOfferView(app.db, slug, { assetBase: app.config.assetBaseUrl, viewer: app.session.user });
  if (!offer) throw data(null, { status: 404 });
  return offer;
}

/** /offers/{slug}: the offer's page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const visitor = { ...app.client, viewer: app.session.user };
  const offer = await showOffer(app.deps, params.slug, visitor, app.config.assetBaseUrl);
  if (!offer) throw data(null, { status: 404 });
  const similar = offer.owner_view ? [] : await similarOffers(app.db, offer, app.config.assetBaseUrl);
  const viewer = app.session.user ? { id: app.session.user.id } : null;
  const lot = offer.listing_type === 'auction' ? await findLot(app.db, offer.id, viewer, app.deps.clock.now()) : null;
  return {
    ...offer,
    similar,
    lot,
    map: app.config.map,
    seo: {
      canonical: offerCanonical(app.config.publicUrl, offer.slug),
      jsonLd: offerJsonLd(offer, app.config.publicUrl),
    },
  };
}

/**
 * The page's forms posted without JavaScript (with it, they use the API): a message to
 * the advertiser, a visitor's enquiry and a report, about the ad the page shows.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const app = getAppContext(context);
  const offer = await offerOr404(app, params.slug);
  return handleForm(request, async (fields) => {
    // The owner's banner publishes a draft; the other forms are a visitor's.
    if (fields.intent === 'publish') return redirect(await publishDraftFromPage(app, offer));
    return offerFormAction(app, offer.id, fields);
  });
}

export function meta({ loaderData: offer, matches }: Route.MetaArgs) {
  const t = metaDictionary(matches);
  if (!offer) return pageMeta(t.notFound.title);
  const price = formatPrice(offer.price, offer.listing_type, offer.price_period, t.listing.price);
  const tags = pageMeta(
    offer.title,
    summary(`${price}. ${offer.location.name}. ${offer.description}`) || `${offer.title}, ${offer.location.name}`,
  );
  const image = offer.photos[0]?.url;
  return [
    ...tags,
    { property: 'og:title', content: offer.title },
    { property: 'og:type', content: 'website' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { tagName: 'link', rel: 'canonical', href: offer.seo.canonical },
    // Only its owner sees an ad that is not public: search engines must not keep it.
    ...(offer.owner_view && offer.owner_view.status !== 'active'
      ? [noIndex]
      : [{ 'script:ld+json': offer.seo.jsonLd }]),
  ];
}

/** The list this offer belongs to (its category and listing type), when it was not opened from results. */
function searchPathOf(offer: OfferDetail): string {
  const type = offer.listing_type;
  if ((OFFER_TYPES as readonly string[]).includes(type))
    return `/property/${offer.root_category.slug}/${type as OfferType}`;
  return `/search?ad-type=seek-property&category=${encodeURIComponent(offer.root_category.slug)}`;
}

export default function Offer({ loaderData: offer, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const back = safeResultsPath(params.get(BACK_PARAM)) ?? searchPathOf(offer);
  const words = useT().offer;
  return (
    <article className="mx-auto max-w-[1300px] px-4 py-6 md:py-8">
      <PrefetchLink to={back} className="text-sm font-medium text-accent-700 underline underline-offset-4">
        {words.backToSearch}
      </PrefetchLink>
      <div className="mt-4">
        {offer.owner_view && <OwnerBanner view={offer.owner_view} id={offer.id} slug={offer.slug} />}
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <PhotoGallery photos={offer.photos} title={offer.title} />
        </div>
        <OfferSummary offer={offer} url={offer.seo.canonical} actionData={actionData} />
      </div>
      {offer.lot && (
        <AuctionLot lot={offer.lot} slug={offer.slug} failure={failureOfIntent(actionData, BIDDING_INTENTS)} />
      )}
      <OfferDescription html={offer.description} />
      <OfferFeatures attributes={offer.attributes} />
      <OfferLocation location={offer.location} basemap={offer.map} />
      <FloorPlans plans={offer.project_plan_photos} title={offer.title} />
      <EnergyCertificate certificate={offer.ecertificate} />
      <OfferDocuments offer={offer} />
      <PriceHistory offer={offer} />
      <SimilarOffers offers={offer.similar} />
      <VideoLinks links={offer.links} />
    </article>
  );
}
