import { useT } from '#app/hooks/use-t.ts';
import { ChoiceChip } from './choice-chip.tsx';

export const legendClass = 'mb-2 text-sm font-semibold text-gray-900';

export type ChipOption = { value: string; label: string };

/**
 * A group of chips under a legend. `single`: radio buttons with an 'Any' choice
 * first (Rooms, Bathrooms...); otherwise checkboxes, any number chosen (tags, extras).
 */
export function ChipGroup({
  legend,
  name,
  options,
  chosen,
  single = false,
  singleLabel,
  counts,
  hidden,
}: {
  legend: string;
  name: string;
  options: readonly ChipOption[];
  chosen: readonly string[];
  single?: boolean;
  /** The label of a single group's "no choice" chip ('Any', 'Anytime'); null for none. */
  singleLabel?: string | null;
  counts?: Map<string, number> | undefined;
  hidden?: boolean;
}) {
  const t = useT();
  return (
    <fieldset hidden={hidden}>
      <legend className={legendClass}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {single && singleLabel !== null && (
          <ChoiceChip
            type="radio"
            name={name}
            value=""
            label={singleLabel ?? t.search.any}
            defaultChecked={chosen.length === 0}
          />
        )}
        {options.map((option) => (
          <ChoiceChip
            key={option.value}
            type={single ? 'radio' : 'checkbox'}
            name={name}
            value={option.value}
            label={option.label}
            defaultChecked={chosen.includes(option.value)}
            count={counts?.get(option.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** One single-choice group of SingleChipGroups; `chosen` defaults to nothing. */
export type SingleGroup = {
  legend: string;
  name: string;
  options: readonly ChipOption[];
  chosen?: readonly string[];
  singleLabel: string | null;
};

/** Single-choice chip groups one after another, each a fieldset of radio chips. */
export function SingleChipGroups({ groups }: { groups: SingleGroup[] }) {
  return groups.map((group) => (
    <ChipGroup
      key={group.name}
      legend={group.legend}
      name={group.name}
      options={group.options}
      chosen={group.chosen ?? []}
      single
      singleLabel={group.singleLabel}
    />
  ));
}
