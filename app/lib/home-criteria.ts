// The home bar as criteria: the search panel's fields plus the
// place, its radius and how recently added.
import { ADDED_WITHIN, type AddedWithin, searchQuery } from '#contract/search.ts';
import { type FormValues, type PanelResult, panelCriteria } from './panel-criteria.ts';
import type { PlaceSuggestion } from './places.ts';
import { whereCriteria } from './search-form.ts';

const text = (values: FormValues, name: string): string => {
  const value = values.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The home bar: the panel's fields (listing type, category, price, area, rooms,
 * attributes...), the place, its radius and how recently added.
 */
export function homeCriteria(values: FormValues, place: PlaceSuggestion | null): PanelResult {
  const { criteria, errors } = panelCriteria(values);
  const radius = Number(text(values, 'radius'));
  Object.assign(criteria, whereCriteria(text(values, 'q'), place, radius > 0 ? radius : undefined));
  const added = text(values, 'added');
  if ((ADDED_WITHIN as readonly string[]).includes(added)) criteria.added = added as AddedWithin;
  return { criteria, errors };
}

export function homeSearchQuery(values: FormValues, place: PlaceSuggestion | null): string {
  return searchQuery(homeCriteria(values, place).criteria);
}
