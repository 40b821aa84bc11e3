-- Registering to bid: the bidder's name and address for the contract, their acceptance
-- of the terms, and the card hold (its attempt id, amount, state and the gateway's
-- reference). The bidder number is given at approval, so it may be empty until then.
ALTER TABLE "auction_registrations" ALTER COLUMN "bidder_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "accepted_terms_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "hold_id" uuid;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "hold_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "hold_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "hold_gateway" text;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "hold_ref" text;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_registrations_hold_key" ON "auction_registrations" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "auction_registrations_authorised_idx" ON "auction_registrations" USING btree ("offer_id") WHERE "auction_registrations"."hold_status" = 'authorised';--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD CONSTRAINT "auction_registrations_approved_numbered" CHECK ("auction_registrations"."status" <> 'approved' or "auction_registrations"."bidder_number" is not null);