CREATE TABLE "offer_import_rows" (
	"import_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"reference" text,
	"action" text NOT NULL,
	"errors" text[] DEFAULT '{}'::text[] NOT NULL,
	"listing" jsonb,
	"hash" text,
	"offer_id" uuid,
	"applied_at" timestamp with time zone,
	CONSTRAINT "offer_import_rows_import_id_row_pk" PRIMARY KEY("import_id","row"),
	CONSTRAINT "offer_import_rows_action_check" CHECK ("offer_import_rows"."action" in ('create','update','unchanged','withdraw','reject'))
);
--> statement-breakpoint
CREATE TABLE "offer_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"full_feed" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'parsing' NOT NULL,
	"error" text,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"applied_rows" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "offer_imports_status_check" CHECK ("offer_imports"."status" in ('parsing','ready','importing','done','failed','cancelled'))
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "feed_owner_id" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "feed_reference" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "feed_hash" text;--> statement-breakpoint
ALTER TABLE "offer_import_rows" ADD CONSTRAINT "offer_import_rows_import_id_offer_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."offer_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_import_rows" ADD CONSTRAINT "offer_import_rows_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_imports" ADD CONSTRAINT "offer_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_import_rows_pending_idx" ON "offer_import_rows" USING btree ("import_id","row") WHERE "offer_import_rows"."applied_at" is null;--> statement-breakpoint
CREATE INDEX "offer_imports_user_idx" ON "offer_imports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_feed_owner_id_users_id_fk" FOREIGN KEY ("feed_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_feed_reference_key" ON "offers" USING btree ("feed_owner_id","feed_reference") WHERE "offers"."feed_reference" is not null;