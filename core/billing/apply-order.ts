// What a paid order does to its ad, applied once, inside the transaction that marks the
// order paid: a package raises the allowance of refreshes and raises and may feature the
// ad; tags and featuring are added; raise packs become credits; a draft or an ad waiting
// for payment is published.
import { sql } from 'drizzle-orm';
import type { ListingType } from '#contract/listing-types.ts';
import type { OfferStatus } from '#contract/offer-lifecycle.ts';
import { PACKAGE_BENEFITS, PACKAGES, type PackageTier } from '#contract/prices.ts';
import { expiryFrom } from '#core/offers/lifecycle.ts';
import { publishLocked } from '#core/offers/write-offer.ts';
import type { Transaction } from '#db/client.ts';
import type { OrderChoice, OrderPurpose } from '#db/schema/billing.ts';

const DAY_MS = 86_400_000;
const RAISE_PACKS: Record<string, number> = { raise_1: 1, raise_3: 3, raise_10: 10 };
const TAGS: Record<string, string> = { urgent: 'urgent', super_deal: 'super-deal' };
const FEATURED: Record<string, number> = { featured_7: 7, featured_14: 14, featured_30: 30 };

type LockedForOrder = {
  id: string;
  status: OfferStatus;
  listing_type: ListingType;
  visible_from: Date | null;
  package: PackageTier;
  featured_until: Date | null;
};

export async function applyOrder(
  tx: Transaction,
  order: { offerId: string | null; purpose: OrderPurpose; choice: OrderChoice },
  options: { moderation: boolean },
  now: Date,
): Promise<void> {
  if (!order.offerId) return; // The ad was deleted since: the payment stays on record.
  const found = await tx.execute<LockedForOrder>(sql`
    select id, status, listing_type, visible_from, package, featured_until from offers where id = ${order.offerId} for update`);
  const row = found.rows[0];
  if (!row) return;
  const offer = { ...row, visible_from: row.visible_from && new Date(row.visible_from) };
  const extras = order.choice.extras ?? [];
  const tier = PACKAGES.find((name) => name === order.choice.package);
  const benefits = tier ? PACKAGE_BENEFITS[tier] : { refreshes: 0, raises: 0, featuredDays: 0 };
  let featuredDays = benefits.featuredDays + extras.reduce((sum, extra) => sum + (FEATURED[extra] ?? 0), 0);
  if (order.purpose === 'feature') featuredDays += Number(order.choice.featureDays ?? 0);
  const raiseCredits = benefits.raises + extras.reduce((sum, extra) => sum + (RAISE_PACKS[extra] ?? 0), 0);
  const tags = extras.map((extra) => TAGS[extra]).filter((tag): tag is string => tag !== undefined);
  const featuredFrom =
    offer.featured_until && new Date(offer.featured_until) > now ? new Date(offer.featured_until) : now;

  await tx.execute(sql`
    update offers set
      package = ${tier ?? offer.package},
      refresh_credits = refresh_credits + ${benefits.refreshes},
      raise_credits = raise_credits + ${raiseCredits},
      featured_until = ${featuredDays > 0 ? new Date(featuredFrom.getTime() + featuredDays * DAY_MS) : offer.featured_until},
      tags = (select coalesce(array_agg(distinct tag order by tag), '{}') from unnest(tags || ${sql.param(tags)}::text[]) as tag),
      updated_at = ${now}
    where id = ${offer.id}`);

  if (order.purpose === 'offer' && (offer.status === 'draft' || offer.status === 'pending_payment')) {
    await publishLocked(tx, offer, options, now);
  } else if (order.purpose === 'refresh') {
    await tx.execute(sql`
      update offers set status = 'active', expires_at = ${expiryFrom(offer.listing_type, now)},
        refresh_count = refresh_count + 1, expiry_reminded_at = null, status_changed_at = ${now}
      where id = ${offer.id}`);
  } else if (order.purpose === 'raise') {
    await tx.execute(sql`update offers set bumped_at = ${now}, raise_count = raise_count + 1 where id = ${offer.id}`);
  }
}
