import { data, redirect, useLocation } from 'react-router';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { agenciesHref, DirectoryFilterForm } from '#app/components/profiles/directory-filter-form.tsx';
import { PaginationNav } from '#app/components/search/pagination-nav.tsx';
import { ProviderCard } from '#app/components/services/provider-card.tsx';
import { getAppContext } from '#app/context.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { pageUrl } from '#app/lib/page-url.ts';
import { formatCount } from '#contract/format.ts';
import {
  DIRECTORY_RADIUS_MILES,
  DIRECTORY_TYPE_LABELS,
  DIRECTORY_TYPES,
  directoryQuerySchema,
} from '#contract/profiles.ts';
import { findPlaceBySlug } from '#core/places/find.ts';
import { suggestPlaces } from '#core/places/suggest.ts';
import { listAdvertisers } from '#core/profiles/directory.ts';
import type { Route } from './+types/agencies.ts';

/**
 * /agencies?type=agencies|agents|developers|private|hotel: the advertisers'
 * directory, by name and around a place, read with the same query as GET /api/advertisers.
 * A typed place without a pick (?where=, the form without JavaScript) goes to the best match.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const url = pageUrl(request);
  const where = url.searchParams.get('where')?.trim().slice(0, 100);
  url.searchParams.delete('where');
  const parsed = directoryQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw data(null, { status: 404 });
  const { type, q, page } = parsed.data;
  if (where) {
    const [best] = await suggestPlaces(app.db, where, 1);
    throw redirect(agenciesHref(type, q ?? '', best?.slug ?? parsed.data.place));
  }
  const place = parsed.data.place ? await findPlaceBySlug(app.db, parsed.data.place) : undefined;
  if (place === null) throw data(null, { status: 404 });
  const advertisers = await listAdvertisers(
    app.db,
    { type, name: q, near: place ? { lat: place.lat, lon: place.lon } : undefined, page, perPage: 24 },
    { assetBase: app.config.assetBaseUrl },
  );
  return {
    type,
    name: q ?? '',
    place: place
      ? { slug: place.slug, name: place.name, display_name: place.display_name, lat: place.lat, lon: place.lon }
      : null,
    advertisers,
  };
}

const headingOf = (label: string, placeName: string | undefined) =>
  `${label}${placeName ? ` in and around ${placeName}` : ''}`;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta('Page not found');
  const heading = headingOf(DIRECTORY_TYPE_LABELS[loaderData.type], loaderData.place?.name);
  return pageMeta(heading, `${heading} advertising property on Dazu: their profiles and live ads.`);
}

export default function Agencies({ loaderData }: Route.ComponentProps) {
  const { type, name, place, advertisers } = loaderData;
  const { pathname, search } = useLocation();
  const { total, page, last_page: lastPage } = advertisers.meta;
  const label = DIRECTORY_TYPE_LABELS[type];
  return (
    <div className="mx-auto max-w-[1300px] px-4 py-6 md:py-8">
      <h1 className="mb-4 text-2xl font-bold text-gray-900 md:text-3xl">{headingOf(label, place?.name)}</h1>
      <nav aria-label="Kinds of advertiser" className="mb-5">
        <ul className="flex flex-wrap gap-2">
          {DIRECTORY_TYPES.map((kind) => (
            <li key={kind}>
              <PrefetchLink
                to={agenciesHref(kind, name, place?.slug)}
                aria-current={kind === type ? 'page' : undefined}
                className={`inline-flex rounded-full px-4 py-2 text-sm font-semibold ${kind === type ? 'bg-accent-700 text-white' : 'bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-accent-50'}`}
              >
                {DIRECTORY_TYPE_LABELS[kind]}
              </PrefetchLink>
            </li>
          ))}
        </ul>
      </nav>
      <DirectoryFilterForm key={`${type}-${name}-${place?.slug}`} type={type} name={name} place={place} />
      <section aria-label={label} className="mt-6">
        <p className="mb-4 text-gray-700" aria-live="polite">
          {formatCount(total, 'advertiser', 'advertisers')}
          {place && ` within ${DIRECTORY_RADIUS_MILES} miles`}
          {lastPage > 1 && ` · page ${page} of ${lastPage}`}
        </p>
        {advertisers.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center text-gray-800">
            No {label.toLowerCase()} {name ? `named like “${name}” ` : ''}
            {place ? `around ${place.name}` : 'yet'}. Try another name or place.
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {advertisers.data.map((advertiser) => (
              <li key={advertiser.id}>
                <ProviderCard provider={advertiser} />
              </li>
            ))}
          </ul>
        )}
        <PaginationNav pathname={pathname} search={search} page={page} lastPage={lastPage} />
      </section>
    </div>
  );
}
