-- A refused ad whose posting was refunded goes back to a draft to be paid for again;
-- this flag sends its next publication to the operators, whatever the moderation setting.
ALTER TABLE "offers" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;
