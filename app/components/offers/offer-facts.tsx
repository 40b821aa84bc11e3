import { formatArea, formatRooms } from '#app/lib/format.ts';

type Facts = { bedrooms: string | null; bathrooms: string | null; area: number | null };

/** '3 bedrooms · 2 bathrooms · 85 m²', as a list so each fact is read on its own. */
export function OfferFacts({ bedrooms, bathrooms, area, className = '' }: Facts & { className?: string }) {
  const facts = [
    bedrooms && formatRooms(bedrooms, 'bedroom', 'bedrooms'),
    bathrooms && formatRooms(bathrooms, 'bathroom', 'bathrooms'),
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
