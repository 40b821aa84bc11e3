// What a paid order does to its ad, applied once, inside the transaction that marks the
// order paid: a package raises the allowance of refreshes and raises and may feature the
// ad; tags and featuring are added; raise packs become credits; a draft or an ad waiting
// for payment is published. What the ad can no longer take (it was deleted, rejected,
// expired or taken off the site meanwhile, or would be published from an address nobody
// confirmed) is not applied at all: the caller refunds the order, saying why.
import { sql } from 'drizzle-orm';
import type { ListingType } from '#contract/listing-types.ts';
import type { OfferStatus } from '#contract/offer-lifecycle.ts';
import { PACKAGE_BENEFITS, PACKAGES, PAYMENT_MESSAGES, type PackageTier } from '#contract/prices.ts';
import { ALLOWED_FROM, expiryFrom } from '#core/offers/lifecycle.ts';
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
  owner_verified: boolean;
};

type ApplicableOrder = { offerId: string | null; purpose: OrderPurpose; choice: OrderChoice };

/** Applied to the ad, or not applicable, with the reason the payer reads. */
export type Application = { applied: true } | { applied: false; reason: string };

/** The statuses in which an ad can take what an order of each purpose buys. */
const TAKES: Record<OrderPurpose, readonly OfferStatus[]> = {
  offer: ALLOWED_FROM.pay,
  refresh: ALLOWED_FROM.refresh,
  raise: ALLOWED_FROM.raise,
  feature: ALLOWED_FROM.feature,
};

function refusal(order: ApplicableOrder, offer: LockedForOrder | undefined): string | null {
  const because = PAYMENT_MESSAGES.refundBecause;
  if (!offer) return because.offerGone;
  if (!TAKES[order.purpose].includes(offer.status)) {
    if (offer.status === 'rejected') return because.rejected;
    if (offer.status === 'expired') return because.expired;
    return because.notLive;
  }
  const publishes = order.purpose === 'offer' && (offer.status === 'draft' || offer.status === 'pending_payment');
  if (publishes && !offer.owner_verified) return because.emailNotVerified;
  return null;
}

export async function applyOrder(
  tx: Transaction,
  order: ApplicableOrder,
  options: { moderation: boolean },
  now: Date,
): Promise<Application> {
  const found = order.offerId
    ? await tx.execute<LockedForOrder>(sql`
        select o.id, o.status, o.listing_type, o.visible_from, o.package, o.featured_until,
          (select u.email_verified_at is not null from users u where u.id = o.user_id) as owner_verified
        from offers o where o.id = ${order.offerId} for update`)
    : undefined;
  const row = found?.rows[0];
  const reason = refusal(order, row);
  if (reason !== null || !row) return { applied: false, reason: reason ?? PAYMENT_MESSAGES.refundBecause.offerGone };
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
        refresh_count = refresh_count + 1, refreshed_at = ${now}, bumped_at = ${now},
        expiry_reminded_at = null, status_changed_at = ${now}
      where id = ${offer.id}`);
  } else if (order.purpose === 'raise') {
    await tx.execute(sql`update offers set bumped_at = ${now}, raise_count = raise_count + 1 where id = ${offer.id}`);
  }
  return { applied: true };
}
