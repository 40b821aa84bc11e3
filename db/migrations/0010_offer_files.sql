ALTER TABLE "offer_photos" ADD COLUMN "format" text DEFAULT 'webp' NOT NULL;--> statement-breakpoint
CREATE INDEX "offer_photos_storage_key_idx" ON "offer_photos" USING btree ("storage_key");--> statement-breakpoint
ALTER TABLE "offer_photos" ADD CONSTRAINT "offer_photos_format_check" CHECK ("offer_photos"."format" = 'webp' or ("offer_photos"."format" = 'pdf' and "offer_photos"."kind" = 'ecertificate'));--> statement-breakpoint
ALTER TABLE "offer_photos" ADD CONSTRAINT "offer_photos_one_certificate" CHECK ("offer_photos"."kind" <> 'ecertificate' or "offer_photos"."position" = 1);