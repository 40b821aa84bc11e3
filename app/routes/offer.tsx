import { data } from 'react-router';
import { noIndex } from '#app/components/auth/page-shell.tsx';
import { FloorPlans } from '#app/components/offers/floor-plans.tsx';
import { OfferFacts } from '#app/components/offers/offer-facts.tsx';
import { OwnerBanner } from '#app/components/offers/owner-banner.tsx';
import { PhotoGallery } from '#app/components/offers/photo-gallery.tsx';
import { TagBadges } from '#app/components/offers/tag-badges.tsx';
import { VideoLinks } from '#app/components/offers/video-links.tsx';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { getAppContext } from '#app/context.ts';
import { formatPrice } from '#app/lib/format.ts';
import { pageMeta, summary } from '#app/lib/meta.ts';
import { LISTING_TYPE_LABELS, OFFER_TYPES, type OfferType } from '#contract/listing-types.ts';
import type { OfferDetail } from '#contract/offers.ts';
import { getOfferView } from '#core/offers/offer-view.ts';
import type { Route } from './+types/offer.ts';

const ADVERTISER_TYPES: Record<OfferDetail['advertiser']['account_type'], string> = {
  private: 'Private advertiser',
  agency: 'Estate agency',
  developer: 'Developer',
  hotel: 'Hotel/B&B',
};

/** /offers/{slug}: one public offer (or, for the person who manages it, any of theirs), or the not-found page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const offer = await getOfferView(app.db, params.slug, {
    assetBase: app.config.assetBaseUrl,
    viewer: app.session.user,
  });
  if (!offer) throw data(null, { status: 404 });
  return offer;
}

export function meta({ loaderData: offer }: Route.MetaArgs) {
  if (!offer) return pageMeta('Page not found');
  const price = formatPrice(offer.price, offer.listing_type, offer.price_period);
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
    // Only its owner sees an ad that is not public: search engines must not keep it.
    ...(offer.owner_view && offer.owner_view.status !== 'active' ? [noIndex] : []),
  ];
}

/** Back to the list this offer belongs to: its category and listing type. */
function searchPathOf(offer: OfferDetail): string {
  const type = offer.listing_type;
  if ((OFFER_TYPES as readonly string[]).includes(type))
    return `/property/${offer.root_category.slug}/${type as OfferType}`;
  return `/search?ad-type=seek-property&category=${encodeURIComponent(offer.root_category.slug)}`;
}

export default function Offer({ loaderData: offer }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-[1300px] px-4 py-6 md:py-8">
      <PrefetchLink
        to={searchPathOf(offer)}
        className="text-sm font-medium text-accent-700 underline underline-offset-4"
      >
        ← Back to search
      </PrefetchLink>
      <div className="mt-4">{offer.owner_view && <OwnerBanner view={offer.owner_view} />}</div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <PhotoGallery photos={offer.photos} title={offer.title} />
        </div>
        <div className="flex flex-col gap-4">
          <p className="text-sm font-bold tracking-wide text-gray-700">{LISTING_TYPE_LABELS[offer.listing_type]}</p>
          <h1 className="text-2xl leading-tight font-bold text-gray-900 md:text-3xl">{offer.title}</h1>
          <p className="text-2xl font-bold text-accent-700">
            {formatPrice(offer.price, offer.listing_type, offer.price_period)}
          </p>
          <p className="text-gray-800">{offer.location.name}</p>
          <TagBadges tags={offer.tags} />
          <section aria-labelledby="key-facts" className="rounded-xl border border-gray-200 p-4">
            <h2 id="key-facts" className="mb-2 font-semibold text-gray-900">
              Key facts
            </h2>
            <OfferFacts bedrooms={offer.bedrooms} bathrooms={offer.bathrooms} area={offer.area} className="text-base" />
            <p className="mt-2 text-gray-800">{offer.category.name}</p>
          </section>
          <section aria-labelledby="advertiser" className="rounded-xl border border-gray-200 p-4">
            <h2 id="advertiser" className="mb-1 font-semibold text-gray-900">
              Advertiser
            </h2>
            <p className="text-gray-900">{offer.advertiser.name}</p>
            <p className="text-sm text-gray-700">{ADVERTISER_TYPES[offer.advertiser.account_type]}</p>
          </section>
        </div>
      </div>

      <div className="mt-10 max-w-3xl">
        <h2 className="text-xl font-bold text-gray-900">Description</h2>
        {/* The stored description is sanitised on the server when it is saved. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side */}
        <div className="prose-content mt-3" dangerouslySetInnerHTML={{ __html: offer.description }} />
      </div>

      {offer.attributes.length > 0 && (
        <section aria-labelledby="features" className="mt-10 max-w-3xl">
          <h2 id="features" className="text-xl font-bold text-gray-900">
            Features
          </h2>
          <dl className="mt-3 grid grid-cols-1 gap-x-6 sm2:grid-cols-2">
            {offer.attributes.map((attribute) => (
              <div key={attribute.id} className="flex justify-between gap-4 border-b border-gray-200 py-2">
                <dt className="text-gray-700">{attribute.name}</dt>
                <dd className="text-right font-medium text-gray-900">{attribute.display}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <FloorPlans plans={offer.project_plan_photos} title={offer.title} />
      <VideoLinks links={offer.links} />
    </article>
  );
}
