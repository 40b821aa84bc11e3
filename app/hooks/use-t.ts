import { useCallback, useContext } from 'react';
import type { Dictionary } from '#app/lib/i18n/dictionary.ts';
import { dictionaryOf } from '#app/lib/i18n/index.ts';
import { LanguageContext } from '#app/lib/i18n/language-context.ts';
import type { Language } from '#app/lib/i18n/languages.ts';
import { translateMessage } from '#app/lib/i18n/translate-message.ts';

/** The visitor's interface language, as the root loader read it from the `lang` cookie. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** The texts of the visitor's language. */
export function useT(): Dictionary {
  return dictionaryOf(useLanguage());
}

/** Shows a contract message (an API answer, a form check) in the visitor's language. */
export function useTranslateMessage(): (text: string) => string {
  const t = useT();
  return useCallback((text: string) => translateMessage(t, text), [t]);
}
