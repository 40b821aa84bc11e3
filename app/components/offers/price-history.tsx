import { useLanguage, useT } from '#app/hooks/use-t.ts';
import { formatDate } from '#contract/dates.ts';
import { formatPounds, formatPrice } from '#contract/format.ts';
import type { OfferDetail } from '#contract/offers.ts';

/** Every price the ad has had since it was published, newest first. */
export function PriceHistory({ offer }: { offer: Pick<OfferDetail, 'price_history' | 'listing_type'> }) {
  const t = useT();
  const words = t.offer.priceHistory;
  // Dates are written as the visitor's language writes them (in UK time either way).
  const language = useLanguage();
  if (offer.price_history.length === 0) return null;
  const steps = [...offer.price_history].reverse();
  return (
    <section aria-labelledby="price-history" className="mt-10 max-w-3xl">
      <h2 id="price-history" className="text-xl font-bold text-gray-900">
        {words.title}
      </h2>
      <table className="mt-3 w-full text-left">
        <thead className="text-sm text-gray-700">
          <tr>
            <th scope="col" className="py-2 font-semibold">
              {words.date}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {words.price}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {words.change}
            </th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step, index) => (
            <tr key={step.date} className="border-t border-gray-200">
              <td className="py-2 text-gray-800">{formatDate(step.date, 'longDay', language)}</td>
              <td className="py-2 font-medium text-gray-900">
                {formatPrice(step.price, offer.listing_type, step.price_period, t.listing.price)}
              </td>
              <td className="py-2 text-gray-800">
                {index === steps.length - 1
                  ? words.added
                  : step.change === null
                    ? words.changed
                    : (step.change < 0 ? words.reducedBy : words.increasedBy)(formatPounds(Math.abs(step.change)))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
