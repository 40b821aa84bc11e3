CREATE TABLE "offer_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"price" bigint,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_price_history" ADD CONSTRAINT "offer_price_history_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_price_history_offer_idx" ON "offer_price_history" USING btree ("offer_id","id");--> statement-breakpoint
CREATE FUNCTION offer_price_history_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A row inserted with its publication date (the demo seed, imports) starts its history there.
  INSERT INTO offer_price_history (offer_id, price, changed_at)
  VALUES (NEW.id, NEW.price, CASE WHEN TG_OP = 'INSERT' THEN least(coalesce(NEW.published_at, now()), now()) ELSE now() END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER offers_price_history_insert AFTER INSERT ON offers
  FOR EACH ROW EXECUTE FUNCTION offer_price_history_record();--> statement-breakpoint
CREATE TRIGGER offers_price_history_update AFTER UPDATE OF price ON offers
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price) EXECUTE FUNCTION offer_price_history_record();--> statement-breakpoint
INSERT INTO offer_price_history (offer_id, price, changed_at)
  SELECT id, price, coalesce(published_at, created_at) FROM offers;
