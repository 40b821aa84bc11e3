ALTER TABLE "places" ADD COLUMN "name_key" text;--> statement-breakpoint
-- name_key is nameKey of core/places/sql.ts, kept by a trigger so that every writer
-- (the gazetteer loader, the demo's extra places, tests) fills it the same way.
CREATE OR REPLACE FUNCTION places_set_name_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.name_key := translate(unaccent(lower(NEW.name)), '-''’‘.', ' ');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER places_name_key_trigger BEFORE INSERT OR UPDATE OF name ON places
  FOR EACH ROW EXECUTE FUNCTION places_set_name_key();--> statement-breakpoint
UPDATE "places" SET "name_key" = translate(unaccent(lower("name")), '-''’‘.', ' ');--> statement-breakpoint
CREATE INDEX "places_name_key_trgm_idx" ON "places" USING gin ("name_key" gin_trgm_ops);
