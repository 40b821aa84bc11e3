import { describe, expect, it } from 'vitest';
import { pageMeta, summary } from './meta.ts';

describe('pageMeta', () => {
  it('names the page and the site', () => {
    expect(pageMeta('Houses to rent')[0]).toEqual({ title: 'Houses to rent | Dazu' });
    expect(pageMeta(undefined)[0]).toEqual({ title: 'Dazu: find your place' });
  });
});

describe('summary', () => {
  it('strips tags and entities', () => {
    expect(summary('<p>Bright &amp; airy</p><ul><li>Garden</li></ul>')).toBe('Bright & airy Garden');
  });

  it('cuts long text at a word', () => {
    const text = summary(`<p>${'word '.repeat(60)}</p>`, 30);
    expect(text.length).toBeLessThanOrEqual(30);
    expect(text.endsWith('word…')).toBe(true);
  });
});
