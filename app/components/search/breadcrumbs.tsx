import { useT } from '#app/hooks/use-t.ts';
import type { Crumb } from '#app/lib/landing-seo.ts';
import { PrefetchLink } from '../prefetch-link.tsx';

/** Home > Houses > To rent > Manchester; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t.results.breadcrumb} className="mb-3 text-sm text-gray-700">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="inline-flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">›</span>}
              {last ? (
                <span aria-current="page" className="font-medium text-gray-900">
                  {crumb.name}
                </span>
              ) : (
                <PrefetchLink to={crumb.path} className="underline underline-offset-4 hover:text-accent-700">
                  {crumb.name}
                </PrefetchLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
