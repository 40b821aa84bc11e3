import { useT } from '#app/hooks/use-t.ts';
import { formatArea } from '#contract/format.ts';

type Facts = { bedrooms: string | null; bathrooms: string | null; area: number | null };

/** '3 bedrooms · 2 bathrooms · 85 m²', as a list so each fact is read on its own. */
export function OfferFacts({ bedrooms, bathrooms, area, className = '' }: Facts & { className?: string }) {
  const t = useT();
  const facts = [
    bedrooms && t.listing.bedrooms(bedrooms),
    bathrooms && t.listing.bathrooms(bathrooms),
    area !== null && formatArea(area),
  ].filter((fact): fact is string => typeof fact === 'string');
  if (facts.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-700 ${className}`}>
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}
