import { describe, expect, it } from 'vitest';
import { ATTRIBUTES, LISTING_TYPE_ATTRIBUTE_ID } from '#contract/attributes.ts';
import type { OfferAttribute } from '#contract/offers.ts';
import { ATTRIBUTE_GROUPS, groupAttributes } from './attribute-groups.ts';

const attribute = (id: number): OfferAttribute => ({
  id,
  slug: `a${id}`,
  name: `A${id}`,
  type: 'choice',
  values: ['x'],
  display: 'x',
});

describe('attribute groups', () => {
  it('place every attribute but the listing type exactly once', () => {
    const grouped = ATTRIBUTE_GROUPS.flatMap((group) => group.ids).sort((a, b) => a - b);
    const expected = ATTRIBUTES.map((item) => item.id)
      .filter((id) => id !== LISTING_TYPE_ATTRIBUTE_ID)
      .sort((a, b) => a - b);
    expect(grouped).toEqual(expected);
  });

  it('keep the groups that have something, in the groups’ order', () => {
    const groups = groupAttributes([attribute(1), attribute(17), attribute(4), attribute(11), attribute(21)]);
    expect(groups.map((group) => [group.title, group.items.map((item) => item.id)])).toEqual([
      ['Rooms and space', [11, 4]],
      ['Price and terms', [21]],
      ['Nearby', [17]],
    ]);
  });
});
