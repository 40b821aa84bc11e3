-- Marks made before views were keyed by a server secret cannot match the new ones, and
-- their unkeyed hashes are weaker: they go (they only ever mattered for the day itself).
DELETE FROM "offer_view_marks";--> statement-breakpoint
ALTER TABLE "offer_view_marks" ADD COLUMN "address" text NOT NULL;--> statement-breakpoint
CREATE INDEX "offer_view_marks_address_idx" ON "offer_view_marks" USING btree ("offer_id","day","address");
