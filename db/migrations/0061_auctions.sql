-- Auctions: a lot per auction ad with the seller's terms and the bidding as it stands
-- (its row is the lock bids take), every accepted maximum, the public bid history, and
-- the bidders registered to bid with their bidder numbers.
CREATE TABLE "auction_bids" (
	"offer_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"bidder_id" uuid,
	"amount" bigint NOT NULL,
	"automatic" boolean NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auction_bids_offer_id_line_pk" PRIMARY KEY("offer_id","line")
);
--> statement-breakpoint
CREATE TABLE "auction_lots" (
	"offer_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"guide" jsonb NOT NULL,
	"starting_bid" bigint NOT NULL,
	"reserve" bigint,
	"increments" jsonb NOT NULL,
	"extension_minutes" smallint NOT NULL,
	"fees" jsonb NOT NULL,
	"price" bigint,
	"leader_id" uuid,
	"leader_max" bigint,
	"leader_seq" integer,
	"runner_up_id" uuid,
	"runner_up_max" bigint,
	"runner_up_seq" integer,
	"seq" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"result" text,
	"winner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_lots_times" CHECK ("auction_lots"."ends_at" > "auction_lots"."starts_at"),
	CONSTRAINT "auction_lots_price_within_leader" CHECK ("auction_lots"."price" is null or "auction_lots"."price" <= "auction_lots"."leader_max")
);
--> statement-breakpoint
CREATE TABLE "auction_maxima" (
	"offer_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"bidder_id" uuid,
	"max" bigint NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auction_maxima_offer_id_seq_pk" PRIMARY KEY("offer_id","seq")
);
--> statement-breakpoint
CREATE TABLE "auction_registrations" (
	"offer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"bidder_number" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_registrations_offer_id_user_id_pk" PRIMARY KEY("offer_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_offer_id_auction_lots_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."auction_lots"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_runner_up_id_users_id_fk" FOREIGN KEY ("runner_up_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_maxima" ADD CONSTRAINT "auction_maxima_offer_id_auction_lots_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."auction_lots"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_maxima" ADD CONSTRAINT "auction_maxima_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD CONSTRAINT "auction_registrations_offer_id_auction_lots_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."auction_lots"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD CONSTRAINT "auction_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_lots_open_ends_at_idx" ON "auction_lots" USING btree ("ends_at") WHERE "auction_lots"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_registrations_number_key" ON "auction_registrations" USING btree ("offer_id","bidder_number");