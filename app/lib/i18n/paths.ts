// The two established Polish paths and their English twins. Both of each pair
// answer; the site links to the one of the visitor's language, and each page's
// canonical link names the English one: the pages' content is English whichever path
// shows it, and the site's own language is English, so that is the address search
// engines should keep.
import type { Language } from './languages.ts';

const FOOTER_PAGES: Record<Language, string> = { en: '/pages', pl: '/strony' };
const NEWSLETTER_CONFIRM: Record<Language, string> = { en: '/confirm-newsletter', pl: '/potwierdz-newsletter' };

/** A footer content page (17 is the terms page) in the language of the interface. */
export const footerPagePath = (language: Language, id: number | string): string => `${FOOTER_PAGES[language]}/${id}`;

/** The newsletter confirmation page in the language of the interface (the e-mail's link carries the token). */
export const newsletterConfirmPath = (language: Language): string => NEWSLETTER_CONFIRM[language];

/** The canonical path of a footer page, whichever of the pair was asked for. */
export const canonicalFooterPagePath = (id: number | string): string => footerPagePath('en', id);

/** The canonical path of the newsletter confirmation page (without its token, which is a secret). */
export const canonicalNewsletterConfirmPath = (): string => newsletterConfirmPath('en');
