import { useT } from '#app/hooks/use-t.ts';
import type { OfferTag } from '#contract/listing-types.ts';

/** Urgent, Super Deal, Investment. */
export function TagBadges({ tags }: { tags: readonly OfferTag[] }) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t.listing.tags}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-accent-800">
          {t.listing.tagNames[tag]}
        </li>
      ))}
    </ul>
  );
}
