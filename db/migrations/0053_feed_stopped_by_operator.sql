-- An operator may stop a company's feed (one that harms the site): stopped_at and its reason,
-- set together, end its runs until an operator releases it; the company cannot resume it.
ALTER TABLE "offer_feeds" ADD COLUMN "stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_feeds" ADD COLUMN "stopped_reason" text;--> statement-breakpoint
ALTER TABLE "offer_feeds" ADD CONSTRAINT "offer_feeds_stopped_check" CHECK (("offer_feeds"."stopped_at" is null) = ("offer_feeds"."stopped_reason" is null));