// The search form of the directories (/services, /agencies): their own first field, then
// the location with suggestions and the Search button. A GET form, so it works without
// JavaScript too (the server looks the typed place up).
import type { FormEvent, ReactNode } from 'react';
import { SearchIcon } from '../icons.tsx';
import { LocationCombobox } from './location-combobox.tsx';
import type { usePlaceField } from './use-place-field.ts';

export function DirectoryForm({
  label,
  action,
  onSubmit,
  location,
  children,
}: {
  label: string;
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  location: ReturnType<typeof usePlaceField>;
  children: ReactNode;
}) {
  return (
    <search aria-label={label}>
      <form
        method="get"
        action={action}
        onSubmit={onSubmit}
        className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-4 md:grid-cols-[1fr_1.5fr_auto] md:items-start"
      >
        {children}
        <LocationCombobox
          label="Location"
          name="where"
          value={location.where}
          onValueChange={location.setWhere}
          onPick={location.onPick}
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
