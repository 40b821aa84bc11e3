import { data, Form, useLocation } from 'react-router';
import { inputClass, labelClass, secondaryButton } from '#app/components/forms/form-styles.ts';
import { MyOfferRow } from '#app/components/my-offers/my-offer-row.tsx';
import { ProfileStatsLine } from '#app/components/my-offers/profile-stats-line.tsx';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { PaginationNav } from '#app/components/search/pagination-nav.tsx';
import { getAppContext } from '#app/context.ts';
import { userOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import {
  MY_OFFERS_SORT_LABELS,
  MY_OFFERS_SORTS,
  MY_OFFERS_TAB_LABELS,
  MY_OFFERS_TABS,
  myOffersQuerySchema,
} from '#contract/offer-lifecycle.ts';
import { listManagedOwners, listMyOffers } from '#core/offers/my-offers.ts';
import { profileStats } from '#core/profiles/profile-stats.ts';
import type { Route } from './+types/my-offers.ts';

/** The advertiser's offers in every status (/my-offers), with the actions each allows. */
export async function loader(args: Route.LoaderArgs) {
  const user = userOrRedirect(args, 'profile');
  const parsed = myOffersQuerySchema.safeParse(Object.fromEntries(args.url.searchParams));
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? issue.message)))];
    return data({ status: 'invalid' as const, names }, { status: 422 });
  }
  const { db, config } = getAppContext(args.context);
  const [list, owners, profile] = await Promise.all([
    listMyOffers(db, user, parsed.data, { assetBase: config.assetBaseUrl }),
    listManagedOwners(db, user),
    profileStats(db, user.id),
  ]);
  return { status: 'ok' as const, query: parsed.data, list, owners, profile };
}

export function meta(_: Route.MetaArgs) {
  return pageMeta('My Ads');
}

const tabClass = (current: boolean) =>
  `inline-flex items-center gap-1 rounded-full px-4 py-2 text-sm font-semibold ${current ? 'bg-accent-700 text-white' : 'bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-accent-50'}`;

type Listing = Extract<Route.ComponentProps['loaderData'], { status: 'ok' }>;

/** An address whose settings the loader refused: which ones, and a way back to all the ads. */
function InvalidQuery({ names }: { names: string[] }) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold text-gray-900">My Ads</h1>
      <p role="alert" className="font-semibold text-red-800">
        This address has settings we do not understand: {names.join(', ')}.
      </p>
      <PrefetchLink to="/my-offers" className="font-semibold text-accent-700 underline underline-offset-4">
        Show all my ads
      </PrefetchLink>
    </div>
  );
}

/** The status tabs with their counts; a tab keeps the other settings and starts at page 1. */
function StatusTabs({ status, counts }: { status: Listing['query']['status']; counts: Listing['list']['counts'] }) {
  const location = useLocation();
  const tabHref = (tab: string) => {
    const params = new URLSearchParams(location.search);
    params.set('status', tab);
    params.delete('page');
    return `/my-offers?${params}`;
  };
  return (
    <nav aria-label="Ads by status">
      <ul className="flex flex-wrap gap-2">
        {MY_OFFERS_TABS.map((tab) => (
          <li key={tab}>
            <PrefetchLink
              to={tabHref(tab)}
              aria-current={tab === status ? 'page' : undefined}
              className={tabClass(tab === status)}
            >
              {MY_OFFERS_TAB_LABELS[tab]} <span className="font-normal">({counts[tab]})</span>
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The agent select, for a company with agents: whose ads to show. */
function AgentSelect({ owners, agent }: { owners: Listing['owners']; agent: Listing['query']['agent'] }) {
  return (
    <div>
      <label htmlFor="my-offers-agent" className={labelClass}>
        Agent
      </label>
      <select id="my-offers-agent" name="agent" defaultValue={agent ?? ''} className={inputClass}>
        <option value="">Everyone</option>
        {owners.map((owner) => (
          <option key={owner.id} value={owner.id}>
            {owner.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Keyword, sort and agent, sent as a GET within the current status tab. */
function FindMyAdsForm({ query, owners }: { query: Listing['query']; owners: Listing['owners'] }) {
  return (
    <Form method="get" className="grid items-end gap-3 sm:grid-cols-[1fr_auto_auto_auto]" aria-label="Find my ads">
      <input type="hidden" name="status" value={query.status} />
      <div>
        <label htmlFor="my-offers-q" className={labelClass}>
          Keyword
        </label>
        <input
          id="my-offers-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ''}
          maxLength={100}
          placeholder="Title or place"
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="my-offers-sort" className={labelClass}>
          Sort by
        </label>
        <select id="my-offers-sort" name="sort" defaultValue={query.sort} className={inputClass}>
          {MY_OFFERS_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {MY_OFFERS_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      {owners.length > 1 ? <AgentSelect owners={owners} agent={query.agent} /> : <span />}
      <button type="submit" className={secondaryButton}>
        Apply
      </button>
    </Form>
  );
}

/** The ads of this page, or an invitation to post one. */
function OfferList({ offers, showOwner }: { offers: Listing['list']['data']; showOwner: boolean }) {
  if (offers.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-gray-300 p-6 text-gray-800">
        No ads here.{' '}
        <PrefetchLink to="/post-ad" className="font-semibold text-accent-700 underline">
          Post an ad
        </PrefetchLink>{' '}
        to reach buyers and tenants.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {offers.map((offer) => (
        <MyOfferRow key={offer.id} offer={offer} showOwner={showOwner} />
      ))}
    </ul>
  );
}

export default function MyOffers({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  if (loaderData.status === 'invalid') return <InvalidQuery names={loaderData.names} />;
  const { query, list, owners } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-gray-900">My Ads</h1>
        <PrefetchLink to="/post-ad" className={secondaryButton}>
          Post ad
        </PrefetchLink>
      </div>
      <ProfileStatsLine stats={loaderData.profile} />
      <StatusTabs status={query.status} counts={list.counts} />
      <FindMyAdsForm query={query} owners={owners} />
      <p aria-live="polite" className="text-sm text-gray-700">
        {list.meta.total === 1 ? '1 ad' : `${list.meta.total} ads`}
      </p>
      <OfferList offers={list.data} showOwner={owners.length > 1} />
      <PaginationNav
        pathname={location.pathname}
        search={location.search}
        page={list.meta.page}
        lastPage={list.meta.last_page}
      />
    </div>
  );
}
