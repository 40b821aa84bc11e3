-- Credentials of agency software pushing listings (the Rightmove-shaped push API): one
-- per branch of a company, the token kept only as its SHA-256, revoked by a timestamp.
CREATE TABLE "push_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"branch_id" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "push_credentials" ADD CONSTRAINT "push_credentials_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_credentials_token_hash_idx" ON "push_credentials" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "push_credentials_company_idx" ON "push_credentials" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "push_credentials_live_idx" ON "push_credentials" USING btree ("company_id","branch_id") WHERE "push_credentials"."revoked_at" is null;