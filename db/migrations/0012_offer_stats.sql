CREATE TABLE "offer_daily_stats" (
	"offer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"favourites" integer DEFAULT 0 NOT NULL,
	"phone_reveals" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_daily_stats_offer_id_day_pk" PRIMARY KEY("offer_id","day")
);
--> statement-breakpoint
CREATE TABLE "offer_view_marks" (
	"offer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "offer_view_marks_offer_id_day_visitor_pk" PRIMARY KEY("offer_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "offer_daily_stats" ADD CONSTRAINT "offer_daily_stats_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_view_marks" ADD CONSTRAINT "offer_view_marks_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_view_marks_day_idx" ON "offer_view_marks" USING btree ("day");