// When a message was written, as the inbox and the thread show it (UK time, so the
// server's and the browser's renderings agree), in the words of the visitor's language.
import { HTML_LANG, type Language } from './i18n/languages.ts';

const options: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
};
const WHEN = {
  en: new Intl.DateTimeFormat(HTML_LANG.en, options),
  pl: new Intl.DateTimeFormat(HTML_LANG.pl, options),
} satisfies Record<Language, Intl.DateTimeFormat>;

export const messageTime = (iso: string, language: Language = 'en'): string => WHEN[language].format(new Date(iso));
