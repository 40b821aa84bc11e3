// The interface languages. British English is the site's language; Polish, the most
// spoken language in the UK after English, is offered beside it. Declared here, below the
// pages, so that dates and other texts shared with e-mails and documents can be written
// in either (the visitor's choice itself is kept by app/lib/i18n/languages.ts).

export const LANGUAGES = ['en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The BCP 47 tag of each language: `<html lang>`, and the locale its dates are written in. */
export const HTML_LANG: Record<Language, string> = { en: 'en-GB', pl: 'pl' };
