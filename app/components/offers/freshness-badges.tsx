import { useT } from '#app/hooks/use-t.ts';

/** 'New' (added in the last 24 hours) and 'Reduced' (price cut in the last 14 days), over a card's photo. */
export function FreshnessBadges({ isNew, reduced }: { isNew: boolean; reduced: boolean }) {
  const t = useT();
  if (!isNew && !reduced) return null;
  return (
    <span className="absolute top-2 right-2 flex gap-1">
      {isNew && (
        <span className="rounded bg-emerald-700 px-2 py-0.5 text-xs font-bold text-white">{t.listing.isNew}</span>
      )}
      {reduced && (
        <span className="rounded bg-amber-300 px-2 py-0.5 text-xs font-bold text-gray-900">{t.listing.reduced}</span>
      )}
    </span>
  );
}
