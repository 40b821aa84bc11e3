// An asking price as UK portals write it: the agent's qualifier first, in smaller type
// ("Guide price £250,000", "Offers over £180,000"). A price on application says so by
// itself, so its qualifier is not repeated.
import { useT } from '#app/hooks/use-t.ts';
import type { PriceQualifier } from '#contract/price-facts.ts';

export function QualifiedPrice({
  qualifier,
  price,
  pence,
}: {
  qualifier: PriceQualifier | null;
  /** The price as formatted for its listing type and period. */
  price: string;
  pence: number | null;
}) {
  const words = useT().listing.priceQualifiers;
  const shown = qualifier !== null && !(qualifier === 'poa' && pence === null);
  return (
    <>
      {shown && <span className="text-sm font-semibold text-gray-700">{words[qualifier]}</span>}
      {shown && ' '}
      {price}
    </>
  );
}
