// The visitor's interface language (the list is in contract/interface-languages.ts).
// The choice is a cookie (no account needed, and the page can be rendered in it on the server).
import { HTML_LANG, LANGUAGES, type Language } from '#contract/interface-languages.ts';
import { readCookie } from '../cookies.ts';

export { HTML_LANG, LANGUAGES, type Language };

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that keeps the visitor's choice. */
export const LANGUAGE_COOKIE = 'lang';

/** A year: the choice outlives sessions, as a preference should. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Each language by its own name, as a switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', pl: 'Polski' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language a Cookie header asks for; English when it names none we have. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language {
  const value = readCookie(cookieHeader, LANGUAGE_COOKIE);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The Set-Cookie value that keeps `language` for a year on the whole site. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
