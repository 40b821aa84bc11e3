import { Form, useLocation } from 'react-router';
import { useLanguage, useT } from '#app/hooks/use-t.ts';
import { HTML_LANG, LANGUAGE_NAMES, LANGUAGES } from '#app/lib/i18n/languages.ts';

/**
 * The interface language: a form posting to /language, which keeps the choice in a
 * cookie and returns to this page. Always a whole-document post, with or without
 * JavaScript: every text of the page changes, and the shell's data is otherwise not
 * reloaded after a redirect. Each language is named in itself, so a reader finds their own.
 */
export function LanguageSwitch() {
  const t = useT();
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  return (
    <Form
      method="post"
      action="/language"
      reloadDocument
      className="flex flex-wrap items-center gap-2"
      aria-label={t.language.label}
    >
      <input type="hidden" name="next" value={`${pathname}${search}${hash}`} />
      <span className="text-sm font-semibold" aria-hidden="true">
        {t.language.label}:
      </span>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="submit"
          name="lang"
          value={language}
          lang={HTML_LANG[language]}
          aria-pressed={language === current}
          className="rounded-full border border-white px-3 py-1 text-sm font-semibold text-white hover:bg-white/10 aria-pressed:bg-white aria-pressed:text-accent-800"
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </Form>
  );
}
