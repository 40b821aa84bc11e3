import type { SiteData } from '../site-data.ts';
import type { Dictionary } from './dictionary.ts';
import { dictionaryOf } from './index.ts';
import { DEFAULT_LANGUAGE } from './languages.ts';

type Match = { id: string; loaderData?: unknown; data?: unknown } | undefined;

/**
 * A route's meta function runs outside React: the dictionary of the language the root loader read.
 * React Router gives a match's loader data as `loaderData` (`data` is its older name, kept by some versions).
 */
export function metaDictionary(matches: ReadonlyArray<Match>): Dictionary {
  const match = matches.find((candidate) => candidate?.id === 'root');
  const root = (match?.loaderData ?? match?.data) as Partial<SiteData> | undefined;
  return dictionaryOf(root?.lang ?? DEFAULT_LANGUAGE);
}
