-- The back office finds accounts among a hundred thousand: trigram indexes over the name,
-- e-mail and company together and over the phone's digits, and orders by newest and by name.
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("name" || ' ' || "email" || ' ' || coalesce("company_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_digits_trgm_idx" ON "users" USING gin (regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_name_lower_idx" ON "users" USING btree (lower("name"),"id");