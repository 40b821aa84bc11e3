import { createContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

/** The visitor's language, provided by the root layout from its loader; English outside it. */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);
