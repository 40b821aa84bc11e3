-- A preview row the company leaves out before confirming (a listing whose place is
-- uncertain, say): the import passes over it and writes nothing for it.
ALTER TABLE "offer_import_rows" ADD COLUMN "skipped" boolean DEFAULT false NOT NULL;
