DROP INDEX IF EXISTS "offers_listing_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "offers_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "offers_earth_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "offers_point_idx";