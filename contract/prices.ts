// The price list: what advertisers pay for, in pence, VAT included (UK
// consumer pricing). The operator changes prices without a deploy: the database keeps
// the prices set, and these defaults stand for any price not set. A price may differ by
// listing type and by audience (private persons, or businesses: agencies, developers,
// hotels); the most specific price set wins.
import { z } from 'zod';
import { formatMoney } from './format.ts';
import { uuidSchema } from './ids.ts';
import { LISTING_TYPES, type ListingType } from './listing-types.ts';

export const AUDIENCES = ['private', 'business'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** Listing packages: one per ad, chosen when it is published, for its listing period. */
export const PACKAGES = ['basic', 'standard', 'premium'] as const;
export type PackageTier = (typeof PACKAGES)[number];

/** What each package gives on top of the free allowance of every ad (contract/offer-lifecycle.ts). */
export const PACKAGE_BENEFITS: Record<PackageTier, { refreshes: number; raises: number; featuredDays: number }> = {
  basic: { refreshes: 0, raises: 0, featuredDays: 0 },
  standard: { refreshes: 3, raises: 2, featuredDays: 0 },
  premium: { refreshes: 6, raises: 5, featuredDays: 14 },
};

export const PRODUCT_CODES = [
  'package.basic',
  'package.standard',
  'package.premium',
  'extra.urgent',
  'extra.super_deal',
  'extra.featured_7',
  'extra.featured_14',
  'extra.featured_30',
  'extra.raise_1',
  'extra.raise_3',
  'extra.raise_10',
  'extra.photo',
  'extra.scheduled',
  'action.refresh',
  'action.raise',
] as const;
export type ProductCode = (typeof PRODUCT_CODES)[number];

type Product = { name: string; description: string; pence: number; business?: number };

/**
 * The defaults (pence, VAT included): `pence` for everyone, `business` where businesses
 * pay a different price. Sensible UK levels: well under the portals' agency fees, and
 * a private person's basic ad is free.
 */
export const DEFAULT_PRICES: Record<ProductCode, Product> = {
  'package.basic': { name: 'Basic', description: 'Listed for the full period', pence: 0 },
  'package.standard': {
    name: 'Standard',
    description: '3 more refreshes and 2 raises to the top of the results',
    pence: 499,
    business: 999,
  },
  'package.premium': {
    name: 'Premium',
    description: 'Featured for 14 days, 6 more refreshes and 5 raises',
    pence: 1499,
    business: 2999,
  },
  'extra.urgent': { name: 'Urgent tag', description: 'A red “Urgent” tag on the ad', pence: 499 },
  'extra.super_deal': { name: 'Super deal tag', description: 'A yellow “Super deal” tag on the ad', pence: 499 },
  'extra.featured_7': { name: 'Featured for 7 days', description: 'Highlighted and first in results', pence: 999 },
  'extra.featured_14': { name: 'Featured for 14 days', description: 'Highlighted and first in results', pence: 1799 },
  'extra.featured_30': { name: 'Featured for 30 days', description: 'Highlighted and first in results', pence: 2999 },
  'extra.raise_1': { name: 'Raise', description: 'Back to the top of the newest-first results once', pence: 199 },
  'extra.raise_3': { name: '3 raises', description: 'Three raises to use when you like', pence: 399 },
  'extra.raise_10': { name: '10 raises', description: 'Ten raises to use when you like', pence: 999 },
  'extra.photo': { name: 'Extra photo', description: 'Each photo beyond the free ones', pence: 0 },
  'extra.scheduled': { name: 'Scheduled publication', description: 'Goes live on the date you choose', pence: 0 },
  'action.refresh': { name: 'Refresh', description: 'A new listing period, once the free ones are used', pence: 299 },
  'action.raise': { name: 'Raise', description: 'Back to the top, once the free raises are used', pence: 199 },
};

/** Photos included in every ad before `extra.photo` applies. */
export const FREE_PHOTOS = 15;

/** One price set by the operator; `*` (null in the database) matches any listing type or audience. */
export const priceEntrySchema = z
  .object({
    code: z.enum(PRODUCT_CODES, { error: 'Choose a product of the price list' }),
    listing_type: z.enum(LISTING_TYPES).nullable().default(null),
    audience: z.enum(AUDIENCES).nullable().default(null),
    /** Pence, VAT included; at most £10,000. */
    pence: z
      .number({ error: 'Give the price in whole pence' })
      .int('Give the price in whole pence')
      .min(0)
      .max(1_000_000),
    /** From when it is charged (ISO 8601); left out, at once. */
    applies_from: z.iso.datetime({ offset: true, error: 'Give the start as a date and time' }).optional(),
  })
  .strict();
export type PriceEntry = z.infer<typeof priceEntrySchema>;
export const priceEntryListSchema = z.object({ data: z.array(priceEntrySchema) });
/** Which price set by the operator to remove: the entry without its price. */
export const priceEntryKeySchema = priceEntrySchema.omit({ pence: true });

export const PRICE_SETTING_MESSAGES = {
  pastStart: 'A price cannot start in the past: choose now or a later moment',
} as const;
export type PriceEntryKey = z.infer<typeof priceEntryKeySchema>;

/** A resolved price as the pay page and the API show it. */
export const priceSchema = z.object({
  code: z.enum(PRODUCT_CODES),
  name: z.string(),
  description: z.string(),
  /** Pence, VAT included. */
  gross: z.number().int(),
  /** Pence, VAT excluded, and the VAT in it (what businesses are shown). */
  net: z.number().int(),
  vat: z.number().int(),
});
export type Price = z.infer<typeof priceSchema>;

export const priceListQuerySchema = z
  .object({
    listing_type: z.enum(LISTING_TYPES).default('sell'),
    audience: z.enum(AUDIENCES).default('private'),
  })
  .strict();

export const priceListSchema = z.object({
  listing_type: z.enum(LISTING_TYPES),
  audience: z.enum(AUDIENCES),
  /** Percent, e.g. 20. */
  vat_rate: z.number(),
  prices: z.array(priceSchema),
});
export type PriceList = z.infer<typeof priceListSchema>;

export type PriceContext = { listingType: ListingType; audience: Audience };

/** Extras an advertiser may add to an ad when paying for it (the `extras` of a bill). */
export const EXTRA_CHOICES = [
  'urgent',
  'super_deal',
  'featured_7',
  'featured_14',
  'featured_30',
  'raise_1',
  'raise_3',
  'raise_10',
] as const;
export type ExtraChoice = (typeof EXTRA_CHOICES)[number];

/** GET /api/offers/bill/{id}: the package and extras to price (comma-separated extras). */
export const billQuerySchema = z
  .object({
    package: z.enum(PACKAGES, { error: 'Choose basic, standard or premium' }).default('basic'),
    extras: z
      .string()
      .max(200)
      .default('')
      .transform((text) => [
        ...new Set(
          text
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(z.enum(EXTRA_CHOICES, { error: `Extras are some of: ${EXTRA_CHOICES.join(', ')}` }))),
    gateway: z.string().max(40).optional(),
    platform: z.enum(['desktop']).optional(),
  })
  .strict();
export type BillChoice = { package: PackageTier; extras: ExtraChoice[] };

export const billLineSchema = priceSchema.extend({
  quantity: z.number().int().positive(),
  /** Pence per unit, VAT included. */
  unit_gross: z.number().int(),
});
export type BillLine = z.infer<typeof billLineSchema>;

export const billSchema = z.object({
  offer_id: uuidSchema,
  audience: z.enum(AUDIENCES),
  vat_rate: z.number(),
  lines: z.array(billLineSchema),
  totals: z.object({ gross: z.number().int(), net: z.number().int(), vat: z.number().int() }),
});
export type Bill = z.infer<typeof billSchema>;

export const BILL_MESSAGES = { nothingToPay: 'There is nothing to pay for this ad' } as const;

const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((text) => (text === '' ? null : text))
    .nullable()
    .default(null);

/** Who the invoice is made out to (prefilled from the profile on the pay page). */
export const invoiceBuyerSchema = z
  .object({
    name: z.string({ error: 'Give the name for the invoice' }).trim().min(1, 'Give the name for the invoice').max(120),
    company: optionalLine(120),
    street: optionalLine(200),
    city: optionalLine(100),
    zip_code: optionalLine(20),
    country: optionalLine(100),
    vat_number: optionalLine(20),
  })
  .strict();
export type InvoiceBuyer = z.infer<typeof invoiceBuyerSchema>;

/** POST /api/offers/charge/{id}: what to buy for the ad, and through which gateway. */
export const chargeSchema = z
  .object({
    package: z.enum(PACKAGES, { error: 'Choose basic, standard or premium' }).default('basic'),
    extras: z
      .array(z.enum(EXTRA_CHOICES, { error: `Extras are some of: ${EXTRA_CHOICES.join(', ')}` }))
      .max(EXTRA_CHOICES.length)
      .default([])
      .transform((list) => [...new Set(list)]),
    /** Left out: the gateway the site takes. */
    gateway: z.enum(['sandbox', 'stripe'], { error: 'Choose the payment gateway: sandbox or stripe' }).optional(),
    /** The invoice's buyer; left out, the profile's details at the time of payment. */
    buyer: invoiceBuyerSchema.optional(),
  })
  .strict();

export const checkoutSchema = z.object({ order_id: uuidSchema, url: z.string() });
/** `platform=desktop`, which older clients send and which changes nothing. */
export const checkoutQuerySchema = z.object({ platform: z.enum(['desktop']).optional() }).strict();
/** The test-mode gateway's page: the payer chooses how the payment ends. */
export const sandboxOutcomeSchema = z.object({ outcome: z.enum(['paid', 'declined']) }).strict();
/** A payment provider's notification, acknowledged with what it came to. */
export const webhookAnswerSchema = z.object({ received: z.literal(true), result: z.string() });

/** Where an order stands; `refunded` once its money went back (a refund by an operator, or of a product its ad could no longer take). */
export const ORDER_VIEW_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type OrderViewStatus = (typeof ORDER_VIEW_STATUSES)[number];

export const orderViewSchema = z.object({
  id: uuidSchema,
  status: z.enum(ORDER_VIEW_STATUSES),
  offer_id: uuidSchema.nullable(),
  offer_slug: z.string().nullable(),
  gross: z.number().int(),
  failure_reason: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** Paid, but its ad could no longer take what it bought: why, and the money goes back (`status` is `refunded` once it has). */
  refund_reason: z.string().nullable(),
  /** Made through the test-mode sandbox gateway: no real money moved. */
  test_mode: z.boolean(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/** GET /api/health: which gateway the site takes payments through (`none`: nothing is sold and posting is free). */
export const paymentsStateSchema = z.object({
  gateway: z.enum(['stripe', 'sandbox', 'none']),
  /** No real money moves (the sandbox, or Stripe with test keys). */
  test_mode: z.boolean(),
});

/** Where an ad's manager chooses a package and pays for it. */
export const payPagePath = (slug: string) => `/my-offers/pay/${slug}`;

/** The body of a 402 for an ad whose posting costs money: how much, and where to pay. */
export const postingPaymentRequiredSchema = z.object({
  message: z.string(),
  code: z.literal('payment_required'),
  /** Pence, VAT included: what posting the ad costs at least (its Basic package, extra photos, a scheduled date). */
  amount: z.number().int(),
  /** The pay page of the ad. */
  pay_url: z.string(),
});

/** What operators are told on their pages about how this site takes payments. */
export const OPERATOR_PAYMENT_NOTICES = {
  none: {
    title: 'Payments are off: this site sells nothing, and ads are posted free.',
    text: 'To take payments, set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (Stripe Checkout) and restart. For a test site, set PAYMENTS_SANDBOX=true to use the built-in test-mode gateway instead.',
  },
  sandbox: {
    title: 'Test mode: payments go through the built-in sandbox gateway, and no real money moves.',
    text: 'To take real payments, set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (Stripe Checkout) and restart; PAYMENTS_SANDBOX=false turns the sandbox off.',
  },
} as const;

export const PAYMENT_MESSAGES = {
  gatewayOff: 'This payment method is not available',
  orderClosed: 'This order can no longer be paid: start again from the ad',
  /** 409 `payments_unavailable`: the site has no payment gateway, so it sells nothing. */
  unavailable: 'This site does not take payments, so nothing here can be bought. Ads are posted free.',
  unavailableAction: (action: 'refresh' | 'raise') =>
    `Your free ${action === 'refresh' ? 'refreshes' : 'raises'} for this offer are used up, and this site does not take payments.`,
  /** 402 `payment_required` when submitting an ad whose posting costs money. */
  postingRequiresPayment: (pence: number) =>
    `Publishing this ad costs ${formatMoney(pence)}. Choose a package and pay: the ad goes live as soon as the payment is confirmed.`,
  /** The mark on every page and document of the test-mode gateway. */
  testMode: 'Test mode: no real money',
  /** Why a paid product went back (the order's refund reason). */
  refundBecause: {
    offerGone: 'the ad was deleted before the payment arrived',
    rejected: 'the ad was rejected before the payment arrived',
    expired: 'the ad expired before the payment arrived',
    notLive: 'the ad was no longer live when the payment arrived',
    emailNotVerified: 'the e-mail address of the account was not confirmed, so the ad could not be published',
    /** The operator rejected the ad before it ever went on the site: its posting bought nothing. */
    notApproved: 'the ad was not approved by our moderators, so it never went on the site',
  },
} as const;
