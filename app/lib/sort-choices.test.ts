import { describe, expect, it } from 'vitest';
import { availableSorts } from './sort-choices.ts';

describe('availableSorts', () => {
  it('offers neither nearest nor relevance without a place or words', () => {
    expect(availableSorts({ keywords: [] })).toEqual(['newest', 'oldest', 'price-asc', 'price-desc']);
  });

  it('offers nearest first with a location, most relevant with words', () => {
    expect(availableSorts({ keywords: [], location: { lat: 1, lon: 1 } })).toContain('distance');
    expect(availableSorts({ keywords: [], text: 'garden' })).toContain('relevance');
    expect(availableSorts({ keywords: ['garden'] })).toContain('relevance');
  });
});
