import { type SearchCriteria, SORTS, type Sort } from '#contract/search.ts';

/** The sorts a search can use: 'Nearest first' needs a location, 'Most relevant' words to rank by. */
export function availableSorts(criteria: Pick<SearchCriteria, 'location' | 'text' | 'keywords'>): Sort[] {
  return SORTS.filter((sort) => {
    if (sort === 'distance') return criteria.location !== undefined;
    if (sort === 'relevance') return Boolean(criteria.text) || criteria.keywords.length > 0;
    return true;
  });
}
