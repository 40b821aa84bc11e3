// The dictionaries by language, and how a page gets the visitor's.
import type { Dictionary } from './dictionary.ts';
import { en } from './en.ts';
import type { Language } from './languages.ts';
import { pl } from './pl.ts';

export const DICTIONARIES: Record<Language, Dictionary> = { en, pl };

export const dictionaryOf = (language: Language): Dictionary => DICTIONARIES[language];
