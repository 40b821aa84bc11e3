// The chip groups of the search panel, shared by the home bar's
// advanced part and the results panel.
import { useT } from '#app/hooks/use-t.ts';
import { MULTI_ATTRIBUTES, ROOM_FIELDS } from '#app/lib/panel-criteria.ts';
import { attributeBySlug } from '#contract/attributes.ts';
import { OFFER_TAG_LABELS, OFFER_TAGS } from '#contract/listing-types.ts';
import { ROOM_CHOICES } from '#contract/search.ts';
import { LeaseYearsSelect } from './attribute-filters.tsx';
import { ChipGroup } from './chip-group.tsx';

type Chosen = Map<string, string[]>;
const chosenOf = (chosen: Chosen, name: string): string[] => chosen.get(name) ?? [];
const ROOM_OPTIONS = ROOM_CHOICES.map((choice) => ({ value: choice, label: choice }));

/** Offer tags Urgent, Super Deal, Investment: any number. */
export function TagChips({ chosen, counts }: { chosen: Chosen; counts?: Map<string, number> | undefined }) {
  const t = useT();
  return (
    <ChipGroup
      legend={t.search.offerTags}
      name="tags"
      options={OFFER_TAGS.map((tag) => ({ value: tag, label: OFFER_TAG_LABELS[tag] }))}
      chosen={chosenOf(chosen, 'tags')}
      counts={counts}
    />
  );
}

/** Rooms, Reception rooms, Bathrooms, Parking spaces: one of 1 to 4 or 5+ ("at least"), or Any. */
export function RoomChips({
  names,
  applicable,
  chosen,
  bedroomCounts,
}: {
  names: ReadonlyArray<(typeof ROOM_FIELDS)[number]['name']>;
  applicable: Set<string>;
  chosen: Chosen;
  bedroomCounts?: Map<string, number> | undefined;
}) {
  return ROOM_FIELDS.filter((field) => names.includes(field.name) && applicable.has(field.slug)).map((field) => (
    <ChipGroup
      key={field.name}
      legend={field.label}
      name={field.name}
      options={ROOM_OPTIONS}
      chosen={chosenOf(chosen, field.name)}
      single
      counts={field.name === 'rooms' ? bedroomCounts : undefined}
    />
  ));
}

/** Overall condition: any of several. */
export function ConditionChips({ applicable, chosen }: { applicable: Set<string>; chosen: Chosen }) {
  const condition = attributeBySlug('condition');
  if (!condition || !('options' in condition) || !applicable.has('condition')) return null;
  return (
    <ChipGroup
      legend={condition.name}
      name="condition"
      options={condition.options.map((option) => ({ value: option.slug, label: option.name }))}
      chosen={chosenOf(chosen, 'condition')}
    />
  );
}

/**
 * Extras (dodatkowe), Nearby (blisko) and Ownership, any number of each; with the
 * leasehold chip chosen, 'How many years of lease?' follows.
 */
export function MultiChoiceFilters({
  applicable,
  chosen,
  leasehold,
}: {
  applicable: Set<string>;
  chosen: Chosen;
  leasehold: boolean;
}) {
  return MULTI_ATTRIBUTES.filter((attribute) => applicable.has(attribute.slug)).map((attribute) => (
    <div key={attribute.slug} className="flex flex-col gap-3">
      <ChipGroup
        legend={attribute.name}
        name={attribute.slug}
        options={attribute.options.map((option) => ({ value: option.slug, label: option.name }))}
        chosen={chosenOf(chosen, attribute.slug)}
      />
      {attribute.slug === 'ownership' && leasehold && applicable.has('lease-years') && (
        <LeaseYearsSelect defaultValue={chosenOf(chosen, 'lease-years')[0] ?? ''} />
      )}
    </div>
  ));
}
