import type { Dictionary } from './dictionary.ts';
import { dictionaryOf } from './index.ts';
import { languageFromCookie } from './languages.ts';

/** A loader's words for what it builds into the page (a landing page's heading): the visitor's language. */
export function requestDictionary(request: Request): Dictionary {
  return dictionaryOf(languageFromCookie(request.headers.get('cookie')));
}
