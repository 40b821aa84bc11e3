ALTER TABLE "offers" DROP CONSTRAINT "offers_status_check";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "market_status" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "refresh_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "raise_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
-- Existing rows: the old "pending" meant awaiting approval; a rejection always has a reason now.
UPDATE "offers" SET "status" = 'pending_moderation' WHERE "status" = 'pending';--> statement-breakpoint
UPDATE "offers" SET "rejection_reason" = 'No reason was recorded.' WHERE "status" = 'rejected';--> statement-breakpoint
CREATE INDEX "offers_active_expires_idx" ON "offers" USING btree ("expires_at") WHERE "offers"."status" = 'active';--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_market_status_check" CHECK ("offers"."market_status" = 'available' or ("offers"."listing_type" in ('sell','auction') and "offers"."market_status" in ('under_offer','sold_stc','sold')) or ("offers"."listing_type" = 'rent' and "offers"."market_status" in ('let_agreed','let')));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_rejection_reason_check" CHECK (("offers"."status" = 'rejected') = ("offers"."rejection_reason" is not null));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('draft','pending_payment','pending_moderation','active','inactive','expired','rejected'));