import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES, SPEC_MESSAGES } from '#contract/messages.ts';
import type { Dictionary } from './dictionary.ts';
import { en } from './en.ts';
import { DICTIONARIES } from './index.ts';
import { languageCookie, languageFromCookie } from './languages.ts';
import { canonicalFooterPagePath, footerPagePath, newsletterConfirmPath } from './paths.ts';
import { pl } from './pl.ts';
import { translateMessage } from './translate-message.ts';

/** Every path of texts in a dictionary, e.g. "nav.find" (functions count as texts). */
function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    inner !== null && typeof inner === 'object' ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

// The typecheck is the real guard: these lines must not compile.
// @ts-expect-error a dictionary without one of English's texts is not a dictionary
const missing: Dictionary = { ...pl, shell: { ...pl.shell, search: undefined } };
// @ts-expect-error a text English does not have is refused
const extra = { ...pl, shell: { ...pl.shell, unknownText: 'x' } } satisfies Dictionary;

describe('the dictionaries', () => {
  it('have the same texts in every language', () => {
    expect(missing && extra).toBeTruthy();
    for (const dictionary of Object.values(DICTIONARIES)) {
      expect(keysOf(dictionary).sort()).toEqual(keysOf(en).sort());
    }
  });

  it('keep the specification’s three Polish messages word for word in Polish', () => {
    expect(pl.messages.registration.tosRequiredOnSubmit).toBe('Akceptacja regulaminu jest wymagana');
    expect(pl.messages.spec.newsletterConfirm).toBe(
      'Potwierdź zapis do newslettera klikając w link wysłany na podany adres email.',
    );
    expect(pl.messages.spec.newsletterActive).toBe('Gratulujemy. Twój newsletter jest aktywny');
  });

  it('word the same three in British English in English', () => {
    expect(en.messages.registration.tosRequiredOnSubmit).toBe('You must accept the terms and conditions.');
    expect(en.messages.spec.newsletterConfirm).toBe(
      'Please confirm your newsletter subscription by clicking the link sent to your e-mail address.',
    );
    expect(en.messages.spec.newsletterActive).toBe('Congratulations. Your newsletter is now active.');
    for (const text of keysOf(en).map((key) => key.split('.').reduce<unknown>((o, k) => (o as never)[k], en))) {
      if (typeof text === 'string') expect(text).not.toMatch(/[ąćęłńóśźż]/i);
    }
  });
});

describe('translateMessage', () => {
  it('shows a contract message in the visitor’s language by its key', () => {
    expect(translateMessage(pl, SPEC_MESSAGES.newsletterActive)).toBe('Gratulujemy. Twój newsletter jest aktywny');
    expect(translateMessage(pl, REGISTRATION_MESSAGES.tosRequiredOnSubmit)).toBe('Akceptacja regulaminu jest wymagana');
    expect(translateMessage(en, SPEC_MESSAGES.newsletterConfirm)).toBe(SPEC_MESSAGES.newsletterConfirm);
  });

  it('leaves a text that is no contract message as it came', () => {
    expect(translateMessage(pl, 'Something the server said')).toBe('Something the server said');
  });
});

describe('the language cookie', () => {
  it('is English unless it names a language the site has', () => {
    expect(languageFromCookie(undefined)).toBe('en');
    expect(languageFromCookie('a=1; lang=pl')).toBe('pl');
    expect(languageFromCookie('lang=de')).toBe('en');
    expect(languageFromCookie('lang=en')).toBe('en');
  });

  it('lasts a year on the whole site, secure on https', () => {
    expect(languageCookie('pl', false)).toBe('lang=pl; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('en', true)).toMatch(/; Secure$/);
  });
});

describe('the paths of the specification and their English twins', () => {
  it('link in the language of the interface and name the English one canonical', () => {
    expect(footerPagePath('en', 17)).toBe('/pages/17');
    expect(footerPagePath('pl', 17)).toBe('/strony/17');
    expect(newsletterConfirmPath('en')).toBe('/confirm-newsletter');
    expect(newsletterConfirmPath('pl')).toBe('/potwierdz-newsletter');
    expect(canonicalFooterPagePath(17)).toBe('/pages/17');
  });
});
