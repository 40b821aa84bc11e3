// The offer page's sections under the photos: the description, the features grouped
// by kind, where the property is, and similar ads.
import type { MapConfig } from '#app/context.ts';
import { useT } from '#app/hooks/use-t.ts';
import { groupAttributes } from '#app/lib/attribute-groups.ts';
import type { OfferView } from '#contract/offer-lifecycle.ts';
import type { OfferCard } from '#contract/offers.ts';
import { PointMapView } from '../maps/point-map-view.tsx';
import { OfferGrid } from './offer-grid.tsx';

/** `html`: the description as stored, sanitised on the server when it was saved. */
export function OfferDescription({ html }: { html: string }) {
  const words = useT().offer;
  return (
    <div className="mt-10 max-w-3xl">
      <h2 className="text-xl font-bold text-gray-900">{words.description}</h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side */}
      <div className="prose-content mt-3" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

/** The ad's features, one list per group; nothing when it has none. */
export function OfferFeatures({ attributes }: { attributes: OfferView['attributes'] }) {
  const words = useT().offer;
  const groups = groupAttributes(attributes);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="features" className="mt-10 max-w-3xl">
      <h2 id="features" className="text-xl font-bold text-gray-900">
        {words.features}
      </h2>
      {groups.map((group) => (
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
  );
}

/** Where the property is: the place's name and a map of its point. */
export function OfferLocation({ location, basemap }: { location: OfferView['location']; basemap: MapConfig }) {
  const words = useT().offer;
  return (
    <section aria-labelledby="location" className="mt-10 max-w-3xl">
      <h2 id="location" className="text-xl font-bold text-gray-900">
        {words.location}
      </h2>
      <p className="mt-1 mb-3 text-gray-800">{location.name}</p>
      <PointMapView label={words.mapOf(location.name)} point={location} basemap={basemap} />
    </section>
  );
}

/** Other ads like this one; nothing when there are none (as for the ad's owner). */
export function SimilarOffers({ offers }: { offers: OfferCard[] }) {
  const words = useT().offer;
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="similar" className="mt-12">
      <h2 id="similar" className="mb-4 text-xl font-bold text-gray-900">
        {words.similar}
      </h2>
      <OfferGrid offers={offers} headingLevel="h3" />
    </section>
  );
}
