import { SavedSearchesList } from '#app/components/account/saved-searches-list.tsx';
import { SettingsSection } from '#app/components/account/section.tsx';
import { getAppContext } from '#app/context.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { SAVED_SEARCH_LIMITS } from '#contract/saved-searches.ts';
import { listSavedSearches } from '#core/searches/saved.ts';
import type { Route } from './+types/favorites.ts';

/** Logged in with a complete profile, like the other account pages. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args, 'profile');
  const { data } = await listSavedSearches(getAppContext(args.context).db, user.id);
  return { savedSearches: data };
}

export function meta(_: Route.MetaArgs) {
  return pageMeta('Favorites');
}

export default function Favorites({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold text-gray-900">Favorites</h1>
      <SettingsSection
        title="Saved searches"
        description={`We e-mail you new properties that match, as often as you choose. Up to ${SAVED_SEARCH_LIMITS.perUser} searches.`}
      >
        <SavedSearchesList searches={loaderData.savedSearches} />
      </SettingsSection>
    </div>
  );
}
