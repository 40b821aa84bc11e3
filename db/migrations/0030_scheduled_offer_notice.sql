ALTER TABLE "offers" ADD COLUMN "visible_notice_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_visible_notice_due_idx" ON "offers" USING btree ("visible_from") WHERE "offers"."visible_notice_due";--> statement-breakpoint
-- Offers already waiting for their day get the notice too.
UPDATE "offers" SET "visible_notice_due" = true WHERE "status" = 'active' AND "visible_from" > now();
