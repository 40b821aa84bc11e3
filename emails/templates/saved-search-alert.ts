// Sent when offers matching a saved search were published since the last alert: each
// offer with its price and place, a link to all results, and a one-click unsubscribe
// link (also in the List-Unsubscribe header, added by the job).

import { formatCount, formatPrice } from '#contract/format.ts';
import type { PricePeriod } from '#contract/price-periods.ts';
import { type AlertFrequency, alertHeadline } from '#contract/saved-searches.ts';
import { SITE_PATHS, siteUrl } from '#contract/site-paths.ts';
import { PRODUCT_NAME, type RenderedEmail, renderEmail } from '../layout.ts';

export type AlertOffer = {
  slug: string;
  title: string;
  listing_type: Parameters<typeof formatPrice>[1];
  /** Pence; null: price on application. */
  price: number | null;
  price_period: PricePeriod | null;
  location: { name: string };
};

const CADENCE: Record<AlertFrequency, string> = {
  instant: 'as soon as new properties are listed',
  daily: 'once a day',
  weekly: 'once a week',
  off: 'never',
};

export function savedSearchAlertEmail(input: {
  name: string;
  searchName: string;
  frequency: AlertFrequency;
  offers: AlertOffer[];
  /** Every new offer, of which `offers` are the newest. */
  total: number;
  totalExact: boolean;
  publicUrl: string;
  /** The search's query string, as /search has it. */
  query: string;
  unsubscribeUrl: string;
}): RenderedEmail {
  const { offers, publicUrl } = input;
  const title = alertHeadline(input.searchName, input.total, input.totalExact);
  const count = `${input.totalExact ? '' : 'More than '}${formatCount(input.total, 'new property', 'new properties')}`;
  const first = offers[0];
  const paragraphs = [
    `Hello ${input.name},`,
    `${count} ${input.total === 1 && input.totalExact ? 'matches' : 'match'} your saved search “${input.searchName}”.`,
  ];
  if (input.total > offers.length) paragraphs.push(`Here are the ${offers.length} newest.`);
  return renderEmail({
    title,
    preheader: first ? `${first.title}, ${formatPrice(first.price, first.listing_type, first.price_period)}` : title,
    paragraphs,
    items: offers.map((offer) => ({
      title: offer.title,
      url: siteUrl(publicUrl, SITE_PATHS.offer(offer.slug)),
      details: [formatPrice(offer.price, offer.listing_type, offer.price_period), offer.location.name],
    })),
    action: { label: 'See all results', url: siteUrl(publicUrl, SITE_PATHS.search(input.query)) },
    footer: `You are receiving this e-mail because you saved this search on ${PRODUCT_NAME} and asked for alerts ${CADENCE[input.frequency]}.`,
    footerLinks: [
      { label: 'Unsubscribe from this alert', url: input.unsubscribeUrl },
      { label: 'Manage your saved searches', url: siteUrl(publicUrl, SITE_PATHS.favourites()) },
    ],
  });
}
