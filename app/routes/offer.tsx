import { data, redirect, useSearchParams } from 'react-router';
import { noIndex } from '#app/components/auth/page-shell.tsx';
import { FavouriteButton } from '#app/components/favourites/favourite-button.tsx';
import { PointMapView } from '#app/components/maps/point-map-view.tsx';
import { ContactAdvertiser } from '#app/components/messages/contact-advertiser.tsx';
import { EnergyCertificate } from '#app/components/offers/energy-certificate.tsx';
import { FloorPlans } from '#app/components/offers/floor-plans.tsx';
import { OfferFacts } from '#app/components/offers/offer-facts.tsx';
import { OfferGrid } from '#app/components/offers/offer-grid.tsx';
import { OwnerBanner } from '#app/components/offers/owner-banner.tsx';
import { PhoneReveal } from '#app/components/offers/phone-reveal.tsx';
import { PhotoGallery } from '#app/components/offers/photo-gallery.tsx';
import { PriceHistory } from '#app/components/offers/price-history.tsx';
import { ReportAd } from '#app/components/offers/report-ad.tsx';
import { ShareOffer } from '#app/components/offers/share-offer.tsx';
import { TagBadges } from '#app/components/offers/tag-badges.tsx';
import { VideoLinks } from '#app/components/offers/video-links.tsx';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { type AppContext, getAppContext } from '#app/context.ts';
import { useT } from '#app/hooks/use-t.ts';
import { publishDraftFromPage } from '#app/lib/ad-form.server.ts';
import { agentLine } from '#app/lib/advertisers.ts';
import { groupAttributes } from '#app/lib/attribute-groups.ts';
import { BACK_PARAM, safeResultsPath } from '#app/lib/back-to-search.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta, summary } from '#app/lib/meta.ts';
import { offerFormAction } from '#app/lib/offer-forms.server.ts';
import { postedOfferForm } from '#app/lib/offer-forms.ts';
import { offerCanonical, offerJsonLd } from '#app/lib/offer-seo.ts';
import { handleForm } from '#app/lib/page-action.server.ts';
import { formatPrice } from '#contract/format.ts';
import { OFFER_TYPES, type OfferType } from '#contract/listing-types.ts';
import type { OfferDetail } from '#contract/offers.ts';
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
  return {
    ...offer,
    similar,
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
  const t = useT();
  const words = t.offer;
  const price = (pence: number | null) => formatPrice(pence, offer.listing_type, offer.price_period, t.listing.price);
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
        <div className="flex flex-col gap-4">
          <p className="text-sm font-bold tracking-wide text-gray-700">{t.search.listingTypes[offer.listing_type]}</p>
          <div className="flex items-start justify-between gap-3">
            <h1 className="text-2xl leading-tight font-bold text-gray-900 md:text-3xl">{offer.title}</h1>
            {!offer.owner_view && <FavouriteButton offerId={offer.id} className="shrink-0 border border-gray-300" />}
          </div>
          <p className="text-2xl font-bold text-accent-700">{price(offer.price)}</p>
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
              {words.reducedFrom} {price(offer.previous_price)}
            </p>
          )}
          <p className="text-gray-800">{offer.location.name}</p>
          <TagBadges tags={offer.tags} />
          <section aria-labelledby="key-facts" className="rounded-xl border border-gray-200 p-4">
            <h2 id="key-facts" className="mb-2 font-semibold text-gray-900">
              {words.keyFacts}
            </h2>
            <OfferFacts bedrooms={offer.bedrooms} bathrooms={offer.bathrooms} area={offer.area} className="text-base" />
            <p className="mt-2 text-gray-800">{offer.category.name}</p>
          </section>
          <section aria-labelledby="advertiser" className="rounded-xl border border-gray-200 p-4">
            <h2 id="advertiser" className="mb-1 font-semibold text-gray-900">
              {words.advertiser}
            </h2>
            <div className="flex items-center gap-3">
              {offer.advertiser.avatar && (
                <img
                  src={offer.advertiser.avatar}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 rounded-full object-cover"
                />
              )}
              {offer.owner_view ? (
                <p className="text-gray-900">{offer.agent ? agentLine(offer.agent) : offer.advertiser.name}</p>
              ) : (
                <p>
                  <PrefetchLink
                    to={`/profile/${offer.advertiser.id}`}
                    className="font-semibold text-accent-700 underline underline-offset-4"
                  >
                    {offer.advertiser.name}
                    <span className="sr-only">{words.profileAndAds}</span>
                  </PrefetchLink>
                  {offer.agent && <span className="text-gray-900">, {offer.agent.company}</span>}
                </p>
              )}
            </div>
            <p className="text-sm text-gray-700">{words.accountTypes[offer.advertiser.account_type]}</p>
            {!offer.owner_view && (
              <div className="flex flex-wrap items-center gap-3">
                <ContactAdvertiser
                  target={{ offerId: offer.id, name: offer.advertiser.name }}
                  label={words.messageAdvertiser}
                  onPage={{ posted: postedOfferForm(actionData, ['message', 'enquiry']) }}
                />
                {offer.advertiser.has_phone && <PhoneReveal advertiserId={offer.advertiser.id} offerId={offer.id} />}
              </div>
            )}
          </section>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <ShareOffer title={offer.title} url={offer.seo.canonical} />
            {!offer.owner_view && <ReportAd offerId={offer.id} posted={postedOfferForm(actionData, ['report'])} />}
          </div>
        </div>
      </div>

      <div className="mt-10 max-w-3xl">
        <h2 className="text-xl font-bold text-gray-900">{words.description}</h2>
        {/* The stored description is sanitised on the server when it is saved. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side */}
        <div className="prose-content mt-3" dangerouslySetInnerHTML={{ __html: offer.description }} />
      </div>

      {groupAttributes(offer.attributes).length > 0 && (
        <section aria-labelledby="features" className="mt-10 max-w-3xl">
          <h2 id="features" className="text-xl font-bold text-gray-900">
            {words.features}
          </h2>
          {groupAttributes(offer.attributes).map((group) => (
            <div key={group.title} className="mt-4">
              <h3 className="font-semibold text-gray-900">{group.title}</h3>
              <dl className="mt-1 grid grid-cols-1 gap-x-6 sm2:grid-cols-2">
                {group.items.map((attribute) => (
                  <div key={attribute.id} className="flex justify-between gap-4 border-b border-gray-200 py-2">
                    <dt className="text-gray-700">{attribute.name}</dt>
                    <dd className="text-right font-medium text-gray-900">{attribute.display}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </section>
      )}

      <section aria-labelledby="location" className="mt-10 max-w-3xl">
        <h2 id="location" className="text-xl font-bold text-gray-900">
          {words.location}
        </h2>
        <p className="mt-1 mb-3 text-gray-800">{offer.location.name}</p>
        <PointMapView label={words.mapOf(offer.location.name)} point={offer.location} basemap={offer.map} />
      </section>

      <FloorPlans plans={offer.project_plan_photos} title={offer.title} />
      <EnergyCertificate certificate={offer.ecertificate} />
      <PriceHistory offer={offer} />
      {offer.similar.length > 0 && (
        <section aria-labelledby="similar" className="mt-12">
          <h2 id="similar" className="mb-4 text-xl font-bold text-gray-900">
            {words.similar}
          </h2>
          <OfferGrid offers={offer.similar} headingLevel="h3" />
        </section>
      )}
      <VideoLinks links={offer.links} />
    </article>
  );
}
