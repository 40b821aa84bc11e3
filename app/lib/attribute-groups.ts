// An ad's features on its page, in groups a buyer or tenant scans for (rooms, the
// building, terms, ownership, extras, what is nearby) instead of one long list.
import type { OfferAttribute } from '#contract/offers.ts';

export const ATTRIBUTE_GROUPS: ReadonlyArray<{ title: string; ids: readonly number[] }> = [
  { title: 'Rooms and space', ids: [11, 13, 3, 4] },
  { title: 'The building', ids: [12, 18, 8, 9, 10, 14] },
  { title: 'Price and terms', ids: [6, 2, 5, 7, 21, 20, 22] },
  { title: 'Ownership', ids: [15, 19] },
  { title: 'Extras', ids: [16] },
  { title: 'Nearby', ids: [17] },
];

/** Non-empty groups in order, each attribute in the group's order; the listing type (shown above) is left out. */
export function groupAttributes(
  attributes: readonly OfferAttribute[],
): Array<{ title: string; items: OfferAttribute[] }> {
  return ATTRIBUTE_GROUPS.map(({ title, ids }) => ({
    title,
    items: ids
      .map((id) => attributes.find((attribute) => attribute.id === id))
      .filter((attribute): attribute is OfferAttribute => attribute !== undefined),
  })).filter((group) => group.items.length > 0);
}
