import type { SiteData } from '../site-data.ts';
import type { Dictionary } from './dictionary.ts';
import { dictionaryOf } from './index.ts';
import { DEFAULT_LANGUAGE } from './languages.ts';

// React Router gives a meta function each match's loader data as `loaderData`.
type Match = { id: string; loaderData?: unknown } | undefined;

/** A route's meta function runs outside React: the dictionary of the language the root loader read. */
export function metaDictionary(matches: ReadonlyArray<Match>): Dictionary {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as Partial<SiteData> | undefined;
  return dictionaryOf(root?.lang ?? DEFAULT_LANGUAGE);
}
