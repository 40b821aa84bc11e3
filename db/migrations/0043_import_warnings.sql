ALTER TABLE "offer_import_rows" ADD COLUMN "line" integer;--> statement-breakpoint
ALTER TABLE "offer_imports" ADD COLUMN "warnings" text[] DEFAULT '{}'::text[] NOT NULL;