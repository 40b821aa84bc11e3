import { useId } from 'react';
import { useT } from '#app/hooks/use-t.ts';
import type { PanelSelection } from '#app/lib/panel-criteria.ts';
import { rangeSuggestions } from '#app/lib/range-suggestions.ts';
import type { FiltersResponse } from '#contract/catalogue.ts';
import { formatArea, formatPounds } from '#contract/format.ts';
import { priceSuggestions } from '#contract/price-suggestions.ts';
import { legendClass } from './chip-group.tsx';

export const fieldClass = 'w-full rounded-lg border border-gray-500 bg-white px-3 py-2 text-sm';

type Props = {
  legend: string;
  /** 'price' or 'meter': the fields are `${name}[min]` and `${name}[max]`. */
  name: 'price' | 'meter';
  unit: 'pounds' | 'square metres';
  suggestions: readonly number[];
  /** The bounds chosen so far (they narrow the other side's suggestions). */
  min: number | undefined;
  max: number | undefined;
  defaults: { min: string; max: string };
  errors: Record<string, string>;
};

/**
 * From and to number inputs, each with a suggestion list (a native datalist): the
 * "to" list holds only values at or above the chosen "from", and the other way round,
 * so an empty range cannot be picked.
 */
export function RangeFields({ legend, name, unit, suggestions, min, max, defaults, errors }: Props) {
  const id = useId();
  const lists = rangeSuggestions(suggestions, min, max);
  const t = useT();
  // Suggestions are whole pounds or square metres.
  const format = (value: number) => (unit === 'pounds' ? formatPounds(value * 100) : formatArea(value));
  const side = (bound: 'min' | 'max') => {
    const field = `${name}[${bound}]`;
    const error = errors[field];
    const listId = `${id}-${bound}-list`;
    return (
      <div>
        <label htmlFor={`${id}-${bound}`} className="mb-1 block text-sm text-gray-800">
          {bound === 'min' ? t.search.from : t.search.to} <span className="sr-only">({unit})</span>
        </label>
        <input
          id={`${id}-${bound}`}
          name={field}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          list={listId}
          autoComplete="off"
          placeholder={bound === 'min' ? t.search.noMin : t.search.noMax}
          defaultValue={defaults[bound]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${bound}-error` : undefined}
          className={fieldClass}
        />
        <datalist id={listId}>
          {(bound === 'min' ? lists.from : lists.to).map((value) => (
            <option key={value} value={value} label={format(value)} />
          ))}
        </datalist>
        {error && (
          <p id={`${id}-${bound}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset>
      <legend className={legendClass}>
        {legend} <span className="font-normal text-gray-700">({unit === 'pounds' ? '£' : 'm²'})</span>
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {side('min')}
        {side('max')}
      </div>
    </fieldset>
  );
}

/**
 * The price and floor-area ranges of the home bar and the results panel. Rents get
 * the monthly rent list; other listing types the filters response's sale prices.
 */
export function PriceAndAreaFields({
  filters,
  selection,
  defaults,
  errors,
}: {
  filters: FiltersResponse;
  selection: Pick<PanelSelection, 'listingType' | 'price' | 'area'>;
  /** The values the fields start with (from the URL), by field name. */
  defaults: Map<string, string[]>;
  errors: Record<string, string>;
}) {
  const start = (field: string) => defaults.get(field)?.[0] ?? '';
  const t = useT();
  return (
    <>
      <RangeFields
        legend={t.search.price}
        name="price"
        unit="pounds"
        suggestions={selection.listingType === 'rent' ? priceSuggestions('rent') : filters.price.min}
        min={selection.price.min}
        max={selection.price.max}
        defaults={{ min: start('price[min]'), max: start('price[max]') }}
        errors={errors}
      />
      <RangeFields
        legend={t.search.floorArea}
        name="meter"
        unit="square metres"
        suggestions={filters.attributes.meter.min}
        min={selection.area.min}
        max={selection.area.max}
        defaults={{ min: start('meter[min]'), max: start('meter[max]') }}
        errors={errors}
      />
    </>
  );
}
