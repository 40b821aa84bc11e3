import { formatPounds, formatPrice } from '#app/lib/format.ts';
import type { OfferDetail } from '#contract/offers.ts';

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** Every price the ad has had since it was published, newest first. */
export function PriceHistory({ offer }: { offer: Pick<OfferDetail, 'price_history' | 'listing_type'> }) {
  if (offer.price_history.length === 0) return null;
  const steps = [...offer.price_history].reverse();
  return (
    <section aria-labelledby="price-history" className="mt-10 max-w-3xl">
      <h2 id="price-history" className="text-xl font-bold text-gray-900">
        Price history
      </h2>
      <table className="mt-3 w-full text-left">
        <thead className="text-sm text-gray-700">
          <tr>
            <th scope="col" className="py-2 font-semibold">
              Date
            </th>
            <th scope="col" className="py-2 font-semibold">
              Price
            </th>
            <th scope="col" className="py-2 font-semibold">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step, index) => (
            <tr key={step.date} className="border-t border-gray-200">
              <td className="py-2 text-gray-800">{DAY.format(new Date(step.date))}</td>
              <td className="py-2 font-medium text-gray-900">
                {formatPrice(step.price, offer.listing_type, step.price_period)}
              </td>
              <td className="py-2 text-gray-800">
                {index === steps.length - 1
                  ? 'Added'
                  : step.change === null
                    ? 'Changed'
                    : `${step.change < 0 ? 'Reduced by' : 'Increased by'} ${formatPounds(Math.abs(step.change))}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
