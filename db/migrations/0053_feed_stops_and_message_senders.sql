-- An operator may stop a company's feed (one that harms the site): stopped_at and its reason,
-- set together, end its runs until an operator releases it; the company cannot resume it.
-- Messages are found by their sender (an account's file counts them; deleting an account
-- unsigns them), without reading the whole table.
ALTER TABLE "offer_feeds" ADD COLUMN "stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_feeds" ADD COLUMN "stopped_reason" text;--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id");--> statement-breakpoint
ALTER TABLE "offer_feeds" ADD CONSTRAINT "offer_feeds_stopped_check" CHECK (("offer_feeds"."stopped_at" is null) = ("offer_feeds"."stopped_reason" is null));