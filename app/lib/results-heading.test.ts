import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '#contract/catalogue.ts';
import { emptyCriteria, type SearchCriteria } from '#contract/search.ts';
import { categoryName, criteriaHeading } from './results-heading.ts';

const tree: CategoryNode[] = [
  {
    id: 1,
    slug: 'house',
    name: 'Houses',
    offer_types: ['sell', 'rent'],
    children: [{ id: 2, slug: 'detached', name: 'Detached', offer_types: ['sell'] }],
  },
];
const base: SearchCriteria = emptyCriteria();

describe('results headings', () => {
  it('finds root and child names', () => {
    expect(categoryName(tree, 'house')).toBe('Houses');
    expect(categoryName(tree, 'detached')).toBe('Detached');
    expect(categoryName(tree, 'nope')).toBeUndefined();
  });

  it('describes the criteria', () => {
    expect(criteriaHeading(tree, base)).toBe('Properties');
    expect(
      criteriaHeading(tree, {
        ...base,
        listingType: 'rent',
        categories: ['house'],
        location: { lat: 1, lon: 1, name: 'Leeds, West Yorkshire, England' },
      }),
    ).toBe('Houses to rent in Leeds');
    expect(criteriaHeading(tree, { ...base, categories: ['house', 'detached'], text: 'garden' })).toBe(
      'Properties: “garden”',
    );
  });
});
