CREATE TABLE "postcode_districts" (
	"district" text PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"town" text,
	"county" text,
	"country" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "town" text;