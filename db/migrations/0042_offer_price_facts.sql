-- Words before an asking price ("Guide price", "Offers over") and the EPC band, as agency
-- feeds send them, shown on result cards and offer pages; null on offers posted by hand.
ALTER TABLE "offers" ADD COLUMN "price_qualifier" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "epc_rating" text;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_price_qualifier_check" CHECK ("offers"."price_qualifier" in ('poa','guide-price','fixed-price','offers-in-excess-of','offers-in-region-of','sale-by-tender','from','shared-ownership','offers-over','part-buy-part-rent','shared-equity','offers-invited','coming-soon'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_epc_rating_check" CHECK ("offers"."epc_rating" in ('A','B','C','D','E','F','G'));