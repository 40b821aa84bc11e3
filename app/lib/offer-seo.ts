// What search engines read about a public ad: its canonical address and a schema.org
// RealEstateListing with its Offer (price in pounds, GBP), place and photos.
import type { OfferView } from '#contract/offer-lifecycle.ts';
import { summary } from './meta.ts';

const absolute = (publicUrl: string, url: string): string => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

export function offerCanonical(publicUrl: string, slug: string): string {
  return `${publicUrl}/offers/${encodeURIComponent(slug)}`;
}

export function offerJsonLd(offer: OfferView, publicUrl: string): object {
  const url = offerCanonical(publicUrl, offer.slug);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: offer.title,
    url,
    description: summary(offer.description, 300),
    ...(offer.published_at ? { datePosted: offer.published_at } : {}),
    ...(offer.photos.length > 0
      ? { image: offer.photos.slice(0, 10).map((photo) => absolute(publicUrl, photo.url)) }
      : {}),
    contentLocation: {
      '@type': 'Place',
      name: offer.location.name,
      geo: { '@type': 'GeoCoordinates', latitude: offer.location.lat, longitude: offer.location.lon },
    },
    ...(offer.price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: (offer.price / 100).toFixed(2),
            priceCurrency: 'GBP',
            businessFunction:
              offer.listing_type === 'rent'
                ? 'http://purl.org/goodrelations/v1#LeaseOut'
                : 'http://purl.org/goodrelations/v1#Sell',
            availability:
              offer.market_status === 'available' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
            url,
          },
        }),
  };
}
