-- The back office's dashboard counts ads posted and expired by day and the live ones from
-- narrow partial indexes alone (index-only scans), not from the wide rows of every ad.
CREATE INDEX "offers_posted_at_idx" ON "offers" USING btree ("created_at") WHERE "offers"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "offers_expired_at_idx" ON "offers" USING btree ("expires_at") WHERE "offers"."status" = 'expired';--> statement-breakpoint
CREATE INDEX "offers_active_visibility_idx" ON "offers" USING btree ("user_id","visible_from","expires_at") WHERE "offers"."status" = 'active';