import { useT } from '#app/hooks/use-t.ts';
import { LISTING_TYPES, type ListingType } from '#contract/listing-types.ts';

/**
 * The listing type tabs over the home bar (sell, rent, swap, auction,
 * seek-property; sell first). They drive the bar's listing-type select, which is what
 * the form sends: toggle buttons, one pressed at a time.
 */
export function ListingTypeTabs({ value, onChange }: { value: ListingType; onChange: (type: ListingType) => void }) {
  const t = useT();
  return (
    <fieldset className="flex flex-wrap justify-center gap-1">
      <legend className="sr-only">{t.search.advertType}</legend>
      {LISTING_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          aria-pressed={value === type}
          onClick={() => onChange(type)}
          className={`rounded-t-lg px-4 py-2.5 text-sm font-bold tracking-wide md:px-6 ${
            value === type ? 'bg-white text-accent-800' : 'bg-white/15 text-white hover:bg-white/25'
          }`}
        >
          {t.search.listingTypes[type]}
        </button>
      ))}
    </fieldset>
  );
}
