// The interface languages. British English is the site's language; Polish, the most
// spoken language in the UK after English, is offered beside it. The visitor's choice
// is a cookie (no account needed, and the page can be rendered in it on the server).
import { readCookie } from '../cookies.ts';

export const LANGUAGES = ['en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that keeps the visitor's choice. */
export const LANGUAGE_COOKIE = 'lang';

/** A year: the choice outlives sessions, as a preference should. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Each language by its own name, as a switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', pl: 'Polski' };

/** The BCP 47 tag of `<html lang>`, which screen readers and translation tools follow. */
export const HTML_LANG: Record<Language, string> = { en: 'en-GB', pl: 'pl' };

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
