import { formatNumber } from '#contract/format.ts';

/**
 * A radio button or checkbox drawn as a chip; the real input stays in the page for
 * keyboards and forms. `count` is a facet count shown after the label.
 */
export function ChoiceChip({
  type,
  name,
  value,
  label,
  defaultChecked,
  count,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  label: string;
  defaultChecked?: boolean;
  count?: number | undefined;
}) {
  return (
    <label className="cursor-pointer">
      <input
        type={type}
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        className="chip-input peer sr-only"
      />
      <span className="chip inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-full border border-gray-400 px-4 text-sm font-medium text-gray-800 peer-checked:border-accent-700 peer-checked:bg-accent-700 peer-checked:text-white hover:border-accent-700">
        {label}
        {count !== undefined && <span className="text-xs font-normal opacity-90">({formatNumber(count)})</span>}
      </span>
    </label>
  );
}
