import { Link } from 'react-router';
import { useT } from '#app/hooks/use-t.ts';
import type { PlaceChoices as Choices } from '#app/lib/results.server.ts';

/**
 * "Which Newport?": the typed words or the address's place name name several places,
 * so the results are a word search (or not narrowed by place) and each link searches
 * around one of the places (other filters kept).
 * Plain links: it works before JavaScript.
 */
export function PlaceChoices({ choices }: { choices: Choices }) {
  const t = useT();
  const name = choices.text.split(',')[0]?.trim() || choices.text;
  return (
    <div className="mx-auto max-w-[1640px] px-4 pt-6">
      <nav aria-labelledby="place-choices-heading" className="rounded-xl border border-accent-200 bg-accent-50 p-4">
        <h2 id="place-choices-heading" className="text-lg font-bold text-gray-900">
          {t.results.placeChoices.which(name)}
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          {choices.namedBy === 'words' ? t.results.placeChoices.text : t.results.placeChoices.notNarrowed}
        </p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {choices.choices.map((choice) => (
            <li key={choice.href}>
              <Link
                to={choice.href}
                className="inline-block rounded-full border border-gray-400 bg-white px-3 py-1.5 text-sm font-semibold text-gray-900 hover:border-accent-700 hover:text-accent-800"
              >
                {choice.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
