import { type SearchCriteria, searchQuery } from '#contract/search.ts';

/** Hidden fields for what a form keeps without showing it (place, map area, sort...), for submits without JavaScript. */
export function CarriedFields({ criteria }: { criteria: Partial<SearchCriteria> }) {
  return [...new URLSearchParams(searchQuery(criteria))].map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}
