import { OFFER_TAG_LABELS, type OfferTag } from '#contract/listing-types.ts';

/** Urgent, Super Deal, Investment. */
export function TagBadges({ tags }: { tags: readonly OfferTag[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-accent-800">
          {OFFER_TAG_LABELS[tag]}
        </li>
      ))}
    </ul>
  );
}
