import { useT } from '#app/hooks/use-t.ts';
import { LISTING_TYPES } from '#contract/listing-types.ts';

/** The options of a listing-type select, with the fixed labels (FOR SALE = sell, ...). */
export function ListingTypeOptions() {
  const t = useT();
  return LISTING_TYPES.map((type) => (
    <option key={type} value={type}>
      {t.search.listingTypes[type]}
    </option>
  ));
}
