import { SavedSearchesList } from '#app/components/account/saved-searches-list.tsx';
import { SettingsSection } from '#app/components/account/section.tsx';
import { FavouriteOffers } from '#app/components/favourites/favourite-offers.tsx';
import { ProviderCard } from '#app/components/services/provider-card.tsx';
import { getAppContext } from '#app/context.ts';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import { favouriteHeartAction } from '#app/lib/favourite-heart.server.ts';
import { failureOf } from '#app/lib/form-failure.ts';
import { userOrRedirect } from '#app/lib/guards.server.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { SAVED_SEARCH_LIMITS } from '#contract/saved-searches.ts';
import { listFavourites } from '#core/favourites/favourites.ts';
import { listFollowed } from '#core/favourites/follows.ts';
import { listSavedSearches } from '#core/saved-searches/saved.ts';
import type { Route } from './+types/favorites.ts';

/** Logged in with a complete profile, like the other account pages. */
export async function loader(args: Route.LoaderArgs) {
  const user = userOrRedirect(args, 'profile');
  const { db, config } = getAppContext(args.context);
  const [searches, favourites, followed] = await Promise.all([
    listSavedSearches(db, user.id),
    listFavourites(db, user.id, { page: 1, assetBase: config.assetBaseUrl }),
    listFollowed(db, user.id, config.assetBaseUrl),
  ]);
  return { savedSearches: searches.data, favourites: favourites.data, followed };
}

/**
 * The heart of any card or offer page posted without JavaScript: saved or removed, then
 * back to that page. What is refused (an ad gone from the site) is said here, above the list.
 */
export function action(args: Route.ActionArgs) {
  return favouriteHeartAction(args);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaDictionary(matches).favourites.title);
}

export default function Favorites({ loaderData, actionData }: Route.ComponentProps) {
  const words = useT().favourites;
  const translate = useTranslateMessage();
  const refusal = failureOf(actionData)?.message;
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold text-gray-900">{words.title}</h1>
      {refusal && (
        <p role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          {translate(refusal)}
        </p>
      )}
      <SettingsSection title={words.savedProperties} description={words.savedPropertiesText}>
        <FavouriteOffers favourites={loaderData.favourites} />
      </SettingsSection>
      <SettingsSection title={words.followed} description={words.followedText}>
        {loaderData.followed.length === 0 ? (
          <p className="text-gray-800">{words.followNobody}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {loaderData.followed.map((advertiser) => (
              <li key={advertiser.id}>
                <ProviderCard provider={advertiser} />
              </li>
            ))}
          </ul>
        )}
      </SettingsSection>
      <SettingsSection title={words.savedSearches} description={words.savedSearchesText(SAVED_SEARCH_LIMITS.perUser)}>
        <SavedSearchesList searches={loaderData.savedSearches} />
      </SettingsSection>
    </div>
  );
}
