import { useT } from '#app/hooks/use-t.ts';
import type { OfferDetail } from '#contract/offers.ts';

/** The energy performance certificate: an image to open, or a PDF to download (never shown inside the site). */
export function EnergyCertificate({ certificate }: { certificate: OfferDetail['ecertificate'] }) {
  const words = useT().offer.energy;
  if (!certificate) return null;
  return (
    <section aria-labelledby="energy-certificate" className="mt-10">
      <h2 id="energy-certificate" className="text-xl font-bold text-gray-900">
        {words.title}
      </h2>
      <p className="mt-3">
        <a
          href={certificate.url}
          {...(certificate.format === 'pdf' ? { download: 'energy-certificate.pdf' } : {})}
          className="font-semibold text-accent-700 underline underline-offset-4"
        >
          {certificate.format === 'pdf' ? words.download : words.open}
        </a>
      </p>
    </section>
  );
}
