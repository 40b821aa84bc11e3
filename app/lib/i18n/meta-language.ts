import type { SiteData } from '../site-data.ts';
import type { Dictionary } from './dictionary.ts';
import { dictionaryOf } from './index.ts';
import { DEFAULT_LANGUAGE } from './languages.ts';

type Match = { id: string; data?: unknown } | undefined;

/** A route's meta function runs outside React: the dictionary of the language the root loader read. */
export function metaDictionary(matches: ReadonlyArray<Match>): Dictionary {
  const root = matches.find((match) => match?.id === 'root')?.data as Partial<SiteData> | undefined;
  return dictionaryOf(root?.lang ?? DEFAULT_LANGUAGE);
}
