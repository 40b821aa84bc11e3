import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import type { DirectoryType } from '#contract/profiles.ts';
import { inputClass, labelClass } from '../forms/form-styles.ts';
import { DirectoryForm } from '../search/directory-form.tsx';
import { type DirectoryPlace, usePlaceField } from '../search/use-place-field.ts';

/** The /agencies address for a type, a name and a place slug (empty parts left out). */
export function agenciesHref(type: DirectoryType, name: string, placeSlug: string | undefined): string {
  const params = new URLSearchParams({ type });
  if (name.trim()) params.set('q', name.trim());
  if (placeSlug) params.set('place', placeSlug);
  return `/agencies?${params}`;
}

/**
 * A name and a place. A GET form: without JavaScript the typed place is looked up on the
 * server (?where=); with it, a picked place goes straight into the address.
 */
export function DirectoryFilterForm({
  type,
  name,
  place,
}: {
  type: DirectoryType;
  name: string;
  place: DirectoryPlace | null;
}) {
  const id = useId();
  const navigate = useNavigate();
  const location = usePlaceField(place);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('q') ?? '');
    const { slug, text } = location.choice();
    const href = agenciesHref(type, typed, slug);
    navigate(text ? `${href}&${new URLSearchParams({ where: text })}` : href);
  };

  return (
    <DirectoryForm label="Find advertisers" action="/agencies" onSubmit={onSubmit} location={location}>
      <input type="hidden" name="type" value={type} />
      <div>
        <label htmlFor={`${id}-name`} className={`${labelClass} mb-1`}>
          Name
        </label>
        <input id={`${id}-name`} name="q" type="search" defaultValue={name} maxLength={100} className={inputClass} />
      </div>
    </DirectoryForm>
  );
}
