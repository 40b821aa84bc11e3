import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PlaceSuggestion } from '#app/lib/places.ts';
import { directoryPath } from '#app/lib/services-directory.ts';
import { SearchIcon } from '../icons.tsx';
import { LocationCombobox } from '../search/location-combobox.tsx';

export type DirectoryPlace = { slug: string; display_name: string; lat: number; lon: number };

/**
 * Which service, and where. A GET form: without JavaScript the typed place is looked
 * up on the server (?where=); with it, a picked place goes straight to /services/{place}.
 */
export function ServicesFilterForm({
  services,
  service,
  place,
}: {
  services: ReadonlyArray<{ slug: string; name: string }>;
  service: string | undefined;
  place: DirectoryPlace | null;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [where, setWhere] = useState(place?.display_name ?? '');
  const [picked, setPicked] = useState<PlaceSuggestion | null>(place ? { ...place, addresstype: '' } : null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = String(new FormData(event.currentTarget).get('service') ?? '') || undefined;
    const text = where.trim();
    if (text === '') navigate(directoryPath(chosen, undefined));
    else if (picked?.slug && text === picked.display_name) navigate(directoryPath(chosen, picked.slug));
    else navigate(`/services?${new URLSearchParams({ ...(chosen ? { service: chosen } : {}), where: text })}`);
  };

  return (
    <search aria-label="Find services">
      <form
        method="get"
        action="/services"
        onSubmit={onSubmit}
        className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-4 md:grid-cols-[1fr_1.5fr_auto] md:items-start"
      >
        <div>
          <label htmlFor={`${id}-service`} className="mb-1 block text-sm font-semibold text-gray-800">
            Service
          </label>
          <select
            id={`${id}-service`}
            name="service"
            defaultValue={service ?? ''}
            className="w-full rounded-lg border border-gray-500 bg-white px-3 py-2.5 text-base"
          >
            <option value="">All services</option>
            {services.map((item) => (
              <option key={item.slug} value={item.slug}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <LocationCombobox
          label="Location"
          name="where"
          value={where}
          onValueChange={setWhere}
          onPick={(found) => {
            setPicked(found);
            setWhere(found.display_name);
          }}
        />
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-accent-700 px-6 py-2.5 text-base font-semibold text-white hover:bg-accent-800 md:mt-6"
        >
          <SearchIcon /> Search
        </button>
      </form>
    </search>
  );
}
