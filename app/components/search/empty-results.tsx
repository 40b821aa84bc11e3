import { useT } from '#app/hooks/use-t.ts';
import { relaxations } from '#app/lib/search-relaxation.ts';
import { type SearchCriteria, searchQuery } from '#contract/search.ts';
import { PrefetchLink } from '../prefetch-link.tsx';

const MAX_SUGGESTIONS = 6;

/** No results: say so, and offer wider searches (a larger radius, one filter fewer). */
export function EmptyResults({
  criteria,
  resetTo,
  pageBeyondEnd,
}: {
  criteria: SearchCriteria;
  resetTo: string;
  pageBeyondEnd: boolean;
}) {
  const t = useT();
  const words = t.results.empty;
  const wider = pageBeyondEnd ? [] : relaxations(criteria, t).slice(0, MAX_SUGGESTIONS);
  return (
    <div className="rounded-xl border border-dashed border-gray-300 px-6 py-12 text-center">
      <h2 className="text-xl font-semibold text-gray-900">{pageBeyondEnd ? words.noMoreTitle : words.noneTitle}</h2>
      <p className="mt-2 text-gray-700">{pageBeyondEnd ? words.noMoreText : words.noneText}</p>
      {wider.length > 0 && (
        <ul className="mt-6 flex flex-wrap justify-center gap-2" aria-label={words.wider}>
          {wider.map((item) => (
            <li key={item.label}>
              <PrefetchLink
                to={`/search?${searchQuery(item.criteria)}`}
                className="inline-flex rounded-full border border-accent-700 px-4 py-2 text-sm font-semibold text-accent-700 hover:bg-accent-50"
              >
                {item.label}
              </PrefetchLink>
            </li>
          ))}
        </ul>
      )}
      <PrefetchLink
        to={resetTo}
        className="mt-6 inline-flex rounded-full bg-accent-700 px-5 py-2.5 font-semibold text-white hover:bg-accent-800"
      >
        {pageBeyondEnd ? words.backToFirst : words.reset}
      </PrefetchLink>
    </div>
  );
}
