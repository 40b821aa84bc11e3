// When a message was written, as the inbox and the thread show it (UK time, so the
// server's and the browser's renderings agree), in the words of the visitor's language.
import { formatDate } from '#contract/dates.ts';
import type { Language } from './i18n/languages.ts';

export const messageTime = (iso: string, language: Language = 'en'): string =>
  formatDate(iso, 'recentMoment', language);
