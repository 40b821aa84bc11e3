import { describe, expect, it } from 'vitest';
import { MAX_KEYWORDS } from '#contract/search.ts';
import { addKeyword, KEYWORD_MAX_LENGTH, keywordsFrom, removeKeyword } from './keywords.ts';

describe('keywords', () => {
  it('adds trimmed, lower-case keywords in order', () => {
    expect(addKeyword(['garden'], '  Sea   View ')).toEqual(['garden', 'sea view']);
  });

  it('ignores blanks and duplicates, whatever their case', () => {
    const list = ['garden'];
    expect(addKeyword(list, '   ')).toBe(list);
    expect(addKeyword(list, '')).toBe(list);
    expect(addKeyword(list, 'Garden ')).toBe(list);
  });

  it('stops at the most the search accepts and cuts long keywords', () => {
    const full = Array.from({ length: MAX_KEYWORDS }, (_, index) => `k${index}`);
    expect(addKeyword(full, 'one more')).toBe(full);
    expect(addKeyword([], 'x'.repeat(100))[0]).toHaveLength(KEYWORD_MAX_LENGTH);
  });

  it('removes one keyword', () => {
    expect(removeKeyword(['garden', 'garage', 'loft'], 'garage')).toEqual(['garden', 'loft']);
  });

  it('reads a submitted form', () => {
    expect(keywordsFrom(['garden', ' ', 'GARDEN', 'loft'])).toEqual(['garden', 'loft']);
  });
});
