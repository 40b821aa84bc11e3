import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DeniedNotice } from '#app/components/account/denied-notice.tsx';
import { useAuth } from '#app/components/auth/auth-context.ts';
import { useAuthDialogs } from '#app/components/auth/auth-dialog-context.ts';
import { navCategories } from '#app/components/nav/nav-categories.ts';
import { CategoryLinks } from '#app/components/offers/category-links.tsx';
import { OfferCard } from '#app/components/offers/offer-card.tsx';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { HomeSearchForm } from '#app/components/search/home-search-form.tsx';
import { getAppContext } from '#app/context.ts';
import { useSiteData } from '#app/hooks/use-site-data.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { safeNextPath } from '#app/lib/next-path.ts';
import { loadPanelData } from '#app/lib/search-panel.server.ts';
import { parseUserLocation } from '#app/lib/user-location.ts';
import { emptyCriteria } from '#contract/search.ts';
import { searchOffers } from '#core/search/search-offers.ts';
import type { Route } from './+types/home.ts';

const NEWEST_COUNT = 8;

export function meta(_: Route.MetaArgs) {
  return pageMeta(undefined);
}

/** The newest offers for the strip, the place the visitor asked us to remember (cookie), and the search panel's filters. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const newest = await searchOffers(
    app.db,
    { ...emptyCriteria(), perPage: NEWEST_COUNT },
    { assetBase: app.config.assetBaseUrl },
  );
  const panel = await loadPanelData(app.db);
  return { newest: newest.data, savedLocation: parseUserLocation(request.headers.get('cookie')), panel };
}

/**
 * A guest sent here by a guard arrives as /?next={path}; the login dialog opens
 * and, once logged in, the page goes to that path (same-site paths only).
 */
function useLoginForNext() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const { state } = useAuth();
  const dialogs = useAuthDialogs();
  const navigate = useNavigate();
  const loggedIn = state.isLogged;
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival with a next path only, not when logging in
  useEffect(() => {
    if (next === null) return;
    const path = safeNextPath(next);
    if (!loggedIn) dialogs.openLogin(path);
    else if (path) navigate(path, { replace: true });
  }, [next]);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const tree = useSiteData().categories;
  const categories = navCategories(tree);
  const { newest, savedLocation, panel } = loaderData;
  useLoginForNext();
  return (
    <>
      <DeniedNotice />
      <section className="bg-gradient-to-br from-accent-800 via-accent-700 to-accent-600 px-4 pt-12 pb-16 md:pt-20 md:pb-24">
        <div className="mx-auto max-w-[1300px]">
          <h1 className="mb-8 text-center text-4xl font-extrabold tracking-tight text-white md:text-6xl">
            Find Your place.
          </h1>
          <HomeSearchForm categories={tree} savedLocation={savedLocation} panel={panel} />
        </div>
      </section>

      {newest.length > 0 && (
        <section aria-labelledby="newest" className="mx-auto max-w-[1640px] px-4 pt-12">
          <div className="mb-4 flex items-baseline justify-between gap-4">
            <h2 id="newest" className="text-2xl font-bold text-gray-900">
              Newest properties
            </h2>
            <PrefetchLink to="/search" className="font-semibold text-accent-700 underline underline-offset-4">
              See all
            </PrefetchLink>
          </div>
          <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-4 lg:mx-0 lg:grid lg:grid-cols-4 lg:overflow-visible lg:px-0">
            {newest.map((offer, index) => (
              <li key={offer.id} className="w-72 shrink-0 snap-start lg:w-auto">
                <OfferCard
                  offer={offer}
                  eager={index < 2}
                  sizes={`(min-width: 1640px) 390px, (min-width: 1024px) 24vw, 288px`}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="browse" className="mx-auto max-w-[1640px] px-4 pt-12">
        <h2 id="browse" className="mb-4 text-2xl font-bold text-gray-900">
          Browse by category
        </h2>
        <CategoryLinks categories={categories} />
      </section>
    </>
  );
}
