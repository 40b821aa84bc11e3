import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { metaDictionary } from './meta-language.ts';
import { pl } from './pl.ts';

describe('metaDictionary', () => {
  it('is the language the root loader read, as React Router hands meta functions its data', () => {
    expect(metaDictionary([{ id: 'root', loaderData: { lang: 'pl' } }, { id: 'routes/settings' }])).toBe(pl);
    expect(metaDictionary([{ id: 'root', loaderData: { lang: 'en' } }])).toBe(en);
  });

  it('is English before the root has data (an error page)', () => {
    expect(metaDictionary([{ id: 'root' }])).toBe(en);
    expect(metaDictionary([])).toBe(en);
  });
});
