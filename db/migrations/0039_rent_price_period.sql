-- An ad's price period is one explicit choice (month, week or night), stored once in
-- offers.price_period; attribute 5 ('per-month') is written from it from now on.
--
-- Repairing the ads written before, whose period was "per month if attribute 5 is
-- ticked, per week otherwise" although the form asked for the rent per month:
--   * an ad with 'per-month' ticked is per month (rents and wanted ads alike);
--   * a rent without it is per month when its price is £400 or more (or on application),
--     and per week when it is under £400: the form asked for a monthly rent, UK monthly
--     rents (a room included) are rarely under £400, and weekly rents rarely above it;
--   * a wanted ad without it keeps no period (a total budget, for buying);
--   * sales, swaps and auctions have none.
-- Rents repaired to a month get their 'per-month' value, so the features and the API
-- say the same; the price history takes each ad's repaired period for its past rows.
ALTER TABLE "offers" ADD COLUMN "price_period" text;--> statement-breakpoint
UPDATE "offers" o SET "price_period" = CASE
    WHEN EXISTS (SELECT 1 FROM offer_attribute_values v WHERE v.offer_id = o.id AND v.attribute_id = 5 AND v.value = 'true') THEN 'month'
    WHEN o.listing_type = 'rent' AND (o.price IS NULL OR o.price >= 40000) THEN 'month'
    WHEN o.listing_type = 'rent' THEN 'week'
  END
  WHERE o.listing_type IN ('rent', 'seek-property');--> statement-breakpoint
INSERT INTO offer_attribute_values (offer_id, attribute_id, value)
  SELECT o.id, 5, 'true' FROM offers o
  WHERE o.price_period = 'month' AND EXISTS (SELECT 1 FROM attributes a WHERE a.id = 5)
  ON CONFLICT DO NOTHING;--> statement-breakpoint
SELECT refresh_offer_derived(array(SELECT id FROM offers WHERE price_period = 'month'));--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "comparable_price" bigint GENERATED ALWAYS AS ((case price_period when 'week' then round(price * 52 / 12.0) when 'night' then round(price * 365 / 12.0) else price end)::bigint) STORED;--> statement-breakpoint
CREATE INDEX "offers_active_type_comparable_price_idx" ON "offers" USING btree ("listing_type","comparable_price") WHERE "offers"."status" = 'active' and "offers"."price_period" is not null;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_price_period_check" CHECK (("offers"."price_period" is null or "offers"."price_period" in ('month','week','night')) and ("offers"."price_period" is null or "offers"."listing_type" in ('rent','seek-property')));--> statement-breakpoint
-- The price history records what the ad showed: the price and its period, and a new
-- row when either changes (a rent changed from weekly to monthly is a new price).
ALTER TABLE "offer_price_history" ADD COLUMN "price_period" text;--> statement-breakpoint
UPDATE offer_price_history h SET price_period = o.price_period FROM offers o WHERE o.id = h.offer_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION offer_price_history_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A row inserted with its publication date (the demo seed, imports) starts its history there.
  INSERT INTO offer_price_history (offer_id, price, price_period, changed_at)
  VALUES (NEW.id, NEW.price, NEW.price_period, CASE WHEN TG_OP = 'INSERT' THEN least(coalesce(NEW.published_at, now()), now()) ELSE now() END);
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER offers_price_history_update ON offers;--> statement-breakpoint
CREATE TRIGGER offers_price_history_update AFTER UPDATE OF price, price_period ON offers
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price OR OLD.price_period IS DISTINCT FROM NEW.price_period)
  EXECUTE FUNCTION offer_price_history_record();--> statement-breakpoint
-- The last refresh of an ad: a second refresh within the hour after it spends nothing.
ALTER TABLE "offers" ADD COLUMN "refreshed_at" timestamp with time zone;
