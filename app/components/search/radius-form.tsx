import { useT } from '#app/hooks/use-t.ts';
import { RADIUS_CHOICES_MILES } from '#contract/place-kinds.ts';
import { DEFAULT_RADIUS_MILES, type SearchCriteria } from '#contract/search.ts';
import { QuerySelectForm } from './query-select-form.tsx';

/** How far around the searched place (shown only with a location). */
export function RadiusForm({
  pathname,
  search,
  criteria,
}: {
  pathname: string;
  search: string;
  criteria: SearchCriteria;
}) {
  const t = useT();
  if (!criteria.location) return null;
  const current = criteria.radiusMiles ?? DEFAULT_RADIUS_MILES;
  const choices: number[] = [...RADIUS_CHOICES_MILES];
  if (!choices.includes(current)) choices.push(current);
  return (
    <QuerySelectForm
      pathname={pathname}
      search={search}
      name="radius"
      label={t.results.within}
      value={String(current)}
      options={choices.sort((a, b) => a - b).map((value) => ({ value: String(value), label: t.results.miles(value) }))}
    />
  );
}
