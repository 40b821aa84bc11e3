// An imported listing's brochures (PDF downloads from our storage) and virtual tours
// (pages on other sites: opened with noopener, and nofollow as the site vouches for none).
import { useT } from '#app/hooks/use-t.ts';
import type { OfferDetail } from '#contract/offers.ts';

type Link = { url: string; caption: string };

/** "Brochure" for one, "Brochure 1", "Brochure 2" for several; the feed's caption after it. */
function label(base: string, links: readonly Link[], index: number, numbered: (label: string, n: number) => string) {
  const name = links.length > 1 ? numbered(base, index + 1) : base;
  const caption = links[index]?.caption.trim();
  return caption && caption.toLowerCase() !== base.toLowerCase() ? `${name}: ${caption}` : name;
}

export function OfferDocuments({ offer }: { offer: Pick<OfferDetail, 'brochures' | 'virtual_tours'> }) {
  const words = useT().offer.documents;
  if (offer.brochures.length === 0 && offer.virtual_tours.length === 0) return null;
  const linkClass = 'font-semibold text-accent-700 underline underline-offset-4';
  return (
    <section aria-labelledby="offer-documents" className="mt-10">
      <h2 id="offer-documents" className="text-xl font-bold text-gray-900">
        {words.title}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {offer.virtual_tours.map((tour, index) => (
          <li key={tour.url}>
            <a href={tour.url} target="_blank" rel="noopener noreferrer nofollow external" className={linkClass}>
              {label(words.tour, offer.virtual_tours, index, words.numbered)}
              <span className="sr-only">{words.external}</span>
            </a>
          </li>
        ))}
        {offer.brochures.map((brochure, index) => (
          <li key={brochure.url}>
            <a href={brochure.url} download className={linkClass}>
              {label(words.brochure, offer.brochures, index, words.numbered)}
              {words.download}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
