-- Media of agency imports: what checking each listing's photos and floor plans before
-- confirmation found (offer_import_rows.media_check, null until checked), and the
-- brochures and virtual tours an imported offer keeps (offer_feed_media).
CREATE TABLE "offer_feed_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text,
	"url" text,
	"caption" text DEFAULT '' NOT NULL,
	CONSTRAINT "offer_feed_media_source_check" CHECK (("offer_feed_media"."kind" = 'brochure' and "offer_feed_media"."storage_key" is not null) or ("offer_feed_media"."kind" = 'virtual_tour' and "offer_feed_media"."url" ~* '^https?://'))
);
--> statement-breakpoint
ALTER TABLE "offer_import_rows" ADD COLUMN "media_check" jsonb;--> statement-breakpoint
ALTER TABLE "offer_feed_media" ADD CONSTRAINT "offer_feed_media_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_feed_media_position_key" ON "offer_feed_media" USING btree ("offer_id","kind","position");--> statement-breakpoint
CREATE INDEX "offer_feed_media_storage_key_idx" ON "offer_feed_media" USING btree ("storage_key");