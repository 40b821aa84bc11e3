import { data, redirect, useLocation } from 'react-router';
import { PaginationNav } from '#app/components/search/pagination-nav.tsx';
import { ProviderCard } from '#app/components/services/provider-card.tsx';
import { ServicesFilterForm } from '#app/components/services/services-filter-form.tsx';
import { getAppContext } from '#app/context.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { pageUrl } from '#app/lib/page-url.ts';
import { directoryPath } from '#app/lib/services-directory.ts';
import { SERVICES } from '#contract/accounts.ts';
import { formatCount } from '#contract/format.ts';
import { DEFAULT_PER_PAGE } from '#contract/pagination.ts';
import { SERVICES_DEFAULT_RADIUS_MILES } from '#contract/services.ts';
import { findPlaceBySlug } from '#core/places/find.ts';
import { suggestPlaces } from '#core/places/suggest.ts';
import { listServiceProviders } from '#core/services/directory.ts';
import type { Route } from './+types/services.ts';

const MAX_PAGE = 10_000;

/**
 * /services and /services/{location}: advertisers offering services, by
 * service and around a place of the gazetteer, read with the same query as
 * GET /api/services. An unknown place is a 404; a typed place (?where=, the form
 * without JavaScript) goes to the best match's page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const query = pageUrl(request).searchParams;
  const service = SERVICES.find((item) => item.slug === query.get('service'))?.slug;
  const where = query.get('where')?.trim().slice(0, 100);
  if (where) {
    const [best] = await suggestPlaces(app.db, where, 1);
    throw redirect(directoryPath(service, best?.slug ?? params.location));
  }
  const place = params.location ? await findPlaceBySlug(app.db, params.location) : undefined;
  if (place === null) throw data(null, { status: 404 });
  const page = Math.min(Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1), MAX_PAGE);
  const providers = await listServiceProviders(
    app.db,
    {
      service,
      near: place ? { lat: place.lat, lon: place.lon, radiusMiles: SERVICES_DEFAULT_RADIUS_MILES } : undefined,
      page,
      perPage: DEFAULT_PER_PAGE,
    },
    { assetBase: app.config.assetBaseUrl },
  );
  return {
    services: SERVICES.map(({ slug, name }) => ({ slug, name })),
    service,
    place: place
      ? { slug: place.slug, name: place.name, display_name: place.display_name, lat: place.lat, lon: place.lon }
      : null,
    providers,
  };
}

const headingOf = (serviceName: string | undefined, placeName: string | undefined): string =>
  `${serviceName ?? 'Property services'}${placeName ? ` in ${placeName}` : ''}`;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta('Page not found');
  const serviceName = loaderData.services.find((item) => item.slug === loaderData.service)?.name;
  const heading = headingOf(serviceName, loaderData.place?.name);
  return pageMeta(
    heading,
    `${heading}: agencies, developers and other advertisers offering property services on Dazu.`,
  );
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { services, service, place, providers } = loaderData;
  const { pathname, search } = useLocation();
  const serviceName = services.find((item) => item.slug === service)?.name;
  const { total, page, last_page: lastPage } = providers.meta;
  return (
    <div className="mx-auto max-w-[1300px] px-4 py-6 md:py-8">
      <h1 className="mb-2 text-2xl font-bold text-gray-900 md:text-3xl">{headingOf(serviceName, place?.name)}</h1>
      <p className="mb-6 text-gray-700">Agencies, developers and other advertisers who offer property services.</p>
      <ServicesFilterForm key={`${service}-${place?.slug}`} services={services} service={service} place={place} />
      <section aria-label="Service providers" className="mt-6">
        <p className="mb-4 text-gray-700" aria-live="polite">
          {formatCount(total, 'provider', 'providers')}
          {lastPage > 1 && ` · page ${page} of ${lastPage}`}
        </p>
        {providers.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center text-gray-800">
            No one offers {serviceName?.toLowerCase() ?? 'services'} {place ? `around ${place.name}` : 'here'} yet. Try
            another service or another place.
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {providers.data.map((provider) => (
              <li key={provider.id}>
                <ProviderCard provider={provider} />
              </li>
            ))}
          </ul>
        )}
        <PaginationNav pathname={pathname} search={search} page={page} lastPage={lastPage} />
      </section>
    </div>
  );
}
