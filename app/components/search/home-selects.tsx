import { useId } from 'react';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { useT } from '#app/hooks/use-t.ts';
import { RADIUS_CHOICES_MILES } from '#contract/place-kinds.ts';
import { ADDED_WITHIN, ROOM_CHOICES } from '#contract/search.ts';

const selectClass = 'w-full rounded-lg border border-gray-500 bg-white px-3 py-2.5 text-base';
const labelClass = 'mb-1 block text-sm font-semibold text-gray-800';

type Choice = { value: string; label: string };

const ROOMS: Choice[] = ROOM_CHOICES.map((choice) => ({
  value: choice,
  label: choice.endsWith('+') ? choice : `${choice}+`,
}));

function Select({
  label,
  name,
  any,
  choices,
}: {
  label: string;
  name: string | undefined;
  any: string;
  choices: Choice[];
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue="" className={selectClass}>
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The home bar's second line: bedrooms, bathrooms, distance around the place, how recently added. */
export function HomeSelects({ showRooms }: { showRooms: boolean }) {
  // The distance applies to a place picked from the suggestions, which needs
  // JavaScript; without it the form sends no radius (a radius without a place is refused).
  const hydrated = useHydrated();
  const t = useT();
  const radius: Choice[] = RADIUS_CHOICES_MILES.map((miles) => ({
    value: String(miles),
    label: t.search.withinMiles(miles),
  }));
  const added: Choice[] = ADDED_WITHIN.map((value) => ({ value, label: t.search.addedChoices[value] }));
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {showRooms && <Select label={t.search.bedrooms} name="rooms" any={t.search.any} choices={ROOMS} />}
      {showRooms && <Select label={t.search.bathrooms} name="bathrooms" any={t.search.any} choices={ROOMS} />}
      <Select
        label={t.search.distance}
        name={hydrated ? 'radius' : undefined}
        any={t.search.placeUsualArea}
        choices={radius}
      />
      <Select label={t.search.added} name="added" any={t.search.addedChoices.anytime} choices={added} />
    </div>
  );
}
