import { type KeyboardEvent, useId, useState } from 'react';
import { useT } from '#app/hooks/use-t.ts';
import { addKeyword, KEYWORD_MAX_LENGTH, removeKeyword } from '#app/lib/keywords.ts';
import { MAX_KEYWORDS } from '#contract/search.ts';
import { CloseIcon } from '../icons.tsx';
import { legendClass } from './chip-group.tsx';
import { fieldClass } from './range-fields.tsx';

/**
 * Keywords: Enter adds the typed text as a tag; blanks and
 * duplicates are ignored; each tag has a remove button. Tags travel as `keywords`
 * fields; without JavaScript the typed text itself is the one keyword sent.
 */
export function KeywordsField({ initial }: { initial: readonly string[] }) {
  const id = useId();
  const [keywords, setKeywords] = useState(initial);
  const [draft, setDraft] = useState('');
  const t = useT();
  const [announcement, setAnnouncement] = useState('');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const next = addKeyword(keywords, draft);
    if (next !== keywords) setAnnouncement(`Keyword ${next.at(-1)} added`);
    setKeywords(next);
    setDraft('');
  };

  const remove = (keyword: string) => {
    setKeywords(removeKeyword(keywords, keyword));
    setAnnouncement(`Keyword ${keyword} removed`);
    document.getElementById(id)?.focus();
  };

  return (
    <div>
      <label htmlFor={id} className={`block ${legendClass}`}>
        {t.search.keywords}
      </label>
      {keywords.length > 0 && <KeywordTags keywords={keywords} onRemove={remove} />}
      <input
        id={id}
        name="keywords"
        type="text"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={KEYWORD_MAX_LENGTH}
        placeholder="add keywords"
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        className={fieldClass}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
        Press Enter to add each keyword (up to {MAX_KEYWORDS}); every one must appear in the advert.
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/** The keywords added so far, each a tag that is sent as a hidden `keywords` field and has its own remove button. */
function KeywordTags({ keywords, onRemove }: { keywords: readonly string[]; onRemove: (keyword: string) => void }) {
  return (
    <ul className="mb-2 flex flex-wrap gap-2" aria-label="Keywords added">
      {keywords.map((keyword) => (
        <li
          key={keyword}
          className="inline-flex items-center gap-1 rounded-full bg-accent-100 py-1 pr-1 pl-3 text-sm text-accent-800"
        >
          {keyword}
          <input type="hidden" name="keywords" value={keyword} />
          <button
            type="button"
            onClick={() => onRemove(keyword)}
            aria-label={`Remove ${keyword}`}
            className="inline-flex size-7 items-center justify-center rounded-full hover:bg-accent-200"
          >
            <CloseIcon className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
