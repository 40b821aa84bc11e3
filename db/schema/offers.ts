import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MARKET_STATUSES, OFFER_STATUSES } from '#contract/offer-lifecycle.ts';
import { REPORT_REASONS } from '#contract/offer-reports.ts';
import { EPC_RATINGS, PRICE_QUALIFIERS } from '#contract/price-facts.ts';
import type { PricePeriod } from '#contract/price-periods.ts';
import { users } from './accounts.ts';
import { attributes, categories } from './catalogue.ts';
import { places } from './places.ts';
import { reportHandlings } from './reports.ts';
import { tsvector } from './types.ts';

export type OfferLinks = { video?: string | null; video_2?: string | null; walk_video?: string | null };

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Sanitised rich text (HTML subset). */
    description: text('description').notNull().default(''),
    listingType: text('listing_type', { enum: ['sell', 'rent', 'swap', 'auction', 'seek-property'] }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('draft'),
    /** Where a live sale or rental stands (under offer, sold STC, let agreed...). */
    marketStatus: text('market_status', { enum: MARKET_STATUSES }).notNull().default('available'),
    /** Set exactly while the status is 'rejected' (a check says so). */
    rejectionReason: text('rejection_reason'),
    /**
     * An operator refused this ad and its posting money went back; it is a draft to pay
     * for again. Its next publication goes to the operators first, whatever the site's
     * moderation setting, and entering their queue clears it.
     */
    needsReview: boolean('needs_review').notNull().default(false),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    refreshCount: integer('refresh_count').notNull().default(0),
    /** The last refresh: another within the hour after it spends nothing (core/offers/lifecycle.ts refreshOffer). */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    raiseCount: integer('raise_count').notNull().default(0),
    /** The listing package paid for (contract/prices.ts PACKAGES); 'basic' is free. */
    package: text('package', { enum: ['basic', 'standard', 'premium'] })
      .notNull()
      .default('basic'),
    /** Refreshes and raises paid for (packages, raise packs), on top of the free allowance. */
    refreshCredits: integer('refresh_credits').notNull().default(0),
    raiseCredits: integer('raise_credits').notNull().default(0),
    /** Highlighted and first in results until then (featuring bought). */
    featuredUntil: timestamp('featured_until', { withTimezone: true }),
    /** When the owner was told the offer expires soon (once per period). */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    /**
     * Published for a later date and its owner not yet told that it is visible: the
     * hourly offers job tells them on the day (claimNewlyVisibleOffers).
     */
    visibleNoticeDue: boolean('visible_notice_due').notNull().default(false),
    /** Pence (minor units); null means "price on application". Money never touches a float. */
    price: bigint('price', { mode: 'number' }),
    /**
     * What the price is per, as the advertiser chose it (contract/price-periods.ts):
     * 'month', 'week' or 'night' for rents and wanted ads' budgets, null otherwise.
     * Attribute 5 ('per-month') is written from it.
     */
    pricePeriod: text('price_period').$type<PricePeriod>(),
    /**
     * The price as a monthly figure (pw x 52 / 12, per night x 365 / 12), so that rent
     * filters and sorting compare like with like; the price itself for everything else.
     */
    comparablePrice: bigint('comparable_price', { mode: 'number' }).generatedAlwaysAs(
      sql`(case price_period when 'week' then round(price * 52 / 12.0) when 'night' then round(price * 365 / 12.0) else price end)::bigint`,
    ),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    locationName: text('location_name').notNull(),
    placeId: integer('place_id').references(() => places.id, { onDelete: 'set null' }),
    // Derived from category and attribute values (core/offers/derived-columns.ts), so
    // search filters read plain indexed columns instead of joining value rows.
    rootCategoryId: integer('root_category_id').references(() => categories.id, { onDelete: 'restrict' }),
    /** Counts of attributes 11, 13, 3, 14 ('5+' stored as 5). */
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    receptionRooms: smallint('reception_rooms'),
    parkingSpaces: smallint('parking_spaces'),
    /** Attribute 4, m². */
    floorArea: integer('floor_area'),
    /** Attribute 19. */
    leaseYears: smallint('lease_years'),
    /** Every other attribute value as 'slug:value' (GIN-indexed for any attribute filter). */
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    /** The price before the latest reduction (pence), and when it was reduced. */
    previousPrice: bigint('previous_price', { mode: 'number' }),
    /** Words before the price ("Guide price", "Offers over"), from an agency feed; null for none. */
    priceQualifier: text('price_qualifier', { enum: PRICE_QUALIFIERS }),
    /** The energy efficiency band, A to G, when a feed gives it. */
    epcRating: text('epc_rating', { enum: EPC_RATINGS }),
    priceReducedAt: timestamp('price_reduced_at', { withTimezone: true }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    links: jsonb('links').$type<OfferLinks>().notNull().default({}),
    visibleFrom: timestamp('visible_from', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When the offer last went to the top of results: publication or a raise. */
    bumpedAt: timestamp('bumped_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * An imported offer: the company whose feed lists it and the feed's own reference
     * (unique together, so importing the same listing twice can only update it), and a
     * hash of what the feed said last time (an unchanged listing is left alone).
     */
    feedOwnerId: uuid('feed_owner_id').references(() => users.id, { onDelete: 'set null' }),
    feedReference: text('feed_reference'),
    /**
     * The branch whose feed lists the offer (null for feeds without branches): a full
     * file speaks only for the branches it names, never for another branch's listings.
     */
    feedBranch: text('feed_branch'),
    feedHash: text('feed_hash'),
    /** A hash of the media list whose photos are attached (the media step skips offers whose list is unchanged). */
    feedMediaHash: text('feed_media_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The offer's band of latitude, 1/20 of a degree (about 5.5 km) wide: the leading
     * column of the search indexes, so a circle, viewport or shape reads the bands it
     * spans and, within each, only its longitudes (core/search/conditions.ts).
     */
    latBand: smallint('lat_band').notNull().generatedAlwaysAs(sql`floor(lat * 20)::smallint`),
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(location_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
      ),
  },
  (table) => [
    uniqueIndex('offers_slug_key').on(table.slug),
    index('offers_user_id_idx').on(table.userId),
    uniqueIndex('offers_feed_reference_key')
      .on(table.feedOwnerId, table.feedReference)
      .where(sql`${table.feedReference} is not null`),
    index('offers_features_idx').using('gin', table.features),
    index('offers_active_bumped_idx').on(table.bumpedAt.desc(), table.id.desc()).where(sql`${table.status} = 'active'`),
    index('offers_active_type_price_idx').on(table.listingType, table.price).where(sql`${table.status} = 'active'`),
    index('offers_active_type_comparable_price_idx')
      .on(table.listingType, table.comparablePrice)
      .where(sql`${table.status} = 'active' and ${table.pricePeriod} is not null`),
    // Covering (INCLUDE) indexes for the common searches are created by migration
    // 0005_covering_search_indexes.sql and 0029_latitude_bands.sql: Drizzle cannot declare INCLUDE columns.
    index('offers_search_document_idx').using('gin', table.searchDocument),
    check('offers_listing_type_check', sql`${table.listingType} in ('sell','rent','swap','auction','seek-property')`),
    check(
      'offers_status_check',
      sql`${table.status} in ('draft','pending_payment','pending_moderation','active','inactive','expired','rejected')`,
    ),
    check(
      'offers_market_status_check',
      sql`${table.marketStatus} = 'available' or (${table.listingType} in ('sell','auction') and ${table.marketStatus} in ('under_offer','sold_stc','sold')) or (${table.listingType} = 'rent' and ${table.marketStatus} in ('let_agreed','let'))`,
    ),
    check(
      'offers_rejection_reason_check',
      sql`(${table.status} = 'rejected') = (${table.rejectionReason} is not null)`,
    ),
    index('offers_active_expires_idx').on(table.expiresAt).where(sql`${table.status} = 'active'`),
    // The back office's dashboard: ads posted and expired by day, and the live ones counted,
    // each read from its index alone (an index-only scan) rather than from the wide rows.
    index('offers_posted_at_idx').on(table.createdAt).where(sql`${table.status} <> 'draft'`),
    index('offers_expired_at_idx').on(table.expiresAt).where(sql`${table.status} = 'expired'`),
    // The moderators' lists (ads in one status, the longest waiting first) and their counts.
    index('offers_status_changed_idx').on(table.status, table.statusChangedAt, table.id),
    index('offers_active_visibility_idx')
      .on(table.userId, table.visibleFrom, table.expiresAt)
      .where(sql`${table.status} = 'active'`),
    index('offers_visible_notice_due_idx').on(table.visibleFrom).where(sql`${table.visibleNoticeDue}`),
    index('offers_featured_idx')
      .on(table.featuredUntil)
      .where(sql`${table.status} = 'active' and ${table.featuredUntil} is not null`),
    check(
      'offers_price_period_check',
      sql`(${table.pricePeriod} is null or ${table.pricePeriod} in ('month','week','night')) and (${table.pricePeriod} is null or ${table.listingType} in ('rent','seek-property'))`,
    ),
    check(
      'offers_price_qualifier_check',
      sql`${table.priceQualifier} in ('poa','guide-price','fixed-price','offers-in-excess-of','offers-in-region-of','sale-by-tender','from','shared-ownership','offers-over','part-buy-part-rent','shared-equity','offers-invited','coming-soon')`,
    ),
    check('offers_epc_rating_check', sql`${table.epcRating} in ('A','B','C','D','E','F','G')`),
    check('offers_price_non_negative', sql`${table.price} is null or ${table.price} >= 0`),
    check('offers_package_check', sql`${table.package} in ('basic','standard','premium')`),
    check('offers_credits_check', sql`${table.refreshCredits} >= 0 and ${table.raiseCredits} >= 0`),
    check('offers_lat_range', sql`${table.lat} between -90 and 90`),
    check('offers_lon_range', sql`${table.lon} between -180 and 180`),
  ],
);

/** One row per value; multi-value attributes have one row per chosen option. */
export const offerAttributeValues = pgTable(
  'offer_attribute_values',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'restrict' }),
    /** Option slug, number as text, or 'true' for booleans. */
    value: text('value').notNull(),
    /** Filled for number attributes so ranges compare as numbers. */
    valueNumber: bigint('value_number', { mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.offerId, table.attributeId, table.value] }),
    index('offer_attribute_values_lookup_idx').on(table.attributeId, table.value, table.offerId),
    index('offer_attribute_values_number_idx').on(table.attributeId, table.valueNumber),
  ],
);

export const PHOTO_KINDS = ['photo', 'floor_plan', 'ecertificate'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];
export const PHOTO_FORMATS = ['webp', 'pdf'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const offerPhotos = pgTable(
  'offer_photos',
  {
    id: serial('id').primaryKey(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PHOTO_KINDS }).notNull().default('photo'),
    /** 1 is the main photo. */
    position: integer('position').notNull(),
    /** Storage key of the image without its width suffix; see core/storage. */
    storageKey: text('storage_key').notNull(),
    /** Widths available as `${storageKey}-${width}.webp`, smallest first. */
    widths: integer('widths').array().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    /** 'webp': renditions at `${storageKey}-${width}.webp`; 'pdf': the document itself at storageKey. */
    format: text('format', { enum: PHOTO_FORMATS }).notNull().default('webp'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('offer_photos_position_key').on(table.offerId, table.kind, table.position),
    // The storage sweep asks which stored files are still referenced.
    index('offer_photos_storage_key_idx').on(table.storageKey),
    check('offer_photos_kind_check', sql`${table.kind} in ('photo','floor_plan','ecertificate')`),
    check(
      'offer_photos_format_check',
      sql`${table.format} = 'webp' or (${table.format} = 'pdf' and ${table.kind} = 'ecertificate')`,
    ),
    check('offer_photos_one_certificate', sql`${table.kind} <> 'ecertificate' or ${table.position} = 1`),
  ],
);

export const OFFER_FEED_MEDIA_KINDS = ['brochure', 'virtual_tour'] as const;
export type OfferFeedMediaKind = (typeof OFFER_FEED_MEDIA_KINDS)[number];

/**
 * An imported listing's brochures (PDFs in storage, checked like an energy certificate)
 * and virtual tours (http(s) addresses): kept as the feed gives them, replaced with its media.
 */
export const offerFeedMedia = pgTable(
  'offer_feed_media',
  {
    id: serial('id').primaryKey(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: OFFER_FEED_MEDIA_KINDS }).notNull(),
    position: integer('position').notNull(),
    /** A brochure's PDF in storage; null for a tour. */
    storageKey: text('storage_key'),
    /** A tour's address; null for a brochure. */
    url: text('url'),
    caption: text('caption').notNull().default(''),
  },
  (table) => [
    uniqueIndex('offer_feed_media_position_key').on(table.offerId, table.kind, table.position),
    index('offer_feed_media_storage_key_idx').on(table.storageKey),
    check(
      'offer_feed_media_source_check',
      sql`(${table.kind} = 'brochure' and ${table.storageKey} is not null) or (${table.kind} = 'virtual_tour' and ${table.url} ~* '^https?://')`,
    ),
  ],
);

/** Reports of ads by visitors (moderation). The reporter is a user, or a visitor's session. */
export const offerReports = pgTable(
  'offer_reports',
  {
    id: serial('id').primaryKey(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'user:<id>' or 'session:<hash>': one open report per reporter and ad. */
    reporterKey: text('reporter_key').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The operator's decision that resolved it. */
    handlingId: integer('handling_id').references(() => reportHandlings.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('offer_reports_open_key').on(table.offerId, table.reporterKey).where(sql`${table.resolvedAt} is null`),
    index('offer_reports_open_idx').on(table.createdAt).where(sql`${table.resolvedAt} is null`),
    check(
      'offer_reports_reason_check',
      sql.raw(`reason in (${REPORT_REASONS.map((reason) => `'${reason}'`).join(',')})`),
    ),
  ],
);

/** Daily counters of an offer for its owner's statistics (GET /api/offers/{id}/stats). */
export const offerDailyStats = pgTable(
  'offer_daily_stats',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** The UK calendar day. */
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    impressions: integer('impressions').notNull().default(0),
    favourites: integer('favourites').notNull().default(0),
    phoneReveals: integer('phone_reveals').notNull().default(0),
    messages: integer('messages').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.offerId, table.day] })],
);

/**
 * Who has viewed an offer today, so a visitor counts once a day. `visitor` is a keyed
 * hash (a server secret) of the day and the visitor: their user, else their session,
 * else their address; `address` the same of the day and the client address, so that
 * one address counts a bounded number of visitors. Neither can be linked across days
 * or recomputed without the secret, and rows older than two days are deleted by the
 * nightly maintenance.
 */
export const offerViewMarks = pgTable(
  'offer_view_marks',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    address: text('address').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.offerId, table.day, table.visitor] }),
    index('offer_view_marks_day_idx').on(table.day),
    index('offer_view_marks_address_idx').on(table.offerId, table.day, table.address),
  ],
);

/**
 * Every price an offer has had, written by a trigger on offers (migration
 * 0013_price_history), so no path that changes a price can forget it.
 */
export const offerPriceHistory = pgTable(
  'offer_price_history',
  {
    id: serial('id').primaryKey(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** Pence; null: price on application. */
    price: bigint('price', { mode: 'number' }),
    /** What that price was per, as the ad showed it then. */
    pricePeriod: text('price_period').$type<PricePeriod>(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('offer_price_history_offer_idx').on(table.offerId, table.id)],
);
