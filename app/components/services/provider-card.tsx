import { advertiserKind } from '#app/lib/advertisers.ts';
import { formatCount } from '#contract/format.ts';
import type { Advertiser } from '#contract/profiles.ts';
import type { ServiceProvider } from '#contract/services.ts';
import { PrefetchLink } from '../prefetch-link.tsx';

/** One advertiser of a directory (services, /agencies); the whole card links to their public profile. */
export function ProviderCard({ provider }: { provider: ServiceProvider | Advertiser }) {
  const initials = provider.name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <article className="group relative flex h-full gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm focus-within:shadow-md hover:shadow-md">
      {provider.avatar ? (
        <img
          src={provider.avatar}
          alt=""
          width={64}
          height={64}
          className="size-16 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-accent-100 text-lg font-bold text-accent-800"
        >
          {initials}
        </span>
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-base font-semibold text-gray-900">
          <PrefetchLink
            to={`/profile/${encodeURIComponent(provider.id)}`}
            className="rounded after:absolute after:inset-0 after:content-[''] group-hover:underline focus-visible:underline"
          >
            {provider.name}
          </PrefetchLink>
        </h2>
        <p className="text-sm text-gray-700">
          {advertiserKind(provider)}
          {provider.city && ` · ${provider.city}`}
          {` · ${formatCount(provider.offers_count, 'advert', 'adverts')}`}
        </p>
        {provider.services.length > 0 && (
          <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Services">
            {provider.services.map((service) => (
              <li
                key={service.slug}
                className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-800"
              >
                {service.name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
