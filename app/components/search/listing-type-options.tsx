import { LISTING_TYPE_LABELS, LISTING_TYPES } from '#contract/listing-types.ts';

/** The options of a listing-type select, with the spec's labels (FOR SALE = sell, ...). */
export function ListingTypeOptions() {
  return LISTING_TYPES.map((type) => (
    <option key={type} value={type}>
      {LISTING_TYPE_LABELS[type]}
    </option>
  ));
}
